import type { AddressAnswer } from "@storefront/api-contract/checkout";
import { accountAddresses } from "../accounts/addresses";
import type { Database } from "../db/client";
import type { accounts } from "../db/schema";

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
