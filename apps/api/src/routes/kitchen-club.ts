import { errorAnswers } from "@storefront/api-contract/common";
import { KitchenClubAnswer, KitchenClubBody, KitchenClubRefusal, NewsletterSignupBody } from "@storefront/api-contract/forms";
import { requireScore } from "../bot-check/bot-check";
import type { AppContext } from "../context";
import { formTypeOf, kitchenClub } from "../forms/kitchen-club";
import { documented, type TypedApp } from "../http/schemas";

const doc = documented("forms");

const answers = { 201: KitchenClubAnswer, 409: KitchenClubRefusal, ...errorAnswers };

/** spec 1 §7 kitchen-club forms: the contact and newsletter posts. */
export function registerKitchenClubRoutes(api: TypedApp, context: AppContext): void {
  const club = kitchenClub(context);

  api.post(
    "/api/Contact/kitchenclub",
    doc(
      "Kitchen-club form with its source; type Newsletter applies the newsletter rules; the bot check's botCheckToken (action newsletter or contact) where one is configured",
      {
        body: KitchenClubBody,
        response: answers,
      },
      { writeLimit: "forms" },
    ),
    async (request, reply) => {
      const formType = formTypeOf(request.body);
      const action = formType === "Newsletter" ? "newsletter" : "contact";
      const outcome = await club.submit(request.storefront, request.body, formType, () =>
        requireScore(context, request, reply, request.body.botCheckToken, action),
      );
      return reply.code(outcome.status).send(outcome.answer);
    },
  );

  api.post(
    "/api/kitchenclub/newsletter",
    doc(
      "Newsletter signup (Name, Email, Postcode, botCheckToken of action newsletter where a bot check is configured); the spec does not show this path, see README",
      {
        body: NewsletterSignupBody,
        response: answers,
      },
      { writeLimit: "forms" },
    ),
    async (request, reply) => {
      const outcome = await club.submit(
        request.storefront,
        { ...request.body, source: request.body.source ?? "Newsletter" },
        "Newsletter",
        () => requireScore(context, request, reply, request.body.botCheckToken, "newsletter"),
      );
      return reply.code(outcome.status).send(outcome.answer);
    },
  );
}
