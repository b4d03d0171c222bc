import { useRef, useState, type FormEvent } from "react";
import type { ActionOutcome } from "@storefront/page-kit/action-fields";
import { ReturnToField, submittedFields, useShopperAction } from "@storefront/page-kit/use-shopper-action";
import { Alert } from "@storefront/ui-kit/alert";
import { Button } from "@storefront/ui-kit/button";
import { FormBlock, FormBlockField } from "@storefront/ui-kit/form-block";
import { useBotCheck } from "@storefront/page-kit/bot-check";
import { FAILED_TO_LOAD_SCRIPT, isScriptLoadError } from "@storefront/page-kit/script-load";
import { BOT_CHECK_TOKEN_FIELD } from "@storefront/validation/bot-check";
import {
  NEWSLETTER_INVALID_FORM_MESSAGE,
  validateNewsletter,
  type NewsletterErrors,
  type NewsletterField,
  type NewsletterValues,
} from "@storefront/validation/newsletter";
import { NEWSLETTER_PATH } from "./newsletter-texts";

const FIELDS: { name: NewsletterField; label: string; type: string; autoComplete: string; inputMode?: "numeric" }[] = [
  { name: "name", label: "Name", type: "text", autoComplete: "name" },
  { name: "email", label: "Email", type: "email", autoComplete: "email" },
  { name: "postcode", label: "Postcode", type: "text", autoComplete: "postal-code", inputMode: "numeric" },
];

export interface NewsletterFormProps {
  /** Called once the signup has been taken (the popup thanks and remembers it). */
  onSubscribed?: () => void;
  /** A refusal the page was rendered with (a post without JavaScript): its messages and the fields as sent. */
  refused?: ActionOutcome;
}

const fieldsOf = (form: FormData): NewsletterValues =>
  Object.fromEntries(FIELDS.map((field) => [field.name, String(form.get(field.name) ?? "")])) as NewsletterValues;

/**
 * The newsletter form (spec 1 §2.8, §5, §8): Name, Email, Postcode with the spec's messages; an
 * invalid submit shows the form-level error; a second submit in flight is ignored; the server's
 * errtext is shown and the form enabled again. It posts to the newsletter's action
 * (`/newsletter`, issue 40): on the sign-up page without JavaScript the browser sends it, and a
 * refusal comes back with the messages and the fields as typed; once hydrated the same form goes
 * through the router after the same checks in the browser. The fields are the browser's own
 * (uncontrolled), so what is typed before the page hydrates stays.
 */
export default function NewsletterForm({ onSubscribed, refused }: NewsletterFormProps) {
  const [errors, setErrors] = useState<NewsletterErrors>(refused?.fieldErrors ?? {});
  const [formError, setFormError] = useState<string | null>(refused?.message ?? null);
  const inFlight = useRef(false);
  const action = useShopperAction(NEWSLETTER_PATH, {
    onOutcome: (outcome) => {
      if (outcome.ok) {
        onSubscribed?.();
        return;
      }
      setErrors(outcome.fieldErrors ?? {});
      setFormError(outcome.message);
    },
  });
  const botCheck = useBotCheck();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    const fields = submittedFields(event);
    const found = validateNewsletter(fieldsOf(fields));
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
      if (botCheckToken) fields.set(BOT_CHECK_TOKEN_FIELD, botCheckToken);
      await action.submit(fields);
    } catch (error) {
      if (!isScriptLoadError(error)) throw error;
      setFormError(FAILED_TO_LOAD_SCRIPT);
    } finally {
      inFlight.current = false;
    }
  };

  return (
    <FormBlock size="small">
      <action.Form
        method="post"
        action={NEWSLETTER_PATH}
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        aria-label="Newsletter signup"
      >
        {formError ? <Alert>{formError}</Alert> : null}
        <ReturnToField />
        {FIELDS.map((field) => (
          <FormBlockField
            key={field.name}
            name={field.name}
            label={field.label}
            type={field.type}
            autoComplete={field.autoComplete}
            inputMode={field.inputMode}
            defaultValue={refused?.values?.[field.name] ?? ""}
            error={errors[field.name]}
          />
        ))}
        <Button type="submit" disabled={action.pending}>
          Sign up
        </Button>
      </action.Form>
    </FormBlock>
  );
}
