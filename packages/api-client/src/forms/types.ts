/** Custom form definitions (GET /api/forms and GET /api/forms/{url}): the forms under /form/{url}. */
import type { KitchenClubSource } from "../browsing/types";

/** How a form asks for a field. */
export type FormFieldNeed = "required" | "optional" | "hidden";

/** A contact form of the kitchen-club form service, sent with its source (spec 1 §7). */
export interface CustomForm {
  /** The form's address under /form/. */
  url: string;
  title: string;
  lead: string;
  source: KitchenClubSource;
  phone: FormFieldNeed;
  postcode: FormFieldNeed;
  messageLabel: string;
  messageHint?: string | null;
  submitLabel: string;
  /** The query parameter naming what the form is about (a SKU, catalogue or promotion). */
  subjectParam?: string | null;
  subjectLabel?: string | null;
}

/** GET /api/forms: every form of the storefront, for the site map. */
export interface CustomFormList {
  items: Pick<CustomForm, "url" | "title">[];
  totalCount: number;
}
