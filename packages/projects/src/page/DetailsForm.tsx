import { Form, Formik, useFormikContext } from "formik";
import { useId, useState } from "react";
import styled from "styled-components";
import { useReferrerSearch, useSaveProjectDetails, type Project, type Referrer } from "@storefront/api-client/projects";
import { useStoreSelectView } from "@storefront/api-client/stores";
import { PROJECT_ERROR_MESSAGES, PROJECT_LIMITS } from "@storefront/api-contract/projects";
import { Alert } from "@storefront/ui-kit/alert";
import { Button } from "@storefront/ui-kit/button";
import { CheckboxField } from "@storefront/ui-kit/checkbox-field";
import { Heading } from "@storefront/ui-kit/heading";
import { SelectField } from "@storefront/ui-kit/select-field";
import { TextField } from "@storefront/ui-kit/text-field";
import { TextareaField } from "@storefront/ui-kit/textarea-field";
import { detailsTexts } from "../project-texts";
import { formErrorMessage, useProjectFeedback } from "./feedback";
import { salespersonChoices, storeChoices } from "./store-choices";
import { Card, FieldGrid, Muted, PlainList, Row } from "./styles";

interface DetailsValues {
  projectAddress: string;
  suburb: string;
  postCode: string;
  state: string;
  projectGoal: string;
  projectStart: string;
  interests: string;
  comments: string;
  showCulinaryBookings: boolean;
  selectedStore: string;
  selectedSalesPerson: string;
  referrerCode: string;
  referrerName: string;
  referrerBusinessName: string;
  referrerPhone: string;
  referrerContact: string;
}

function detailsValues({ quoteData: q, selectedStore, selectedSalesPerson }: Project): DetailsValues {
  return {
    projectAddress: q.projectAddress,
    suburb: q.suburb,
    postCode: q.postCode,
    state: q.state,
    projectGoal: q.projectGoal,
    projectStart: q.projectStart,
    interests: q.interests.join(", "),
    comments: q.comments,
    showCulinaryBookings: q.showCulinaryBookings,
    selectedStore: selectedStore?.storeUri ?? "",
    selectedSalesPerson: selectedSalesPerson?.code ?? "",
    referrerCode: q.referrerCode,
    referrerName: q.referrerName,
    referrerBusinessName: q.referrerBusinessName,
    referrerPhone: q.referrerPhone,
    referrerContact: q.referrerContact,
  };
}

const SearchInput = styled.input`
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space[3]}px;
  border: 1px solid ${({ theme }) => theme.color.border.strong};
  border-radius: ${({ theme }) => theme.radii.md};
  font: inherit;
`;

/** The store and salesperson choices (GET /api/store/select-view, spec 3 §3 store view). */
function StoreChoices() {
  const view = useStoreSelectView();
  if (view.isError) return <Alert>{PROJECT_ERROR_MESSAGES.storeView}</Alert>;
  const none = { value: "", label: detailsTexts.none };
  const stores = storeChoices(view.data);
  const people = salespersonChoices(view.data);
  return (
    <>
      <SelectField
        name="selectedStore"
        label={detailsTexts.store}
        options={[none, ...stores.map((store) => ({ value: store.storeUri, label: store.name }))]}
      />
      <SelectField
        name="selectedSalesPerson"
        label={detailsTexts.salesperson}
        options={[none, ...people.map((person) => ({ value: person.code ?? "", label: person.name ?? person.code ?? "" }))]}
      />
    </>
  );
}

/** Finds a referrer (GET /api/v2/project/kad/{search}) and fills the referrer fields with the one chosen. */
function ReferrerLookup() {
  const id = useId();
  const { setValues, values } = useFormikContext<DetailsValues>();
  const [text, setText] = useState("");
  const [search, setSearch] = useState("");
  const found = useReferrerSearch(search, { enabled: search.length >= PROJECT_LIMITS.referrerSearchMinLength });
  const use = (referrer: Referrer) => void setValues({ ...values, ...referrer });
  const run = () => setSearch(text.trim());
  return (
    <div>
      <label htmlFor={`${id}-search`}>{detailsTexts.referrerSearch}</label>
      <Row>
        <SearchInput
          id={`${id}-search`}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              run();
            }
          }}
        />
        <Button size="small" variant="secondary" onClick={run}>
          {detailsTexts.referrerSearchSubmit}
        </Button>
      </Row>
      {found.isError ? <Alert>{PROJECT_ERROR_MESSAGES.referrer}</Alert> : null}
      {found.data && found.data.items.length === 0 ? <Muted role="status">{detailsTexts.referrerNone}</Muted> : null}
      {found.data && found.data.items.length > 0 ? (
        <PlainList>
          {found.data.items.map((referrer) => (
            <li key={referrer.referrerCode}>
              <Row>
                <span>
                  {referrer.referrerName} · {referrer.referrerBusinessName}
                </span>
                <Button size="small" variant="secondary" onClick={() => use(referrer)}>
                  {detailsTexts.useReferrer(referrer.referrerName)}
                </Button>
              </Row>
            </li>
          ))}
        </PlainList>
      ) : null}
    </div>
  );
}

/** The project's details (spec 3 §3 quoteData, store, salesperson; POST /api/v2/project/details). */
export function DetailsForm({ project }: { project: Project }) {
  const feedback = useProjectFeedback();
  const save = useSaveProjectDetails();
  return (
    <Card aria-labelledby="details-heading">
      <Heading level={2} looksLike={3} id="details-heading">
        {detailsTexts.heading}
      </Heading>
      <Formik<DetailsValues>
        initialValues={detailsValues(project)}
        enableReinitialize
        onSubmit={async ({ interests, selectedStore, selectedSalesPerson, ...values }, helpers) => {
          helpers.setStatus(undefined);
          try {
            await save.mutateAsync({
              projectId: project.id,
              ...values,
              interests: interests
                .split(",")
                .map((interest) => interest.trim())
                .filter(Boolean),
              selectedStore: selectedStore || null,
              selectedSalesPerson: selectedSalesPerson || null,
            });
            feedback.updated();
          } catch (error) {
            helpers.setStatus(formErrorMessage(error));
            feedback.failed();
          }
        }}
      >
        {({ isSubmitting, status }) => (
          <Form noValidate aria-label={detailsTexts.heading}>
            <FieldGrid>
              <TextField name="projectAddress" label={detailsTexts.address} />
              <TextField name="suburb" label={detailsTexts.suburb} />
              <TextField name="postCode" label={detailsTexts.postCode} inputMode="numeric" maxLength={4} />
              <TextField name="state" label={detailsTexts.state} />
              <TextField name="projectStart" type="date" label={detailsTexts.start} />
              <TextField name="interests" label={detailsTexts.interests} hint={detailsTexts.interestsHint} />
              <StoreChoices />
            </FieldGrid>
            <TextareaField name="projectGoal" label={detailsTexts.goal} rows={2} characterLimit={PROJECT_LIMITS.longTextMaxLength} />
            <TextareaField name="comments" label={detailsTexts.comments} rows={2} characterLimit={PROJECT_LIMITS.longTextMaxLength} />
            <CheckboxField name="showCulinaryBookings" label={detailsTexts.culinary} />
            <fieldset>
              <legend>{detailsTexts.referrerHeading}</legend>
              <ReferrerLookup />
              <FieldGrid>
                <TextField name="referrerCode" label={detailsTexts.referrerCode} />
                <TextField name="referrerName" label={detailsTexts.referrerName} />
                <TextField name="referrerBusinessName" label={detailsTexts.referrerBusiness} />
                <TextField name="referrerPhone" type="tel" label={detailsTexts.referrerPhone} />
                <TextField name="referrerContact" label={detailsTexts.referrerContact} />
              </FieldGrid>
            </fieldset>
            {typeof status === "string" ? <Alert>{status}</Alert> : null}
            <Button type="submit" disabled={isSubmitting}>
              {detailsTexts.save}
            </Button>
          </Form>
        )}
      </Formik>
    </Card>
  );
}
