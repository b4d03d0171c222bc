/** Account calls (spec 3 §3 and §7). The answers' types come from the commerce API's contract. */
import type { AccountInfo } from "@storefront/api-contract/account";

export type { AccountInfo };

/** PATCH /api/account: the profile fields to change (ours; the spec names no fields). */
export interface AccountPatch {
  firstName?: string;
  lastName?: string;
  phone?: string;
  email?: string;
}
