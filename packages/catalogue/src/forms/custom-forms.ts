import type { KitchenClubSource } from "@storefront/api-client/browsing";

/** How a contact form asks for a field. */
export type FieldNeed = "required" | "optional" | "hidden";

/** A contact form sent to the kitchen-club form service with its source (spec 1 §7). */
export interface ContactFormDefinition {
  title: string;
  lead: string;
  source: KitchenClubSource;
  phone: FieldNeed;
  postcode: FieldNeed;
  messageLabel: string;
  messageHint?: string;
  submitLabel: string;
  /** The query parameter naming what the form is about (a SKU, catalogue or promotion). */
  subjectParam?: string;
  subjectLabel?: string;
}

/** spec 1 §7: the ask-an-expert form is a kitchen-club form with source AskAnExpert. */
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

/**
 * The custom forms under /form/{url}. The commerce API serves no form definitions, so they are
 * declared here, one per kitchen-club source a page links to; an unknown url is not found.
 */
export const CUSTOM_FORMS: Readonly<Record<string, ContactFormDefinition>> = {
  "product-enquiry": {
    title: "Product enquiry",
    lead: "Ask us about stock, delivery, installation or anything else about a product.",
    source: "ProductEnquiry",
    phone: "optional",
    postcode: "required",
    messageLabel: "Your enquiry",
    submitLabel: "Send my enquiry",
    subjectParam: "sku",
    subjectLabel: "Product",
  },
  "catalogue-enquiry": {
    title: "Catalogue enquiry",
    lead: "Ask about an offer in one of our catalogues, or request a printed copy.",
    source: "CatalogueDetails",
    phone: "optional",
    postcode: "required",
    messageLabel: "Your enquiry",
    submitLabel: "Send my enquiry",
    subjectParam: "catalogue",
    subjectLabel: "Catalogue",
  },
  "promotion-redemption": {
    title: "Redeem a promotion",
    lead: "Claim your bonus, cashback or gift with purchase. Keep your invoice number handy.",
    source: "PromotionRedemption",
    phone: "required",
    postcode: "required",
    messageLabel: "Invoice number and products bought",
    submitLabel: "Submit my claim",
    subjectParam: "promotion",
    subjectLabel: "Promotion",
  },
  "promotion-enquiry": {
    title: "Promotion enquiry",
    lead: "Questions about a current promotion? We're here to help.",
    source: "Promotion",
    phone: "optional",
    postcode: "hidden",
    messageLabel: "Your question",
    submitLabel: "Send my question",
    subjectParam: "promotion",
    subjectLabel: "Promotion",
  },
  "project-enquiry": {
    title: "Start a project",
    lead: "Building or renovating? Our project team quotes whole kitchens, laundries and homes.",
    source: "Project",
    phone: "required",
    postcode: "required",
    messageLabel: "Tell us about your project",
    submitLabel: "Request a call back",
  },
};

export function customFormOf(url: string | undefined): ContactFormDefinition | undefined {
  const key = (url ?? "").toLowerCase();
  return Object.prototype.hasOwnProperty.call(CUSTOM_FORMS, key) ? CUSTOM_FORMS[key] : undefined;
}

/** What the form is about, from its query parameter: letters, digits, dashes and dots only. */
export function formSubject(definition: ContactFormDefinition, search: URLSearchParams): string | undefined {
  if (!definition.subjectParam) return undefined;
  const value = (search.get(definition.subjectParam) ?? "").trim();
  return /^[A-Za-z0-9][A-Za-z0-9._-]{0,79}$/.test(value) ? value : undefined;
}
