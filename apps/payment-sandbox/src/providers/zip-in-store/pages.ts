import { escapeHtml } from "@storefront/validation/html";
import type { Page } from "../../shared/html";
import { formatAmount } from "../instalments/plans";
import type { InStorePayment } from "./payments";

/**
 * The customer's Zip app, as the sandbox plays it: every in-store payment waiting for an answer,
 * one row each with its store code and amount, and the buttons 'Approve' and 'Decline'.
 */
export function zipAppPage(pending: InStorePayment[], decisionAction: (paymentId: string) => string, notice?: string): Page {
  const rows = pending
    .map(
      (payment) => `<tr>
<td>${escapeHtml(payment.storeCode)}</td>
<td>${escapeHtml(formatAmount(payment.amount.value, payment.amount.currency))}</td>
<td>${escapeHtml(payment.merchantAccount)}</td>
<td><form method="post" action="${escapeHtml(decisionAction(payment.paymentId))}"><div class="actions">
<button class="primary" type="submit" name="decision" value="approve">Approve</button>
<button class="secondary" type="submit" name="decision" value="decline">Decline</button>
</div></form></td>
</tr>`,
    )
    .join("\n");
  return {
    title: "Zip app | Payment sandbox",
    main: `<p class="issuer">Zip · payment sandbox</p>
<h1>Zip app</h1>
<p>In-store payments waiting for the customer. A real customer would see their own in the Zip app on their phone.</p>
${notice ? `<p role="status">${escapeHtml(notice)}</p>` : ""}
${
  pending.length
    ? `<table>
<caption>Payments waiting for an answer</caption>
<thead><tr><th scope="col">Store code</th><th scope="col">Amount</th><th scope="col">Merchant</th><th scope="col">Answer</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`
    : "<p>No payments are waiting.</p>"
}
<p><a href="">Refresh</a></p>`,
  };
}
