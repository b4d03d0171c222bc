import { Form, Formik } from "formik";
import { useMemo, useState } from "react";
import styled from "styled-components";
import { object, string } from "yup";
import { usePatchAccount, type AccountInfo } from "@storefront/api-client/account";
import { errorMessage } from "@storefront/api-client/http";
import { Alert } from "@storefront/ui-kit/alert";
import { useBrand } from "@storefront/ui-kit/brand";
import { Button } from "@storefront/ui-kit/button";
import { Loader } from "@storefront/ui-kit/loader";
import { TextField } from "@storefront/ui-kit/text-field";
import { phoneSchema } from "@storefront/validation/phone";
import { nameMessage, NAME_MAX_LENGTH } from "@storefront/validation/registration";
import { Problem } from "../page-styles";
import { AccountAreaPage, AreaProblem, useAccountArea } from "./AccountArea";
import { areaTexts } from "./area-texts";
import { SignInDetailsForm } from "./SignInDetailsForm";
import { SocialSignIns } from "./SocialSignIns";

const texts = areaTexts.profile;

export interface ProfileValues {
  firstName: string;
  lastName: string;
  phone: string;
}

/** The registration's name rules and the phone rule of the brand's country (empty allowed: the phone is optional). */
export function profileSchema(country: "AU" | "NZ") {
  const name = (field: "firstName" | "lastName") =>
    string()
      .default("")
      .test(field, function test(value) {
        const message = nameMessage(value, field);
        return message ? this.createError({ message }) : true;
      });
  return object({ firstName: name("firstName"), lastName: name("lastName"), phone: phoneSchema({ country }) });
}

const FormBox = styled.div`
  max-width: 560px;
`;

function valuesOf(account: AccountInfo): ProfileValues {
  return { firstName: account.firstName, lastName: account.lastName, phone: account.phone ?? "" };
}

/**
 * /account/profile: first name, last name and phone on PATCH /api/account (spec 3 §7 "with a
 * profile patch body"); then the email and password, each changed only with the current password
 * (SignInDetailsForm), and the social providers to connect (SocialSignIns, not for staff). Each
 * outcome is announced: success in role="status", a failure in role="alert".
 */
export function ProfilePage() {
  const { signedIn, account } = useAccountArea();
  const { country } = useBrand();
  const schema = useMemo(() => profileSchema(country), [country]);
  const patch = usePatchAccount();
  const [outcome, setOutcome] = useState<"saved" | "unchanged" | null>(null);

  let content;
  if (account.isError) content = <AreaProblem error={account.error} />;
  else if (!signedIn || !account.data) content = <Loader label={texts.loading} showLabel />;
  else {
    const initial = valuesOf(account.data);
    content = (
      <FormBox>
        {patch.isError ? <Problem>{errorMessage(patch.error)}</Problem> : null}
        {outcome ? (
          <Alert type={outcome === "saved" ? "success" : "info"} onDismiss={() => setOutcome(null)}>
            {outcome === "saved" ? texts.saved : texts.unchanged}
          </Alert>
        ) : null}
        <p>
          <strong>{texts.email}:</strong> <span data-testid="profile-email">{account.data.email}</span>
          <br />
          {texts.emailNote}
        </p>
        <Formik
          initialValues={initial}
          enableReinitialize
          validationSchema={schema}
          onSubmit={async (values) => {
            setOutcome(null);
            patch.reset();
            const changed = {
              firstName: values.firstName.trim(),
              lastName: values.lastName.trim(),
              phone: values.phone.trim(),
            };
            if (changed.firstName === initial.firstName && changed.lastName === initial.lastName && changed.phone === initial.phone) {
              setOutcome("unchanged");
              return;
            }
            await patch.mutateAsync(changed).then(
              () => setOutcome("saved"),
              () => undefined,
            );
          }}
        >
          {({ isSubmitting }) => (
            <Form method="post" noValidate aria-label={texts.title}>
              <TextField name="firstName" label={texts.firstName} autoComplete="given-name" maxLength={NAME_MAX_LENGTH} required />
              <TextField name="lastName" label={texts.lastName} autoComplete="family-name" maxLength={NAME_MAX_LENGTH} required />
              <TextField name="phone" type="tel" label={texts.phone} autoComplete="tel" maxLength={20} />
              <Button type="submit" disabled={isSubmitting}>
                {isSubmitting ? texts.saving : texts.save}
              </Button>
            </Form>
          )}
        </Formik>
        <SignInDetailsForm email={account.data.email} firstName={account.data.firstName} lastName={account.data.lastName} />
        {account.data.winningUserId ? null : <SocialSignIns />}
      </FormBox>
    );
  }
  return (
    <AccountAreaPage id="account-profile" title={texts.title}>
      {content}
    </AccountAreaPage>
  );
}
