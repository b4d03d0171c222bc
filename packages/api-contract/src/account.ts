/** The account answer (spec 1 §3, spec 3 §3), for the storefronts' GET /api/account. */
import { Nullable, Type, type Static } from "./common";

/**
 * GET /api/account with the bearer token; 401 without a valid one. Staff carry a winningUserId;
 * lastName, email and phone are the API's additions, for the account page.
 */
export const AccountInfo = Type.Object({
  winningUserId: Nullable(Type.String()),
  winningCmsUrl: Nullable(Type.String()),
  firstName: Type.String(),
  lastName: Type.String(),
  email: Type.String(),
  phone: Type.Optional(Nullable(Type.String())),
  salespersonCode: Nullable(Type.String()),
});
export type AccountInfo = Static<typeof AccountInfo>;
