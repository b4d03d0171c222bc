import { errorAnswers, Id, Type } from "@storefront/api-contract/common";
import { SLUG_PATTERN } from "@storefront/api-contract/patterns";
import {
  AFFILIATE_PIXEL_PATH,
  AffiliatePixelQuery,
  AnalyticsSearchEventBody,
  VariantTestAnswer,
  VariantTestFailureBody,
  WidgetEventBody,
} from "@storefront/api-contract/tracking";
import type { AppContext } from "../context";
import { documented, type TypedApp } from "../http/schemas";
import { affiliatePixel, TRANSPARENT_GIF } from "../tracking/affiliate-pixel";
import { tracking } from "../tracking/events";

const doc = documented("tracking");

const recorded = { 200: Type.Boolean(), ...errorAnswers };
const gif = {
  200: Type.Unsafe<Buffer>({ type: "string", format: "binary", description: "A 1×1 transparent GIF (image/gif)" }),
  ...errorAnswers,
};

/** spec 1 §7 variant tests and analytics sinks. */
export function registerTrackingRoutes(api: TypedApp, context: AppContext): void {
  const events = tracking(context);
  const pixel = affiliatePixel(context);

  api.post(
    "/api/varianttest",
    doc(
      "Bucket of a variant test for this visitor; the x-vu header echoes the wau cookie",
      {
        body: Type.String({ pattern: SLUG_PATTERN, maxLength: 80 }),
        response: { 200: VariantTestAnswer, ...errorAnswers },
      },
      { writeLimit: "browsing" },
    ),
    (request, reply) => events.variantBucket(request, reply, request.body),
  );

  api.post(
    "/api/varianttest/failure",
    doc(
      "Records a variant test that fell back to 'original' (spec 1 §8: no wau cookie, or an x-vu that is not the cookie); answers true",
      { body: VariantTestFailureBody, response: recorded },
      { writeLimit: "browsing" },
    ),
    async (request) => {
      await events.variantFailure(request, request.body);
      return true;
    },
  );

  api.post(
    "/api/analytics/widget",
    doc(
      "Records a widget of spec 3 §9 shown, opened, used or failed on a page; answers true",
      { body: WidgetEventBody, response: recorded },
      { writeLimit: "browsing" },
    ),
    async (request) => {
      await events.widget(request, request.body);
      return true;
    },
  );

  api.get(
    "/api/analytics/product-load-event",
    doc("Records a product page view; answers true", {
      querystring: Type.Object({ productId: Id }),
      response: recorded,
    }),
    async (request) => {
      await events.productLoad(request, request.query.productId);
      return true;
    },
  );

  api.get(
    "/api/analytics/search",
    doc("Records a search; answers true", {
      querystring: Type.Object({ searchTerm: Type.String({ maxLength: 200 }) }),
      response: recorded,
    }),
    async (request) => {
      await events.search(request, request.query.searchTerm);
      return true;
    },
  );

  api.post(
    "/api/analytics/search",
    doc(
      "Records an analytics event (spec 1 §3 fields); answers true",
      {
        body: AnalyticsSearchEventBody,
        response: recorded,
      },
      { writeLimit: "browsing" },
    ),
    async (request) => {
      await events.event(request, request.body);
      return true;
    },
  );

  // The affiliate network's sandbox: off in a production start unless AFFILIATE_PIXEL_SANDBOX=true (../environment.ts).
  if (!context.sandboxes.affiliatePixel) return;
  api.get(
    AFFILIATE_PIXEL_PATH,
    doc(
      "The affiliate network's tracking pixel (spec 2 §7), served by its sandbox: records the order's report and answers a 1×1 transparent GIF",
      { querystring: AffiliatePixelQuery, response: gif },
      { writeLimit: "browsing" },
    ),
    async (request, reply) => {
      await pixel.record(request, request.query);
      return reply.type("image/gif").header("cache-control", "no-store").send(TRANSPARENT_GIF);
    },
  );
}
