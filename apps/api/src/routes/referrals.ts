import { ReferralArrivalAnswer, ReferralArrivalRequest, ReferralStatus } from "@storefront/api-contract/account";
import { errorAnswers, MessageAnswer } from "@storefront/api-contract/common";
import { referralMessages } from "@storefront/validation/referral";
import type { AppContext } from "../context";
import { BadRequestError, NotFoundError } from "../http/errors";
import { documented, type TypedApp } from "../http/schemas";
import { referralProgramme } from "../referrals/referrals";

const doc = documented("account");
const security = [{ bearer: [] }];
const personal = { "cache-control": "private, no-store" };

/**
 * Referrals (issue 45 item 2, src/referrals/): the signed-in customer's share link, and a shopper
 * arriving by one. Registered only while the referral provider's sandbox is on (REFERRAL_SANDBOX).
 */
export function registerReferralRoutes(api: TypedApp, context: AppContext): void {
  const programme = referralProgramme(context);
  const { accountSessions, sessions } = context;

  api.get(
    "/api/account/referral",
    doc(
      "The signed-in customer's referral link on this storefront (made on the first read), the campaign (referralConfig, BuyapowaCampaignSlug) and the friends' first orders it earned; enabled false where the storefront offers no referrals",
      { security, response: { 200: ReferralStatus, ...errorAnswers, 401: MessageAnswer } },
    ),
    async (request, reply) => {
      const { account } = await accountSessions.required(request);
      reply.headers(personal);
      return programme.status(request.storefront, account.id);
    },
  );

  api.post(
    "/api/referral/arrival",
    doc(
      "Keeps the code of the referral link the shopper arrived by in the shopper's session (made if there is none), for the session's first order; 400 for a code no customer of this storefront has, 404 where the storefront offers no referrals",
      { body: ReferralArrivalRequest, response: { 200: ReferralArrivalAnswer, ...errorAnswers } },
      { writeLimit: "browsing" },
    ),
    async (request, reply) => {
      if (!(await programme.campaign(request.storefront)).enabled) throw new NotFoundError(referralMessages.notOffered);
      const code = await programme.knownCode(request.storefront, request.body.code);
      if (!code) throw new BadRequestError([referralMessages.linkInvalid]);
      const session = await sessions.ensure(request, reply);
      reply.headers(personal);
      return programme.keep(session.id, code);
    },
  );
}
