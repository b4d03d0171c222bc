import type { NotifyMeOutcome, NotifyMeRequest, StockChangeAnswer } from "@storefront/api-contract/notify-me";
import type { StockStatus } from "@storefront/api-contract/product";
import {
  NOTIFY_ME_CONFIRM_PATH,
  NOTIFY_ME_UNSUBSCRIBE_PATH,
  notifyMeMessages,
  offersNotifyMe,
  validateNotifyMe,
} from "@storefront/validation/notify-me";
import { normalisePhone } from "@storefront/validation/phone";
import { and, eq, isNotNull, isNull, sql } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import { requireScore } from "../bot-check/bot-check";
import { productsBySkus } from "../catalogue/products";
import { shellReads } from "../content/shell-reads";
import type { AppContext } from "../context";
import type { Database } from "../db/client";
import { products, stockNotifications } from "../db/schema";
import { BadRequestError, ConflictError, NotFoundError, ServiceUnavailableError } from "../http/errors";
import { setRetryAfter, TooManyRequestsError } from "../http/rate-limits";
import type { OutgoingMail } from "../mail/mailer";
import { refreshCatalogueViews } from "../seed";
import { storefrontById, type Storefront } from "../storefronts";
import { backInStockMail, callbackRequestMail, notifyMeConfirmationMail } from "./notify-me-mails";
import { notifyMeToken, subscriptionOfToken } from "./notify-me-tokens";

/** The status that ends the wait: the product can be bought and delivered now. */
export const BACK_IN_STOCK: StockStatus = "inStock";

/** The mail server did not take a message (ours). */
const MAIL_FAILED = "We could not send the email just now. Please try again in a minute.";

type Services = Pick<
  AppContext,
  | "db"
  | "catalogue"
  | "now"
  | "mailer"
  | "mailLimits"
  | "originOf"
  | "botCheck"
  | "formsWithoutBotCheck"
  | "notifyMeKey"
  | "notifyMeCallbackTo"
  | "settingsOverrides"
>;

/** Whether the storefront offers the extended callback (the NotifyMeCallbackExtended setting, as GET /api/settings answers it). */
export async function callbackExtendedOn(
  context: Pick<AppContext, "db" | "catalogue" | "now" | "settingsOverrides">,
  storefront: Storefront,
) {
  const settings = await shellReads(context).settings(storefront);
  return (
    settings
      .find((setting) => setting.name === "NotifyMeCallbackExtended")
      ?.value.trim()
      .toLowerCase() === "true"
  );
}

/**
 * Sets a product's stock status, and when it is back in stock claims every confirmed subscription
 * not yet sent, in the transaction that changes the status: the product row is locked first, and
 * a subscription confirmed meanwhile waits for that lock (confirm takes it too), so none is left
 * behind and none is claimed twice. The mails go after the commit; one the mail server refused is
 * given back, to go with the next change to inStock. Used by PUT /api/stock/{sku} and the seed's
 * restock command.
 */
export async function changeStock(
  context: Pick<Services, "db" | "catalogue" | "now" | "mailer" | "originOf" | "notifyMeKey" | "notifyMeCallbackTo">,
  sku: string,
  stockStatus: StockStatus,
  log: { error(details: object, message: string): void } = console,
): Promise<StockChangeAnswer | undefined> {
  const { db, now } = context;
  const claimedAt = now();
  const change = await db.transaction(async (tx) => {
    const [product] = await tx
      .select({ id: products.id, sku: products.sku, title: products.title, slug: products.slug, stockStatus: products.stockStatus })
      .from(products)
      .where(eq(products.sku, sku))
      .for("update");
    if (!product) return undefined;
    if (product.stockStatus !== stockStatus) {
      await tx.update(products).set({ stockStatus }).where(eq(products.id, product.id));
      // The listing's copy and the facet counts follow the new status (migration 0017's views), in
      // the same transaction, so no listing shows the old status after the answer. A status that
      // did not change (a restock repeated) rebuilds nothing.
      await refreshCatalogueViews(tx as unknown as Database, { concurrently: true });
    }
    const claimed =
      stockStatus === BACK_IN_STOCK
        ? await tx
            .update(stockNotifications)
            .set({ notifiedAt: claimedAt })
            .where(
              and(
                eq(stockNotifications.productId, product.id),
                isNotNull(stockNotifications.confirmedAt),
                isNull(stockNotifications.notifiedAt),
                isNull(stockNotifications.unsubscribedAt),
              ),
            )
            .returning()
        : [];
    return { product, claimed };
  });
  if (!change) return undefined;
  // The product page and listings show the new status (this process's kept reads; see the README on several processes).
  context.catalogue.clear();
  let notified = 0;
  for (const row of change.claimed) {
    const storefront = storefrontById(row.storefrontId);
    if (!storefront) continue;
    const origin = context.originOf(storefront);
    const productLink = `${origin}/p/${change.product.slug}`;
    const unsubscribe = `${origin}${NOTIFY_ME_UNSUBSCRIBE_PATH}?token=${notifyMeToken(context.notifyMeKey, "unsubscribe", row.id)}`;
    const mails: OutgoingMail[] = [
      backInStockMail(row.email, change.product.title, storefront.displayName, { product: productLink, unsubscribe }, row.callbackPhone),
    ];
    if (row.callbackName && row.callbackPhone) {
      const shopper = { name: row.callbackName, phone: row.callbackPhone, email: row.email };
      mails.push(
        callbackRequestMail(
          context.notifyMeCallbackTo,
          shopper,
          change.product.title,
          change.product.sku,
          storefront.displayName,
          productLink,
        ),
      );
    }
    try {
      for (const mail of mails) await context.mailer.send(mail);
      notified += 1;
    } catch (error) {
      log.error({ err: error, subscription: row.id }, "a back-in-stock mail was not sent; it goes with the next restock");
      await db
        .update(stockNotifications)
        .set({ notifiedAt: null })
        .where(and(eq(stockNotifications.id, row.id), eq(stockNotifications.notifiedAt, claimedAt)));
    }
  }
  return { sku: change.product.sku, stockStatus, notified };
}

/** The subscription and its product, with the product row locked against a stock change until the caller's transaction ends. */
async function lockedSubscription(tx: Database, id: string) {
  const [row] = await tx.select().from(stockNotifications).where(eq(stockNotifications.id, id)).limit(1);
  if (!row) return undefined;
  const [product] = await tx
    .select({ stockStatus: products.stockStatus, title: products.title, slug: products.slug })
    .from(products)
    .where(eq(products.id, row.productId))
    .for("share");
  return product ? { row, product } : undefined;
}

/** Notify me (issue 45 item 1): ask, confirm by the mailed link, unsubscribe by the mailed link. */
export function stockNotificationActions(context: Services) {
  const { db, now, mailer, mailLimits, originOf, notifyMeKey } = context;

  function linksOf(storefront: Storefront, id: string, slug: string) {
    const origin = originOf(storefront);
    return {
      product: `${origin}/p/${slug}`,
      confirm: `${origin}${NOTIFY_ME_CONFIRM_PATH}?token=${notifyMeToken(notifyMeKey, "confirm", id)}`,
      unsubscribe: `${origin}${NOTIFY_ME_UNSUBSCRIBE_PATH}?token=${notifyMeToken(notifyMeKey, "unsubscribe", id)}`,
    };
  }

  return {
    /**
     * Records the request (pending) and mails the link that confirms it; asking again re-sends the
     * link and keeps a confirmation that still waits. The rules are validation's; a product in
     * stock is 409, and the mail limits count the mail before anything is written.
     */
    async subscribe(request: FastifyRequest, reply: FastifyReply, body: NotifyMeRequest): Promise<{ message: string }> {
      const { storefront } = request;
      const callbackExtended = await callbackExtendedOn(context, storefront);
      const errors = validateNotifyMe(body, { callbackExtended, country: storefront.country });
      if (Object.keys(errors).length > 0) throw new BadRequestError(Object.values(errors));
      await requireScore(context, request, reply, body.botCheckToken, "notify_me");
      const [product] = await productsBySkus(db, storefront, [body.sku]);
      if (!product) throw new NotFoundError(notifyMeMessages.cannotNotify);
      if (!offersNotifyMe(product.stockStatus)) throw new ConflictError(notifyMeMessages.notOutOfStock);
      const email = body.email.trim().toLowerCase();
      const waitMs = await mailLimits.waitMs(request, [email], "account");
      if (waitMs > 0) {
        setRetryAfter(reply, waitMs);
        throw new TooManyRequestsError(waitMs);
      }
      const callback = body.callback
        ? { name: body.name?.trim() ?? "", phone: normalisePhone(body.phone ?? "", storefront.country) }
        : null;
      const id = await db.transaction(async (tx) => {
        // The product row is shared-locked, so a restock either ran before (and the status says so) or waits.
        const [locked] = await tx
          .select({ stockStatus: products.stockStatus })
          .from(products)
          .where(eq(products.id, product.id))
          .for("share");
        if (!locked || !offersNotifyMe(locked.stockStatus)) return undefined;
        const [row] = await tx
          .insert(stockNotifications)
          .values({
            storefrontId: storefront.id,
            productId: product.id,
            email,
            callbackName: callback?.name ?? null,
            callbackPhone: callback?.phone ?? null,
            createdAt: now(),
          })
          .onConflictDoUpdate({
            target: [stockNotifications.storefrontId, stockNotifications.productId, stockNotifications.email],
            set: {
              callbackName: sql`excluded.callback_name`,
              callbackPhone: sql`excluded.callback_phone`,
              // A confirmation still waiting is kept; a sent or ended one starts again from pending.
              confirmedAt: sql`case when ${stockNotifications.notifiedAt} is null and ${stockNotifications.unsubscribedAt} is null then ${stockNotifications.confirmedAt} end`,
              notifiedAt: null,
              unsubscribedAt: null,
            },
          })
          .returning({ id: stockNotifications.id });
        return row?.id;
      });
      if (!id) throw new ConflictError(notifyMeMessages.notOutOfStock);
      try {
        await mailer.send(notifyMeConfirmationMail(email, product.title, storefront.displayName, linksOf(storefront, id, product.slug)));
      } catch (error) {
        request.log.error({ err: error }, "the mail server did not take the notify-me confirmation");
        throw new ServiceUnavailableError(MAIL_FAILED);
      }
      return { message: notifyMeMessages.sent };
    },

    /** The confirm link's page: on the list, or (the product came back meanwhile) told so at once and never mailed. */
    async confirm(token: string): Promise<NotifyMeOutcome> {
      const id = subscriptionOfToken(notifyMeKey, "confirm", token);
      const outcome = id
        ? await db.transaction(async (tx) => {
            const found = await lockedSubscription(tx, id);
            if (!found || found.row.unsubscribedAt) return undefined;
            const product = { title: found.product.title, uri: `/p/${found.product.slug}` };
            if (found.row.notifiedAt || found.product.stockStatus === BACK_IN_STOCK) {
              await tx
                .update(stockNotifications)
                .set({ notifiedAt: found.row.notifiedAt ?? now(), confirmedAt: found.row.confirmedAt ?? now() })
                .where(eq(stockNotifications.id, id));
              return { outcome: "inStock" as const, message: notifyMeMessages.backInStock, product };
            }
            if (!found.row.confirmedAt)
              await tx.update(stockNotifications).set({ confirmedAt: now() }).where(eq(stockNotifications.id, id));
            return { outcome: "confirmed" as const, message: notifyMeMessages.confirmed, product };
          })
        : undefined;
      if (!outcome) throw new BadRequestError([notifyMeMessages.linkInvalid]);
      return outcome;
    },

    /** The unsubscribe link's page: no mail about this product from now on (again: the same answer). */
    async unsubscribe(token: string): Promise<NotifyMeOutcome> {
      const id = subscriptionOfToken(notifyMeKey, "unsubscribe", token);
      const [row] = id
        ? await db
            .update(stockNotifications)
            .set({ unsubscribedAt: sql`coalesce(${stockNotifications.unsubscribedAt}, ${now().toISOString()}::timestamptz)` })
            .where(eq(stockNotifications.id, id))
            .returning({ productId: stockNotifications.productId })
        : [];
      const [product] = row
        ? await db.select({ title: products.title, slug: products.slug }).from(products).where(eq(products.id, row.productId))
        : [];
      if (!product) throw new BadRequestError([notifyMeMessages.linkInvalid]);
      return {
        outcome: "unsubscribed",
        message: notifyMeMessages.unsubscribed,
        product: { title: product.title, uri: `/p/${product.slug}` },
      };
    },
  };
}
