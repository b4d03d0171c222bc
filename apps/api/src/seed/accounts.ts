import { createHash } from "node:crypto";
import type { accounts } from "../db/schema";
import { hashPassword } from "../identity/passwords";

/**
 * The sandbox accounts every storefront shares (README "Sandbox credentials"): a staff member
 * (winningUserId set: admin bar, projects, dashboard) and a customer. Fixed ids, and salts
 * derived from the email, keep the seed deterministic.
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
  },
] as const;

export async function buildAccounts(seed: number): Promise<(typeof accounts.$inferInsert)[]> {
  return Promise.all(
    SANDBOX_ACCOUNTS.map(async ({ password, ...account }) => ({
      ...account,
      emailConfirmed: true,
      passwordHash: await hashPassword(password, createHash("sha256").update(`${seed}:${account.email}`).digest().subarray(0, 16)),
    })),
  );
}
