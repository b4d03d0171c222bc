import type { AccountInfo } from "@storefront/api-client/account";
import { isStaffAccount } from "@storefront/page-kit/session-rules";

/**
 * Who reaches /project and /project-admin (issue 15 item 1, spec 3 §1, §2 and §6):
 * - `shared`: `/project?shareId=…`, the shared project read-only, no login (spec 3 §6 "Shared-link reader");
 * - `staff`: account info with a winningUserId, in a brand with staff tooling (BRANDS.md);
 * - `login`: no session: the brand's login route, returning to the page;
 * - `forbidden`: signed in but not staff, or a brand without staff tooling: the 403 page;
 * - `pending`: the session or the account info is not known yet (server render, first client render).
 */
export type ProjectAccess = "pending" | "shared" | "staff" | "login" | "forbidden";

export interface ProjectAccessInput {
  /** The page's share id (`?shareId=`), when it has one. */
  shareId: string | null;
  /** BrandConfig `features.staffTooling`. */
  staffTooling: boolean;
  /** Local storage has been read (never during SSR or the first client render). */
  hydrated: boolean;
  loggedIn: boolean;
  /** The account info, once it has arrived. */
  account: AccountInfo | undefined;
}

/** The staff rule is page-kit's (the staff console reads the same). */
export { isStaffAccount };

export function projectAccess({ shareId, staffTooling, hydrated, loggedIn, account }: ProjectAccessInput): ProjectAccess {
  if (shareId) return "shared";
  // Decision: a brand without staff tooling has no staff to sign in, so nobody is invited to log in.
  if (!staffTooling) return "forbidden";
  if (!hydrated) return "pending";
  if (!loggedIn) return "login";
  // Without account info yet nothing is shown; a failed read is the session guard's, which goes to
  // the login route (spec 3 §4 "An account-info failure navigates to the login route").
  if (!account) return "pending";
  return isStaffAccount(account, staffTooling) ? "staff" : "forbidden";
}
