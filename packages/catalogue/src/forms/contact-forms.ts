import type { CustomForm } from "@storefront/api-client/forms";

/**
 * A contact form sent to the kitchen-club form service with its source (spec 1 §7): the custom
 * forms under /form/{url}, whose definitions the API serves, and ask-an-expert.
 */
export type ContactFormDefinition = Omit<CustomForm, "url">;

/**
 * spec 1 §7: the ask-an-expert form is a kitchen-club form with source AskAnExpert. Declared here,
 * not served by the API: /ask-an-expert is a fixed page of every storefront (page type contactUs).
 */
export const ASK_AN_EXPERT_FORM: ContactFormDefinition = {
  title: "Ask an expert",
  lead: "Not sure which fridge fits, or whether gas or induction suits your kitchen? Our product experts will get back to you within one business day.",
  source: "AskAnExpert",
  phone: "optional",
  postcode: "optional",
  messageLabel: "Your question",
  messageHint: "Tell us about your space, how you'll use it and any models you're considering.",
  submitLabel: "Send my question",
  subjectParam: "sku",
  subjectLabel: "Product",
};

/** What the form is about, from its query parameter: letters, digits, dashes and dots only. */
export function formSubject(definition: ContactFormDefinition, search: URLSearchParams): string | undefined {
  if (!definition.subjectParam) return undefined;
  const value = (search.get(definition.subjectParam) ?? "").trim();
  return /^[A-Za-z0-9][A-Za-z0-9._-]{0,79}$/.test(value) ? value : undefined;
}
