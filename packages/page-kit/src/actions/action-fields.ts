/**
 * What a shopper action's form and its route action agree on (issue 40): the fields every form
 * carries and the outcome every action answers. Shared by the server helper (`shopper-action.ts`)
 * and the browser's (`use-shopper-action.tsx`), with nothing else in it, so the browser's code
 * takes none of the server's.
 */

/** The field of every action form naming the page to come back to (`ReturnToField`). */
export const RETURN_TO_FIELD = "returnTo";
/** The field naming what an action that does several things does ('add', 'remove', ...). */
export const INTENT_FIELD = "intent";

/** What an action answers: what the shopper is told, and the API's answer for the hydrated page. */
export interface ActionOutcome<Data = unknown> {
  ok: boolean;
  /** 'Added to your cart.', or the refusal (the API's own words where it gave any). */
  message: string;
  /** A heading above the message (the 'Too many products' dialog's, for a page without the dialog). */
  title?: string;
  /** The API's answer (the cart, the compare list). */
  data?: Data;
  /** One message per refused field, for a form that shows its fields again. */
  fieldErrors?: Record<string, string>;
  /** The fields as they were sent, for a form shown again after a refusal. */
  values?: Record<string, string>;
}
