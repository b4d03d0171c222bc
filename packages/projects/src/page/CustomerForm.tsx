import { Form, Formik } from "formik";
import {
  useCustomerProjectCount,
  useSaveProjectCustomer,
  type CustomerCountRequest,
  type QuoteData,
} from "@storefront/api-client/projects";
import { PROJECT_ERROR_MESSAGES } from "@storefront/api-contract/projects";
import { Alert } from "@storefront/ui-kit/alert";
import { Button } from "@storefront/ui-kit/button";
import { Heading } from "@storefront/ui-kit/heading";
import { TextField } from "@storefront/ui-kit/text-field";
import { customerTexts } from "../project-texts";
import { formErrorMessage, useProjectFeedback } from "./feedback";
import { Card, FieldGrid, Muted } from "./styles";

type CustomerValues = Pick<
  QuoteData,
  "firstName" | "lastName" | "customerEmail" | "customerEmailSecondary" | "contactNumber" | "customerNumberSecondary"
>;

function customerValues(quoteData: QuoteData): CustomerValues {
  const { firstName, lastName, customerEmail, customerEmailSecondary, contactNumber, customerNumberSecondary } = quoteData;
  return { firstName, lastName, customerEmail, customerEmailSecondary, contactNumber, customerNumberSecondary };
}

/** The saved customer's contacts, blank ones left out, this project excluded. */
export function countRequest(projectId: number, quoteData: QuoteData): CustomerCountRequest | null {
  const request: CustomerCountRequest = {
    ...(quoteData.customerEmail ? { email: quoteData.customerEmail } : {}),
    ...(quoteData.customerEmailSecondary ? { secondaryEmail: quoteData.customerEmailSecondary } : {}),
    ...(quoteData.contactNumber ? { phone: quoteData.contactNumber } : {}),
    ...(quoteData.customerNumberSecondary ? { secondaryPhone: quoteData.customerNumberSecondary } : {}),
  };
  return Object.keys(request).length > 0 ? { ...request, projectId } : null;
}

/** The customer's other projects (GET /api/v2/project/customer-project-count). */
function CustomerProjectCount({ request }: { request: CustomerCountRequest }) {
  const count = useCustomerProjectCount(request);
  if (count.isError) return <Alert>{PROJECT_ERROR_MESSAGES.customerProjectCount}</Alert>;
  if (!count.data) return null;
  return <Muted role="status">{customerTexts.otherProjects(count.data.count)}</Muted>;
}

/** The customer of the quote (spec 3 §3 quoteData; POST /api/v2/project/customer). */
export function CustomerForm({ projectId, quoteData }: { projectId: number; quoteData: QuoteData }) {
  const feedback = useProjectFeedback();
  const save = useSaveProjectCustomer();
  const request = countRequest(projectId, quoteData);
  return (
    <Card aria-labelledby="customer-heading">
      <Heading level={2} looksLike={3} id="customer-heading">
        {customerTexts.heading}
      </Heading>
      <Formik<CustomerValues>
        initialValues={customerValues(quoteData)}
        enableReinitialize
        onSubmit={async (values, helpers) => {
          helpers.setStatus(undefined);
          try {
            const trimmed = Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value.trim()])) as CustomerValues;
            await save.mutateAsync({ projectId, ...trimmed });
            feedback.updated();
          } catch (error) {
            helpers.setStatus(formErrorMessage(error));
            feedback.failed();
          }
        }}
      >
        {({ isSubmitting, status }) => (
          <Form noValidate aria-label={customerTexts.heading}>
            <FieldGrid>
              <TextField name="firstName" label={customerTexts.firstName} autoComplete="off" />
              <TextField name="lastName" label={customerTexts.lastName} autoComplete="off" />
              <TextField name="customerEmail" type="email" label={customerTexts.email} autoComplete="off" />
              <TextField name="customerEmailSecondary" type="email" label={customerTexts.secondaryEmail} autoComplete="off" />
              <TextField name="contactNumber" type="tel" label={customerTexts.phone} autoComplete="off" />
              <TextField name="customerNumberSecondary" type="tel" label={customerTexts.secondaryPhone} autoComplete="off" />
            </FieldGrid>
            {typeof status === "string" ? <Alert>{status}</Alert> : null}
            <Button type="submit" disabled={isSubmitting}>
              {customerTexts.save}
            </Button>
          </Form>
        )}
      </Formik>
      {request ? <CustomerProjectCount request={request} /> : null}
    </Card>
  );
}
