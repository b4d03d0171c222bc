import type { LockedCustomer } from "../locked-customer";
import type { CheckoutRequest } from "@storefront/api-contract/checkout";
import type { AppContext } from "../../context";
import type { payments } from "../../db/schema";
import type { Storefront } from "../../storefronts";
import type { StaffCaller } from "../staff";

/**
 * What the submit's steps read of the app: the database, the clock, the payment providers and what
 * the cart's pricing reads (the deals club's member prices among it: accountSessions).
 */
export type SubmitContext = Pick<
  AppContext,
  | "db"
  | "reference"
  | "now"
  | "cardGateway"
  | "instalmentGateway"
  | "zipInStoreGateway"
  | "fraudCheck"
  | "settingsOverrides"
  | "accountSessions"
>;

export type PaymentRow = typeof payments.$inferSelect;

export interface SubmitInput {
  storefront: Storefront;
  sessionId: string | undefined;
  /** The signed-in shopper's account (bearer token), or null for a guest. */
  accountId: string | null;
  /** The signed-in staff member and their store, or null for a customer or guest. */
  staff: StaffCaller | null;
  /** A locked customer's kept email, phone and billing address (spec 2 §4): they replace what was sent. */
  lockedCustomer?: LockedCustomer | null;
  idempotencyKey: string;
  body: CheckoutRequest;
  /** Where the 3-D Secure challenge posts back. */
  returnUrl: string;
  /** The storefront's origin as the browser reached it: instalment providers send the shopper back to its checkout page. */
  storefrontOrigin: string;
}
