import { createHash } from "node:crypto";
import type { accounts, savedAddresses } from "../db/schema";
import { hashPassword } from "../identity/passwords";

/**
 * The sandbox accounts every storefront shares (README "Sandbox credentials"): a staff member
 * (winningUserId set: admin bar, projects, dashboard), a customer, and a locked customer whose
 * contact details and billing address the retailer keeps (checkout shows them read-only, spec 2
 * §4). Fixed ids, and salts derived from the email, keep the seed deterministic.
 */
export const SANDBOX_ACCOUNTS = [
  {
    id: "6f1c2a0e-5b3d-4c8e-9a71-000000001001",
    email: "staff@example.com",
    password: "Staff-sandbox-1",
    firstName: "Morgan",
    lastName: "Ellery",
    phone: "0298765432",
    winningUserId: "WU-1001",
    winningCmsUrl: "https://cms.example.com",
    salespersonCode: "SP-17",
    locked: false,
  },
  {
    id: "6f1c2a0e-5b3d-4c8e-9a71-000000002001",
    email: "customer@example.com",
    password: "Customer-sandbox-1",
    firstName: "Riley",
    lastName: "Harper",
    phone: "0412345678",
    winningUserId: null,
    winningCmsUrl: null,
    salespersonCode: null,
    locked: false,
  },
  {
    id: "6f1c2a0e-5b3d-4c8e-9a71-000000003001",
    email: "locked@example.com",
    password: "Locked-sandbox-1",
    firstName: "Avery",
    lastName: "Quinn",
    phone: "0396541234",
    winningUserId: null,
    winningCmsUrl: null,
    salespersonCode: null,
    locked: true,
  },
] as const;

/** The locked customer's billing address (its first saved address: checkout's read-only billing). */
export const SANDBOX_SAVED_ADDRESSES: (typeof savedAddresses.$inferInsert)[] = [
  {
    accountId: "6f1c2a0e-5b3d-4c8e-9a71-000000003001",
    firstName: "Avery",
    lastName: "Quinn",
    companyName: "Quinn Property Group",
    address: "200 Collins Street",
    suburb: "Melbourne",
    state: "VIC",
    postcode: "3000",
    country: "AU",
  },
];

export async function buildAccounts(seed: number): Promise<(typeof accounts.$inferInsert)[]> {
  return Promise.all(
    SANDBOX_ACCOUNTS.map(async ({ password, ...account }) => ({
      ...account,
      emailConfirmed: true,
      passwordHash: await hashPassword(password, createHash("sha256").update(`${seed}:${account.email}`).digest().subarray(0, 16)),
    })),
  );
}
