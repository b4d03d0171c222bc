import { DEALS_CLUB_MESSAGES, DealsClubStatus } from "@storefront/api-contract/account";
import { errorAnswers, MessageAnswer } from "@storefront/api-contract/common";
import { dealsClub } from "../accounts/deals-club";
import type { AppContext } from "../context";
import { NotFoundError } from "../http/errors";
import { documented, type TypedApp } from "../http/schemas";

const doc = documented("account");
const security = [{ bearer: [] }];
const answers = { response: { 200: DealsClubStatus, ...errorAnswers, 401: MessageAnswer } };
const personal = { "cache-control": "private, no-store" };

/** The deals club of issue 45 item 3 (src/accounts/deals-club.ts): the signed-in customer's membership of this storefront's club. */
export function registerDealsClubRoutes(api: TypedApp, context: AppContext): void {
  const club = dealsClub(context);
  const { accountSessions } = context;

  api.get(
    "/api/account/deals-club",
    doc("Whether this storefront runs the deals club (dealsClubEnabled) and the signed-in customer is a member", { security, ...answers }),
    async (request, reply) => {
      const { account } = await accountSessions.required(request);
      reply.headers(personal);
      return club.status(request.storefront, account.id);
    },
  );

  api.post(
    "/api/account/deals-club",
    doc(
      "Joins this storefront's deals club (again: the first joining date stays); the customer's carts are priced at member prices from their next read; 404 where dealsClubEnabled is off",
      { security, ...answers },
    ),
    async (request, reply) => {
      const { account } = await accountSessions.required(request);
      if (!(await club.join(request.storefront, account.id))) throw new NotFoundError(DEALS_CLUB_MESSAGES.notOffered);
      reply.headers(personal);
      return club.status(request.storefront, account.id);
    },
  );

  api.delete(
    "/api/account/deals-club",
    doc("Leaves this storefront's deals club: the customer's carts go back to everyday prices", { security, ...answers }),
    async (request, reply) => {
      const { account } = await accountSessions.required(request);
      await club.leave(request.storefront, account.id);
      reply.headers(personal);
      return club.status(request.storefront, account.id);
    },
  );
}
