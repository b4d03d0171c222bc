import { useRef, useState, type FormEvent } from "react";
import styled from "styled-components";
import { Alert } from "@storefront/ui-kit/alert";
import { Button } from "@storefront/ui-kit/button";
import { errorMessage } from "@storefront/api-client/http";
import { useNewsletterSignup } from "@storefront/api-client/forms";
import { useBotCheck } from "@storefront/page-kit/bot-check";
import { FAILED_TO_LOAD_SCRIPT, isScriptLoadError } from "@storefront/page-kit/script-load";
import {
  NEWSLETTER_INVALID_FORM_MESSAGE,
  validateNewsletter,
  type NewsletterErrors,
  type NewsletterField,
} from "@storefront/validation/newsletter";

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[3]}px;

  label {
    display: grid;
    gap: ${({ theme }) => theme.space[1]}px;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }

  input {
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space[3]}px;
    border: 1px solid ${({ theme }) => theme.color.border.strong};
    border-radius: ${({ theme }) => theme.radii.md};
    font: inherit;
  }

  input[aria-invalid="true"] {
    border-color: ${({ theme }) => theme.color.feedback.error};
  }
`;

const FieldError = styled.span`
  color: ${({ theme }) => theme.color.feedback.error};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
`;

const FIELDS: { name: NewsletterField; label: string; type: string; autoComplete: string; inputMode?: "numeric" }[] = [
  { name: "name", label: "Name", type: "text", autoComplete: "name" },
  { name: "email", label: "Email", type: "email", autoComplete: "email" },
  { name: "postcode", label: "Postcode", type: "text", autoComplete: "postal-code", inputMode: "numeric" },
];

/**
 * The newsletter form (spec 1 §2.8, §5, §8): Name, Email, Postcode with the spec's messages; an
 * invalid submit shows the form-level error; a second submit in flight is ignored; the server's
 * errtext is shown and the form enabled again. Loaded only when the popup expands.
 */
export default function NewsletterForm({ onSubscribed }: { onSubscribed: () => void }) {
  const [values, setValues] = useState({ name: "", email: "", postcode: "" });
  const [errors, setErrors] = useState<NewsletterErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const inFlight = useRef(false);
  const signup = useNewsletterSignup();
  const botCheck = useBotCheck();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    const found = validateNewsletter(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setFormError(NEWSLETTER_INVALID_FORM_MESSAGE);
      return;
    }
    setFormError(null);
    inFlight.current = true;
    try {
      // issue 45 item 7: the score check's token, asked for at submit (nothing when no check is on).
      const botCheckToken = await botCheck.scoreToken("newsletter");
      await signup.mutateAsync({
        name: values.name.trim(),
        email: values.email.trim(),
        postcode: values.postcode.trim(),
        source: "Newsletter",
        ...(botCheckToken ? { botCheckToken } : {}),
      });
      onSubscribed();
    } catch (error) {
      setFormError(isScriptLoadError(error) ? FAILED_TO_LOAD_SCRIPT : errorMessage(error));
    } finally {
      inFlight.current = false;
    }
  };

  return (
    <Form noValidate onSubmit={onSubmit} aria-label="Newsletter signup">
      {formError ? <Alert>{formError}</Alert> : null}
      {FIELDS.map((field) => (
        <label key={field.name}>
          {field.label}
          <input
            name={field.name}
            type={field.type}
            autoComplete={field.autoComplete}
            inputMode={field.inputMode}
            value={values[field.name]}
            aria-invalid={errors[field.name] ? true : undefined}
            aria-describedby={errors[field.name] ? `newsletter-${field.name}-error` : undefined}
            onChange={(event) => setValues((current) => ({ ...current, [field.name]: event.target.value }))}
          />
          {errors[field.name] ? <FieldError id={`newsletter-${field.name}-error`}>{errors[field.name]}</FieldError> : null}
        </label>
      ))}
      <Button type="submit" disabled={signup.isPending}>
        Sign up
      </Button>
    </Form>
  );
}
