import { escapeHtml } from "@storefront/validation/html";
import type { Page } from "../../shared/html";
import type { InstalmentCheckout } from "./checkouts";
import { formatAmount, type InstalmentPlan } from "./plans";

/** The HTML of a provider's hosted checkout: the plan with Approve, Decline and Cancel, and its closed states. */

const issuer = (plan: InstalmentPlan) => `<p class="issuer">${escapeHtml(plan.title)} · payment sandbox</p>`;

export function checkoutPage(plan: InstalmentPlan, checkout: InstalmentCheckout, decisionAction: string): Page {
  const amount = formatAmount(checkout.amount.value, checkout.amount.currency);
  return {
    title: `Pay with ${plan.title} | Payment sandbox`,
    main: `${issuer(plan)}
<h1>Pay with ${escapeHtml(plan.title)}</h1>
<dl>
<dt>Merchant</dt><dd>${escapeHtml(checkout.merchantAccount)}</dd>
<dt>Amount</dt><dd>${escapeHtml(amount)}</dd>
<dt>${plan.wallet ? "Payment" : "Your plan"}</dt><dd>${escapeHtml(plan.describe(checkout.amount.value, checkout.amount.currency))}</dd>
</dl>
<p>${
      plan.wallet
        ? `This is the payment sandbox's ${escapeHtml(plan.title)} payment sheet. A real wallet would ask for Face ID, a fingerprint or the device's passcode here.`
        : `This is the payment sandbox's ${escapeHtml(plan.title)}. A real provider would sign you in and check your application here.`
    }</p>
<form method="post" action="${escapeHtml(decisionAction)}">
<div class="actions">
<button class="primary" type="submit" name="decision" value="approve">Approve</button>
<button class="secondary" type="submit" name="decision" value="decline">Decline</button>
<button class="secondary" type="submit" name="decision" value="cancel">Cancel</button>
</div>
</form>`,
  };
}

export function closedPage(plan: InstalmentPlan, heading: string, text: string): Page {
  return {
    title: `${heading} | ${plan.title} | Payment sandbox`,
    main: `${issuer(plan)}
<h1>${escapeHtml(heading)}</h1>
<p role="alert">${escapeHtml(text)}</p>`,
  };
}
