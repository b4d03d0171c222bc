import { PROJECT_MESSAGES } from "@storefront/api-contract/projects";
import type { FastifyRequest } from "fastify";
import { isStaff, type AccountRow } from "../accounts/sessions";
import type { AppContext } from "../context";
import { ForbiddenError, UnauthorizedError } from "../http/errors";

/** The staff member making a project call: their account and the name the project shows for them. */
export interface StaffMember {
  account: AccountRow;
  /** "Morgan Ellery": the user of notes, comments, attachments and the change log. */
  userName: string;
}

/** The refusals of a staff-only area: the project area's by default; reminders and the toolbar name their own. */
export interface StaffAccessMessages {
  signInRequired: string;
  noStaffTooling: string;
  staffOnly: string;
}

/**
 * The staff-only rule of every project call (issue 15; spec 3 §6 Staff), and of the reminder and
 * toolbar calls (issue 16): a valid bearer token (401 otherwise) of an account with a
 * winningUserId (403 for a customer), on a storefront whose app has staff tooling (403
 * elsewhere). The storefront is checked first, so a customer of a brand without projects is told
 * the area does not exist there rather than that it is for staff.
 */
export function staffAccess({ accountSessions }: Pick<AppContext, "accountSessions">, messages: StaffAccessMessages = PROJECT_MESSAGES) {
  return async function requireStaff(request: FastifyRequest): Promise<StaffMember> {
    const signedIn = await accountSessions.required(request, () => new UnauthorizedError(messages.signInRequired));
    if (!request.storefront.staffTooling) throw new ForbiddenError(messages.noStaffTooling);
    if (!isStaff(signedIn.account)) throw new ForbiddenError(messages.staffOnly);
    const { account } = signedIn;
    return { account, userName: `${account.firstName} ${account.lastName}`.trim() };
  };
}

export type RequireStaff = ReturnType<typeof staffAccess>;
