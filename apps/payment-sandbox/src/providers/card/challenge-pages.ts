import type { CardType } from "@storefront/validation/cards";
import { escapeHtml } from "@storefront/validation/html";
import type { Page } from "../../shared/html";
import type { Amount, CardPayment } from "./payments";

/** The HTML of the 3-D Secure pages: the challenge, the way back to the merchant, an expired session. */

const CARD_NAMES: Record<CardType, string> = {
  visa: "Visa",
  mastercard: "Mastercard",
  amex: "American Express",
  dinersclub: "Diners Club",
  discover: "Discover",
  unionpay: "UnionPay",
  jcb: "JCB",
  maestro: "Maestro",
  dankort: "Dankort",
  forbrugsforeningen: "Forbrugsforeningen",
};

function formatAmount(amount: Amount): string {
  return new Intl.NumberFormat("en-AU", { style: "currency", currency: amount.currency, currencyDisplay: "code" }).format(
    amount.value / 100,
  );
}

const ISSUER = `<p class="issuer">Sandbox Bank · 3-D Secure</p>`;

/** The shopper approves or refuses the payment; both buttons post the session token back. */
export function challengePage(payment: CardPayment, challengeToken: string, resultAction: string): Page {
  return {
    title: "Confirm your payment | Sandbox Bank",
    main: `${ISSUER}
<h1>Confirm your payment</h1>
<dl>
<dt>Merchant</dt><dd>${escapeHtml(payment.merchantAccount)}</dd>
<dt>Amount</dt><dd>${escapeHtml(formatAmount(payment.amount))}</dd>
<dt>Card</dt><dd>${escapeHtml(`${CARD_NAMES[payment.card.brand]} ending ${payment.card.lastFour}`)}</dd>
</dl>
<p>This is the payment sandbox's bank. A real bank would ask for a one-time code or an approval in its app here.</p>
<form method="post" action="${escapeHtml(resultAction)}">
<input type="hidden" name="creq" value="${escapeHtml(challengeToken)}">
<div class="actions">
<button class="primary" type="submit" name="decision" value="approve">Approve</button>
<button class="secondary" type="submit" name="decision" value="refuse">Refuse</button>
</div>
</form>`,
  };
}

const OUTCOME_TEXT: Record<CardPayment["status"], string> = {
  Authorised: "You approved the payment.",
  Refused: "You refused the payment.",
  Cancelled: "The shop cancelled this payment.",
  ChallengeShopper: "The payment is waiting for your approval.",
};

/** Posts the signed result to the merchant's return address at once (with a button when scripts are off). */
export function returnPage(payment: CardPayment, redirectResult: string): Page {
  return {
    title: "Returning to the shop | Sandbox Bank",
    autoSubmitFormId: "return-form",
    main: `${ISSUER}
<h1>Returning to the shop</h1>
<p>${escapeHtml(OUTCOME_TEXT[payment.status])}</p>
<form id="return-form" method="post" action="${escapeHtml(payment.returnUrl)}">
<input type="hidden" name="redirectResult" value="${escapeHtml(redirectResult)}">
<div class="actions"><button class="primary" type="submit">Return to the shop</button></div>
</form>`,
  };
}

export function invalidSessionPage(): Page {
  return {
    title: "Session expired | Sandbox Bank",
    main: `${ISSUER}
<h1>This 3-D Secure session has expired</h1>
<p role="alert">The session is not valid any more. Go back to the shop and pay again.</p>`,
  };
}
