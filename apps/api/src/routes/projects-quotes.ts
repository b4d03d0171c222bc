import { MessageAnswer } from "@storefront/api-contract/common";
import { Cart } from "@storefront/api-contract/cart";
import {
  AdminCartBody,
  ChangeLog,
  CompetitorPrices,
  CompetitorPricesQuery,
  CommentBody,
  CustomerProjectCount,
  CustomerProjectCountQuery,
  DeleteNoteQuery,
  DeleteVariationQuery,
  LockPriceBody,
  ProductNoteBody,
  ProductVariationBody,
  ProjectIdBody,
  ProjectIdQuery,
  ProjectToCartBody,
  ReferrerList,
  ReferrerSearchParams,
  SharedStatusBody,
  StockAnswer,
  StockQuery,
} from "@storefront/api-contract/projects";
import { documented, type TypedApp } from "../http/schemas";
import type { ProjectServiceSet } from "../projects/services";
import { projectAnswers, staffAnswers } from "./projects";

const doc = documented("projects");
const security = [{ bearer: [] }];

/** spec 3 §7: notes, variations, comments, change log, quote, price lock, sharing, email, lookups and the cart calls. */
export function registerProjectQuoteRoutes(api: TypedApp, { notes, quotes, carts, productStaff }: ProjectServiceSet): void {
  api.post(
    "/api/v2/project/product-note",
    doc("Adds a note on a SKU of the project, or changes note id", { body: ProductNoteBody, response: projectAnswers, security }),
    (request) => notes.saveNote(request, request.body),
  );
  api.delete(
    "/api/v2/project/product-note",
    doc("Deletes a note", { querystring: DeleteNoteQuery, response: projectAnswers, security }),
    (request) => notes.deleteNote(request, request.query.projectId, request.query.noteId),
  );

  api.post(
    "/api/v2/project/product-variation",
    doc(
      "Saves a variation of a line (productCode) or of a brand (no productCode); id changes that variation. Answers the reloaded project",
      {
        body: ProductVariationBody,
        response: projectAnswers,
        security,
      },
    ),
    (request) => notes.saveVariation(request, request.body),
  );
  api.delete(
    "/api/v2/project/product-variation",
    doc("Deletes a variation; answers the reloaded project", { querystring: DeleteVariationQuery, response: projectAnswers, security }),
    (request) => notes.deleteVariation(request, request.query.projectId, request.query.variationId),
  );

  api.post("/api/v2/project/comment", doc("Adds a staff comment", { body: CommentBody, response: projectAnswers, security }), (request) =>
    notes.comment(request, request.body.projectId, request.body.comment),
  );

  api.get(
    "/api/v2/project/changelogs",
    doc("The project's change log, newest first (at most 500)", {
      querystring: ProjectIdQuery,
      response: { 200: ChangeLog, ...staffAnswers },
      security,
    }),
    (request) => notes.changeLog(request, request.query.projectId),
  );

  api.post(
    "/api/v2/project/quote",
    doc("Marks the project quoted: status Quoted, a quoteId on the first quote; 400 without products", {
      body: ProjectIdBody,
      response: projectAnswers,
      security,
    }),
    (request) => quotes.quote(request, request.body.projectId),
  );

  api.post(
    "/api/v2/project/lock-price",
    doc("Locks every line at today's price until expiryDate (14 days by default, at most 90); when locked, moves the expiry", {
      body: LockPriceBody,
      response: projectAnswers,
      security,
    }),
    (request) => quotes.lock(request, request.body.projectId, request.body.expiryDate),
  );
  api.delete(
    "/api/v2/project/lock-price",
    doc("Cancels the price lock; 400 when there is none", { querystring: ProjectIdQuery, response: projectAnswers, security }),
    (request) => quotes.cancelLock(request, request.query.projectId),
  );

  api.post(
    "/api/projects/shared-project-status",
    doc("Turns the shared link on or off", { body: SharedStatusBody, response: projectAnswers, security }),
    (request) => quotes.setShared(request, request.body.projectId, request.body.sharedStatus),
  );

  api.post(
    "/api/v2/project/email",
    doc(
      "Mails the project and its shared link to the customer's email (turning sharing on) and sets projectEmailed; 400 without an email, 429 with Retry-After past the mail limits (per staff address and per customer), 503 when the mail server refuses",
      {
        body: ProjectIdBody,
        response: { ...projectAnswers, 429: MessageAnswer },
        security,
      },
    ),
    (request, reply) => quotes.email(request, reply, request.body.projectId),
  );

  api.get(
    "/api/v2/project/customer-project-count",
    doc("How many of the storefront's projects have a customer with one of these emails or phones (projectId left out)", {
      querystring: CustomerProjectCountQuery,
      response: { 200: CustomerProjectCount, ...staffAnswers },
      security,
    }),
    (request) => notes.customerProjectCount(request, request.query),
  );

  api.get(
    "/api/v2/project/kad/:search",
    doc("Referrers whose code, name or business holds the text (2 characters or more; at most 20)", {
      params: ReferrerSearchParams,
      response: { 200: ReferrerList, ...staffAnswers },
      security,
    }),
    (request) => notes.referrers(request, request.params.search),
  );

  api.post(
    "/api/projects/cart",
    doc(
      "Adds the selected lines and every line of the selected folders to the caller's cart; lines that cannot be ordered are named in messages",
      {
        body: ProjectToCartBody,
        response: { 200: Cart, ...staffAnswers },
        security,
      },
      { writeLimit: "cart" },
    ),
    (request, reply) => carts.toCart(request, reply, request.body),
  );

  api.post(
    "/api/projects/admin-cart",
    doc(
      "Replaces the staff member's cart with every line of the project; clearDiscounts drops the applied coupon",
      {
        body: AdminCartBody,
        response: { 200: Cart, ...staffAnswers },
        security,
      },
      { writeLimit: "cart" },
    ),
    (request, reply) => carts.adminCart(request, reply, request.body.projectId, request.body.clearDiscounts ?? false),
  );

  api.get(
    "/api/stock",
    doc(
      "Stock of a SKU at the staff member's store, or with includeOtherStock=true at every store of the storefront's country (the project page's STOCK tab)",
      {
        querystring: StockQuery,
        response: { 200: StockAnswer, ...staffAnswers },
        security,
      },
    ),
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return productStaff.stock(request, request.query.sku, request.query.includeOtherStock ?? false);
    },
  );

  api.get(
    "/api/product/competitor-prices",
    doc("Competitors' prices of a SKU, cheapest first (the project page's COMPETITOR_PRICE tab)", {
      querystring: CompetitorPricesQuery,
      response: { 200: CompetitorPrices, ...staffAnswers },
      security,
    }),
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return productStaff.competitorPrices(request, request.query.sku);
    },
  );
}
