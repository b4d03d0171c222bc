import { GatewayError } from "../../shared/errors";
import { registerFormBody } from "../../shared/form-body";
import { sendPage } from "../../shared/html";
import type { SandboxContext, SandboxProvider } from "../provider";
import { expressAnswer, expressSheet, WALLET_ADDRESSES, type ExpressRequest, type WalletCountry } from "./express";

/**
 * The card wallets' browser script (issue 44 item 4), under `/wallets`: `GET /wallets/apple-pay.js`
 * stands in for Apple's Apple Pay script. A real device has `window.ApplePaySession` only in
 * Safari on Apple hardware with a card in its wallet; the sandbox's script defines it in every
 * browser (with `canMakePayments()` true), so a tester and the journeys see Apple Pay in Chromium.
 * Paying is the hosted checkout under `/applepay/v1` (the wallet's payment sheet), as Google Pay's
 * is under `/googlepay/v1`; Google Pay needs no script, it runs in every browser.
 *
 * `GET /wallets/googlepay/express?merchantAccount=&origin=&country=` is the express Google Pay
 * sheet the checkout opens in a pop-up: the wallet's contact and delivery addresses; Continue
 * (`POST` of the same address) posts the chosen details to the opener, for the named origin only.
 */
export const APPLE_PAY_SCRIPT = `(function () {
  if (window.ApplePaySession) return;
  window.ApplePaySession = {
    sandbox: true,
    supportsVersion: function (version) { return version >= 1 && version <= 14; },
    canMakePayments: function () { return true; },
  };
  window.dispatchEvent(new Event("applepayavailable"));
})();
`;

const EXPRESS_PATH = "/googlepay/express";

/** The sheet's request, or a 400 for a merchant the sandbox does not know, an origin that is not one, or another country. */
function expressRequestOf(context: SandboxContext, fields: Record<string, unknown>): ExpressRequest {
  const merchantAccount = typeof fields.merchantAccount === "string" ? fields.merchantAccount : "";
  if (!context.merchants.get(merchantAccount)) throw new GatewayError(400, "MERCHANT_UNKNOWN", "There is no such merchant account.");
  const origin = typeof fields.origin === "string" && URL.canParse(fields.origin) ? new URL(fields.origin) : null;
  if (!origin || (origin.protocol !== "http:" && origin.protocol !== "https:") || origin.origin !== fields.origin) {
    throw new GatewayError(400, "ORIGIN_INVALID", "origin must be the shop's http or https origin.");
  }
  const country = fields.country === "NZ" ? "NZ" : fields.country === "AU" ? "AU" : null;
  if (!country) throw new GatewayError(400, "COUNTRY_NOT_SUPPORTED", "country must be AU or NZ.");
  return { merchantAccount, origin: origin.origin, country: country satisfies WalletCountry };
}

export function walletsProvider(): SandboxProvider {
  return {
    prefix: "/wallets",
    async register(app, context: SandboxContext) {
      registerFormBody(app);
      const action = `/wallets${EXPRESS_PATH}`;
      app.get<{ Querystring: Record<string, string> }>(EXPRESS_PATH, async (request, reply) =>
        sendPage(reply, 200, expressSheet(expressRequestOf(context, request.query), action)),
      );
      app.post<{ Body: Record<string, string> }>(EXPRESS_PATH, async (request, reply) => {
        const body = typeof request.body === "object" && request.body ? request.body : {};
        const express = expressRequestOf(context, body);
        if (body.decision !== "continue" && body.decision !== "cancel") {
          throw new GatewayError(400, "DECISION_INVALID", "decision must be continue or cancel.");
        }
        const details = body.decision === "continue" ? WALLET_ADDRESSES[express.country][Number(body.address ?? "0")] : null;
        if (body.decision === "continue" && !details)
          throw new GatewayError(400, "ADDRESS_INVALID", "Choose one of the wallet's addresses.");
        return sendPage(reply, 200, expressAnswer(express, details ?? null));
      });
      app.get("/apple-pay.js", async (_request, reply) =>
        reply
          .header("content-type", "text/javascript; charset=utf-8")
          .header("cache-control", "no-store")
          .header("cross-origin-resource-policy", "cross-origin")
          .header("x-content-type-options", "nosniff")
          .send(APPLE_PAY_SCRIPT),
      );
    },
  };
}
