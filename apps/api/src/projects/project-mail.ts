import { escapeHtml } from "@storefront/validation/html";
import type { Project } from "@storefront/api-contract/projects";
import { formatMoneyWithCents } from "@storefront/validation/price";
import type { OutgoingMail } from "../mail/mailer";
import type { Storefront } from "../storefronts";

/** The project mail to the customer (ours; spec 3 shows no text): the lines by folder, the total and the shared link. */
export function projectMail(project: Project, storefront: Storefront, from: string, link: string): OutgoingMail {
  const money = (amount: number) =>
    formatMoneyWithCents(amount, { currency: storefront.currency, locale: storefront.country === "NZ" ? "en-NZ" : "en-AU" });
  const name = project.quoteData.firstName || project.quoteData.customerName || "there";
  const folders = project.folders.filter((f) => f.products.length);
  const lock = project.priceLock?.active ? `Prices are held until ${project.priceLock.expiryDate.slice(0, 10)}.` : "";
  const textLines = folders.flatMap((f) => [
    f.title,
    ...f.products.map((p) => `  ${p.quantity} × ${p.title} (${p.sku}) ${money(p.price)}`),
  ]);
  return {
    to: project.quoteData.customerEmail,
    subject: `Your ${storefront.displayName} project ${project.name} (${project.quoteId ?? project.projectRef})`,
    text: [
      `Hi ${name},`,
      "",
      `${from} has prepared your project "${project.name}".`,
      "",
      ...textLines,
      "",
      `Total: ${money(project.cart.total)}`,
      lock,
      "",
      `View it online: ${link}`,
      "",
    ].join("\n"),
    html:
      `<p>Hi ${escapeHtml(name)},</p><p>${escapeHtml(from)} has prepared your project “${escapeHtml(project.name)}”.</p>` +
      folders
        .map(
          (f) =>
            `<h3>${escapeHtml(f.title)}</h3><ul>${f.products.map((p) => `<li>${p.quantity} × ${escapeHtml(p.title)} (${escapeHtml(p.sku)}) ${escapeHtml(money(p.price))}</li>`).join("")}</ul>`,
        )
        .join("") +
      `<p><strong>Total: ${escapeHtml(money(project.cart.total))}</strong></p>${lock ? `<p>${escapeHtml(lock)}</p>` : ""}` +
      `<p><a href="${escapeHtml(link)}">View your project</a></p>`,
  };
}
