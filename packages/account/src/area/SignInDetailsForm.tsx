import { Form, Formik } from "formik";
import { useMemo, useState } from "react";
import { Link } from "react-router";
import { identityErrorMessage, useChangePassword, useUpdateProfile } from "@storefront/api-client/identity";
import { useApiClient } from "@storefront/api-client/react";
import { useSessionStore } from "@storefront/page-kit/session";
import { FORGOT_PASSWORD_PATH } from "@storefront/page-kit/session-paths";
import { Alert } from "@storefront/ui-kit/alert";
import { useBrand } from "@storefront/ui-kit/brand";
import { Button } from "@storefront/ui-kit/button";
import { Heading } from "@storefront/ui-kit/heading";
import { TextField } from "@storefront/ui-kit/text-field";
import { signInDetailsMessages, signInDetailsSchema } from "@storefront/validation/registration";
import { registerTexts } from "../identity-texts";
import { Problem } from "../page-styles";
import { areaTexts } from "./area-texts";

const texts = areaTexts.signInDetails;

interface SignInDetailsValues {
  email: string;
  newPassword: string;
  currentPassword: string;
}

/**
 * The profile's 'Email and password' form (issue 41 item 5): a new email (updateprofile) and a
 * new password (changepassword), each only with the current password, under the rules of
 * @storefront/validation/registration that the API applies too. The API's refusal (a wrong
 * current password, a taken email, too many tries) shows in role="alert"; what changed in a status.
 */
export function SignInDetailsForm({ email, firstName, lastName }: { email: string; firstName: string; lastName: string }) {
  const api = useApiClient();
  const { id: clientId } = useBrand();
  const userId = useSessionStore((state) => state.userId) ?? "";
  const updateProfile = useUpdateProfile(api);
  const changePassword = useChangePassword(api);
  const schema = useMemo(() => signInDetailsSchema(email), [email]);
  const [done, setDone] = useState<string[]>([]);
  const [problem, setProblem] = useState<string | null>(null);

  return (
    <section aria-labelledby="sign-in-details-heading">
      <Heading level={2} id="sign-in-details-heading">
        {texts.title}
      </Heading>
      <p>{texts.intro}</p>
      <p>
        {texts.noPassword} <Link to={FORGOT_PASSWORD_PATH}>{texts.forgotPassword}</Link>
      </p>
      {problem ? <Problem>{problem}</Problem> : null}
      {done.length > 0 ? (
        <Alert type="success" onDismiss={() => setDone([])}>
          {[...done, texts.othersSignedOut].join(" ")}
        </Alert>
      ) : null}
      <Formik<SignInDetailsValues>
        initialValues={{ email, newPassword: "", currentPassword: "" }}
        enableReinitialize
        validationSchema={schema}
        onSubmit={async (values, helpers) => {
          setDone([]);
          setProblem(null);
          const newEmail = values.email.trim().toLowerCase();
          const emailChanged = newEmail !== email.toLowerCase();
          if (!emailChanged && !values.newPassword) {
            setProblem(signInDetailsMessages.nothingChanged);
            return;
          }
          const changed: string[] = [];
          try {
            if (emailChanged) {
              await updateProfile.mutateAsync({
                userId,
                clientId,
                email: newEmail,
                emailChanged: true,
                firstName,
                firstNameChanged: false,
                lastName,
                lastNameChanged: false,
                currentPassword: values.currentPassword,
              });
              changed.push(texts.emailChanged(newEmail, email));
            }
            if (values.newPassword) {
              await changePassword.mutateAsync({
                userId,
                clientId,
                currentPassword: values.currentPassword,
                newPassword: values.newPassword,
              });
              changed.push(texts.passwordChanged);
            }
            helpers.resetForm({ values: { email: newEmail, newPassword: "", currentPassword: "" } });
          } catch (error) {
            setProblem(identityErrorMessage(error));
          }
          setDone(changed);
        }}
      >
        {({ isSubmitting }) => (
          <Form method="post" noValidate aria-label={texts.title}>
            <TextField name="email" label={texts.email} type="email" autoComplete="email" required />
            <TextField
              name="newPassword"
              label={texts.newPassword}
              hint={registerTexts.passwordHint}
              type="password"
              autoComplete="new-password"
            />
            <TextField name="currentPassword" label={texts.currentPassword} type="password" autoComplete="current-password" />
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? texts.saving : texts.save}
            </Button>
          </Form>
        )}
      </Formik>
    </section>
  );
}
