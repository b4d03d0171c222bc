import type { AddressAnswer } from "@storefront/api-contract/checkout";
import { accountAddresses } from "../accounts/addresses";
import type { Database } from "../db/client";
import type { accounts } from "../db/schema";
import { ForbiddenError } from "../http/errors";

/**
 * Ours: what a locked customer is told when they try to change what the retailer keeps (their
 * email, phone or billing address) from the account area (403, nothing changed).
 */
export const LOCKED_DETAILS_MESSAGE =
  "Your email, phone number and billing address are kept by our team for your account. Please contact us to change them.";

/** Refuses (403) a change to what a locked customer's retailer keeps; does nothing for any other account. */
export function refuseLockedChange(account: Pick<typeof accounts.$inferSelect, "locked">): void {
  if (account.locked) throw new ForbiddenError(LOCKED_DETAILS_MESSAGE);
}

/**
 * Refuses (403) a change of saved addresses that would change a locked customer's billing address
 * (the first saved one, accountBillingAddress): changing or deleting it, or adding the first. Other
 * addresses stay theirs to keep.
 */
export async function refuseLockedBillingChange(
  db: Database,
  account: Pick<typeof accounts.$inferSelect, "id" | "locked">,
  addressId: number | undefined,
): Promise<void> {
  if (!account.locked) return;
  const [first] = await accountAddresses(db).list(account.id);
  if (first === undefined || first.id === addressId) refuseLockedChange(account);
}

/**
 * A locked customer (spec 2 §4 and §6; the seed's locked@example.com): a managed account whose
 * email, phone and billing address the retailer keeps. Checkout shows them read-only, and the API
 * takes them from the account whatever the browser sends (ours: the billing address is the
 * account's first saved address, else the delivery address).
 */
export interface LockedCustomer {
  email: string;
  phone: string;
  billingAddress: AddressAnswer | null;
}

type AccountRow = Pick<typeof accounts.$inferSelect, "id" | "email" | "phone" | "locked">;

/** The account's first saved address as the billing address (the view's billingAddress), or null. */
export async function accountBillingAddress(db: Database, accountId: string): Promise<AddressAnswer | null> {
  const [first] = await accountAddresses(db).list(accountId);
  if (!first) return null;
  const { firstName, lastName, companyName, address, suburb, state, postcode, country } = first;
  return { firstName, lastName, companyName, address, suburb, state, postcode, country };
}

/** The locked customer's kept details, or null when the account is not locked (or there is none). */
export async function lockedCustomerOf(db: Database, account: AccountRow | null | undefined): Promise<LockedCustomer | null> {
  if (!account?.locked) return null;
  return { email: account.email, phone: account.phone ?? "", billingAddress: await accountBillingAddress(db, account.id) };
}
