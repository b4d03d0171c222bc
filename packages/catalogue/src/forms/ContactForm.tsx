import { Form, Formik } from "formik";
import { useState } from "react";
import styled from "styled-components";
import { Alert } from "@storefront/ui-kit/alert";
import { object } from "yup";
import { useKitchenClubSignup } from "@storefront/api-client/forms";
import { errorMessage } from "@storefront/api-client/http";
import { botCheckFailureMessage, useBotCheck } from "@storefront/page-kit/bot-check";
import { useBrand } from "@storefront/ui-kit/brand";
import { Button } from "@storefront/ui-kit/button";
import { TextareaField } from "@storefront/ui-kit/textarea-field";
import { TextField } from "@storefront/ui-kit/text-field";
import { up } from "@storefront/ui-kit/theme";
import type { ContactFormDefinition } from "./contact-forms";
import { emailRule, formMessages, phoneRule, postcodeRule, safeText } from "./form-rules";

/** The form service accepts messages up to 2000 characters. */
export const MESSAGE_MAX_LENGTH = 2000;

interface ContactValues {
  name: string;
  email: string;
  phone: string;
  postcode: string;
  message: string;
}

const Grid = styled.div`
  display: grid;
  gap: 0 ${({ theme }) => theme.space[4]}px;
  ${up("sm")} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Box = styled.div`
  max-width: 760px;
  padding: ${({ theme }) => theme.space[5]}px;
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.color.surface.raised};
`;

const Problem = styled(Alert)`
  margin: 0 0 ${({ theme }) => theme.space[4]}px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Done = styled(Alert)`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Subject = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[4]}px;
  color: ${({ theme }) => theme.color.text.muted};
`;

export interface ContactFormProps {
  definition: ContactFormDefinition;
  /** What the form is about (a SKU, a catalogue, a promotion), sent at the head of the message. */
  subject?: string;
}

/**
 * A contact form of the kitchen-club form service (spec 1 §7): ask-an-expert and the custom forms
 * under /form/. Loaded on demand, so formik and yup stay out of the page's first load.
 */
export default function ContactForm({ definition, subject }: ContactFormProps) {
  const brand = useBrand();
  const [answer, setAnswer] = useState<string | null>(null);
  const send = useKitchenClubSignup({ onSuccess: (result) => setAnswer(result.message) });
  const botCheck = useBotCheck();
  const [problem, setProblem] = useState<string | null>(null);
  const schema = object({
    name: safeText(formMessages.name, 100),
    email: emailRule(),
    phone: definition.phone === "hidden" ? safeText(null, 20) : phoneRule(brand.country, definition.phone === "required"),
    postcode: definition.postcode === "hidden" ? safeText(null, 10) : postcodeRule(definition.postcode === "required"),
    message: safeText(formMessages.message, MESSAGE_MAX_LENGTH - 100, { multiLine: true }),
  });

  if (answer) {
    return (
      <Box>
        <Done type="success">{answer}</Done>
      </Box>
    );
  }

  const initialValues: ContactValues = { name: "", email: "", phone: "", postcode: "", message: "" };
  return (
    <Box>
      <Formik<ContactValues>
        initialValues={initialValues}
        validationSchema={schema}
        onSubmit={async (values) => {
          setProblem(null);
          // issue 45 item 7: the score check's token, asked for at submit (nothing when no check is on).
          let botCheckToken: string | undefined;
          try {
            botCheckToken = await botCheck.scoreToken("contact");
          } catch (error) {
            setProblem(botCheckFailureMessage(error));
            return;
          }
          const about = subject && definition.subjectLabel ? `${definition.subjectLabel}: ${subject}\n\n` : "";
          await send
            .mutateAsync({
              source: definition.source,
              type: "Contact",
              name: values.name.trim(),
              email: values.email.trim(),
              phone: values.phone.trim() || undefined,
              postcode: values.postcode.trim() || undefined,
              message: `${about}${values.message.trim()}`,
              ...(botCheckToken ? { botCheckToken } : {}),
            })
            .catch(() => undefined);
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate aria-label={definition.title}>
            {problem ? <Problem>{problem}</Problem> : send.isError ? <Problem>{errorMessage(send.error)}</Problem> : null}
            {subject && definition.subjectLabel ? (
              <Subject>
                {definition.subjectLabel}: <strong>{subject}</strong>
              </Subject>
            ) : null}
            <Grid>
              <TextField name="name" label="Name" required autoComplete="name" />
              <TextField name="email" label="Email" type="email" required autoComplete="email" />
              {definition.phone === "hidden" ? null : (
                <TextField name="phone" label="Phone" type="tel" required={definition.phone === "required"} autoComplete="tel" />
              )}
              {definition.postcode === "hidden" ? null : (
                <TextField
                  name="postcode"
                  label="Postcode"
                  inputMode="numeric"
                  required={definition.postcode === "required"}
                  autoComplete="postal-code"
                  maxLength={4}
                />
              )}
            </Grid>
            <TextareaField
              name="message"
              label={definition.messageLabel}
              hint={definition.messageHint ?? undefined}
              required
              characterLimit={MESSAGE_MAX_LENGTH - 100}
              rows={6}
            />
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? "Sending…" : definition.submitLabel}
            </Button>
          </Form>
        )}
      </Formik>
    </Box>
  );
}
