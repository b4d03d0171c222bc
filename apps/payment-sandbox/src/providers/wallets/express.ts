import type { WalletShopperDetails } from "@storefront/api-contract/checkout";
import { escapeHtml } from "@storefront/validation/html";
import type { Page } from "../../shared/html";

/**
 * The express Google Pay sheet (issue 44 item 4): the contact and the delivery addresses the
 * sandbox's wallet holds, per country. The addresses are real localities of the storefronts'
 * suburb lookup, so the checkout can deliver there.
 */
/** What the wallet shares: the contract's shape, which the checkout reads back. */
export type WalletDetails = WalletShopperDetails;
export type WalletCountry = WalletShopperDetails["country"];

const HOLDER = { email: "jane.wallet@example.com", firstName: "Jane", lastName: "Citizen" };

export const WALLET_ADDRESSES: Record<WalletCountry, readonly WalletDetails[]> = {
  AU: [
    { ...HOLDER, phoneNumber: "0412 345 678", address: "1 Collins St", suburb: "MELBOURNE", state: "VIC", postcode: "3000", country: "AU" },
    { ...HOLDER, phoneNumber: "0412 345 678", address: "20 Bridge St", suburb: "SYDNEY", state: "NSW", postcode: "2000", country: "AU" },
  ],
  NZ: [
    {
      ...HOLDER,
      phoneNumber: "021 123 4567",
      address: "12 Ponsonby Road",
      suburb: "PONSONBY",
      state: "Auckland",
      postcode: "1011",
      country: "NZ",
    },
  ],
};

/** The message type the sheet posts to the page that opened it (the contract's GOOGLE_PAY_EXPRESS_MESSAGE). */
export const EXPRESS_MESSAGE_TYPE = "googlepay-express";

const issuer = `<p class="issuer">Google Pay · payment sandbox</p>`;
const line = (details: WalletDetails) => `${details.address}, ${details.suburb} ${details.state} ${details.postcode}`.replace(/\s+/g, " ");

export interface ExpressRequest {
  merchantAccount: string;
  origin: string;
  country: WalletCountry;
}

/** The sheet: the shopper picks an address and shares it (Continue) or closes the sheet (Cancel). */
export function expressSheet(request: ExpressRequest, action: string): Page {
  const addresses = WALLET_ADDRESSES[request.country];
  const [first] = addresses;
  return {
    title: "Google Pay | Payment sandbox",
    main: `${issuer}
<h1>Google Pay</h1>
<p>Share your details with ${escapeHtml(request.merchantAccount)} to check out faster. This is the payment sandbox's Google Pay sheet: a real one shows the addresses and cards of your Google account.</p>
<dl>
<dt>Name</dt><dd>${escapeHtml(`${first?.firstName} ${first?.lastName}`)}</dd>
<dt>Email</dt><dd>${escapeHtml(first?.email ?? "")}</dd>
<dt>Phone</dt><dd>${escapeHtml(first?.phoneNumber ?? "")}</dd>
</dl>
<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="merchantAccount" value="${escapeHtml(request.merchantAccount)}">
<input type="hidden" name="origin" value="${escapeHtml(request.origin)}">
<input type="hidden" name="country" value="${request.country}">
<fieldset>
<legend>Delivery address</legend>
${addresses
  .map(
    (details, index) =>
      `<label><input type="radio" name="address" value="${index}"${index === 0 ? " checked" : ""}> ${escapeHtml(line(details))}</label>`,
  )
  .join("\n")}
</fieldset>
<div class="actions">
<button class="primary" type="submit" name="decision" value="continue">Continue</button>
<button class="secondary" type="submit" name="decision" value="cancel">Cancel</button>
</div>
</form>`,
  };
}

/**
 * The sheet's answer: posts the chosen details (or the cancel) to the page that opened it, only if
 * that page is of the named origin, and closes; says what happened where there is no such page.
 */
export function expressAnswer(request: ExpressRequest, details: WalletDetails | null): Page {
  const message = details
    ? { type: EXPRESS_MESSAGE_TYPE, status: "selected", details }
    : { type: EXPRESS_MESSAGE_TYPE, status: "cancelled" };
  // JSON in a script: "<" escaped so no value can end the script element.
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");
  return {
    title: "Google Pay | Payment sandbox",
    main: `${issuer}
<h1>Google Pay</h1>
<p role="status">${details ? `Your details were shared with ${escapeHtml(request.merchantAccount)}.` : "Nothing was shared."} You can close this window.</p>`,
    script: `if (window.opener) { window.opener.postMessage(${json(message)}, ${json(request.origin)}); window.close(); }`,
  };
}
