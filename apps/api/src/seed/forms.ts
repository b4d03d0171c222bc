import type { customForms } from "../db/schema";
import type { CustomForm } from "@storefront/api-contract/forms";

/** A custom form under /form/{url}, sent to the kitchen-club form service with its source (spec 1 §7). */
export type CustomFormDefinition = CustomForm;

/** The custom forms, as first declared in @storefront/catalogue (forms/custom-forms.ts CUSTOM_FORMS). */
export const CUSTOM_FORMS: readonly CustomFormDefinition[] = [
  {
    url: "product-enquiry",
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
  {
    url: "catalogue-enquiry",
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
  {
    url: "promotion-redemption",
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
  {
    url: "promotion-enquiry",
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
  {
    url: "project-enquiry",
    title: "Start a project",
    lead: "Building or renovating? Our project team quotes whole kitchens, laundries and homes.",
    source: "Project",
    phone: "required",
    postcode: "required",
    messageLabel: "Tell us about your project",
    submitLabel: "Request a call back",
  },
];

export const customFormRows = (): (typeof customForms.$inferInsert)[] =>
  CUSTOM_FORMS.map((form, index) => ({
    ...form,
    messageHint: form.messageHint ?? null,
    subjectParam: form.subjectParam ?? null,
    subjectLabel: form.subjectLabel ?? null,
    sortOrder: index + 1,
  }));
