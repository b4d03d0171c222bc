import { Form, Formik } from "formik";
import { useWidgetTracking } from "@storefront/page-kit/analytics";
import styled from "styled-components";
import { Alert } from "@storefront/ui-kit/alert";
import { number, object } from "yup";
import { useCookingDemoAction, type CookingDemo, type CookingDemoBookingAnswer } from "@storefront/api-client/cooking-demos";
import { errorMessage } from "@storefront/api-client/http";
import { useBrand } from "@storefront/ui-kit/brand";
import { Button } from "@storefront/ui-kit/button";
import { SelectField } from "@storefront/ui-kit/select-field";
import { TextField } from "@storefront/ui-kit/text-field";
import { up } from "@storefront/ui-kit/theme";
import { emailRule, formMessages, phoneRule, safeText } from "../forms/form-rules";

/** The API accepts 1 to 6 guests per booking. */
export const MAX_GUESTS = 6;

export type AttendeeAction = "rsvp" | "booking" | "waitList";

const SUBMIT_LABELS: Record<AttendeeAction, string> = { rsvp: "Send my RSVP", booking: "Book my places", waitList: "Join the wait list" };

interface AttendeeValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  guests: string;
}

const Grid = styled.div`
  display: grid;
  gap: 0 ${({ theme }) => theme.space[4]}px;
  ${up("sm")} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Problem = styled(Alert)`
  margin: 0 0 ${({ theme }) => theme.space[3]}px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export interface AttendeeFormProps {
  demo: Pick<CookingDemo, "id" | "placesLeft">;
  action: AttendeeAction;
  onDone: (answer: CookingDemoBookingAnswer) => void;
}

/**
 * The RSVP, booking and wait-list form of a cooking demo (issue 7 item 6). Loaded on demand, so
 * formik and yup stay out of the page's first load.
 */
export default function AttendeeForm({ demo, action, onDone }: AttendeeFormProps) {
  const brand = useBrand();
  const trackWidget = useWidgetTracking();
  const send = useCookingDemoAction(action, {
    onSuccess: (answer) => {
      // spec 3 §9: a booking, RSVP or wait-list place is the scheduling widget used.
      trackWidget("scheduling", "used");
      onDone(answer);
    },
  });
  const maxGuests = action === "waitList" ? MAX_GUESTS : Math.max(1, Math.min(MAX_GUESTS, demo.placesLeft));
  const schema = object({
    firstName: safeText(formMessages.firstName, 60),
    lastName: safeText(formMessages.lastName, 60),
    email: emailRule(),
    phone: phoneRule(brand.country),
    guests: number().min(1).max(maxGuests).required(),
  });
  const initialValues: AttendeeValues = { firstName: "", lastName: "", email: "", phone: "", guests: "1" };
  return (
    <Formik<AttendeeValues>
      initialValues={initialValues}
      validationSchema={schema}
      onSubmit={async (values) => {
        await send
          .mutateAsync({
            cookingDemoId: demo.id,
            firstName: values.firstName.trim(),
            lastName: values.lastName.trim(),
            email: values.email.trim(),
            phone: values.phone.trim() || undefined,
            guests: Number(values.guests),
          })
          .catch(() => undefined);
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label={SUBMIT_LABELS[action]}>
          {send.isError ? <Problem>{errorMessage(send.error)}</Problem> : null}
          <Grid>
            <TextField name="firstName" label="First name" required autoComplete="given-name" />
            <TextField name="lastName" label="Last name" required autoComplete="family-name" />
            <TextField name="email" label="Email" type="email" required autoComplete="email" />
            <TextField name="phone" label="Phone" type="tel" autoComplete="tel" hint="Optional: for a reminder on the day" />
            <SelectField
              name="guests"
              label="Guests"
              required
              options={Array.from({ length: maxGuests }, (_, index) => ({ value: String(index + 1), label: String(index + 1) }))}
            />
          </Grid>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? "Sending…" : SUBMIT_LABELS[action]}
          </Button>
        </Form>
      )}
    </Formik>
  );
}
