import type { SandboxProvider } from "../provider";

/**
 * The card wallets' browser script (issue 44 item 4), under `/wallets`: `GET /wallets/apple-pay.js`
 * stands in for Apple's Apple Pay script. A real device has `window.ApplePaySession` only in
 * Safari on Apple hardware with a card in its wallet; the sandbox's script defines it in every
 * browser (with `canMakePayments()` true), so a tester and the journeys see Apple Pay in Chromium.
 * Paying is the hosted checkout under `/applepay/v1` (the wallet's payment sheet), as Google Pay's
 * is under `/googlepay/v1`; Google Pay needs no script, it runs in every browser.
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

export function walletsProvider(): SandboxProvider {
  return {
    prefix: "/wallets",
    async register(app) {
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
