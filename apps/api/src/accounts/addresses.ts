import type { SaveAddressRequest, SavedAddress } from "@storefront/api-contract/account";
import { validateSavedAddress } from "@storefront/validation/checkout";
import { and, asc, count, eq, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { savedAddresses } from "../db/schema";
import { BadRequestError, ConflictError } from "../http/errors";
import type { Storefront } from "../storefronts";

/** How many addresses an account keeps (ours). */
export const SAVED_ADDRESS_LIMIT = 20;

export const savedAddressMessages = {
  limit: `You can save up to ${SAVED_ADDRESS_LIMIT} addresses. Please delete one first.`,
} as const;

type Row = typeof savedAddresses.$inferSelect;

const accountLock = (accountId: string) => sql`select pg_advisory_xact_lock(hashtext(${`saved-addresses:${accountId}`}))`;

const answer = (row: Row): SavedAddress => ({
  id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  companyName: row.companyName,
  address: row.address,
  suburb: row.suburb,
  state: row.state,
  postcode: row.postcode,
  country: row.country,
  deliveryInstructions: row.deliveryInstructions,
});

const trimmedOrNull = (value: string | null | undefined) => value?.trim() || null;

/**
 * The account's saved delivery addresses (spec 3 §7 order/addresses): checked with the
 * checkout's delivery-address rules (a saved address always passes checkout), one account's
 * rows only; another account's id answers as unknown.
 */
export function accountAddresses(db: Database) {
  const owned = (accountId: string, id: number) => and(eq(savedAddresses.accountId, accountId), eq(savedAddresses.id, id));

  return {
    async list(accountId: string): Promise<SavedAddress[]> {
      const rows = await db.select().from(savedAddresses).where(eq(savedAddresses.accountId, accountId)).orderBy(asc(savedAddresses.id));
      return rows.map(answer);
    },

    /** Adds the address, or changes the account's address with the body's id; undefined when that id is not the account's. */
    async save(accountId: string, storefront: Storefront, body: SaveAddressRequest): Promise<SavedAddress | undefined> {
      const country = (body.country ?? storefront.country) as Storefront["country"];
      const errors = validateSavedAddress(body, {
        country,
        lastNameMaxLength: storefront.checkoutOptions.includes("LongLastName") ? 29 : 20,
      });
      if (Object.keys(errors).length) throw new BadRequestError(Object.entries(errors).map(([field, message]) => `${field}: ${message}`));
      const values = {
        firstName: body.firstName.trim(),
        lastName: body.lastName.trim(),
        companyName: trimmedOrNull(body.companyName),
        address: body.address.trim(),
        suburb: body.suburb.trim(),
        state: country === "AU" ? trimmedOrNull(body.state) : null,
        postcode: body.postcode.trim(),
        country,
        deliveryInstructions: trimmedOrNull(body.deliveryInstructions),
      };
      if (body.id !== undefined) {
        const [updated] = await db.update(savedAddresses).set(values).where(owned(accountId, body.id)).returning();
        return updated && answer(updated);
      }
      return db.transaction(async (tx) => {
        // One account's saves in turn, so the limit holds under concurrent posts.
        await tx.execute(accountLock(accountId));
        const [held] = await tx.select({ value: count() }).from(savedAddresses).where(eq(savedAddresses.accountId, accountId));
        if ((held?.value ?? 0) >= SAVED_ADDRESS_LIMIT) throw new ConflictError(savedAddressMessages.limit);
        const [created] = await tx
          .insert(savedAddresses)
          .values({ accountId, ...values })
          .returning();
        return created && answer(created);
      });
    },

    /** True when the account's address was deleted; false when the id is not the account's. */
    async remove(accountId: string, id: number): Promise<boolean> {
      const deleted = await db.delete(savedAddresses).where(owned(accountId, id)).returning({ id: savedAddresses.id });
      return deleted.length > 0;
    },
  };
}
