/** Variant tests and analytics sinks (spec 1 §3 and §7). */
import { StringEnum, Type, type Static } from "./common";
import { SITE_PATH_PATTERN, SKU_PATTERN } from "./patterns";

/** POST /api/varianttest answer; the x-vu header echoes the wau cookie. */
export const VariantTestAnswer = Type.Object({ testId: Type.String(), bucket: Type.String() });
export type VariantTestAnswer = Static<typeof VariantTestAnswer>;

/** spec 1 §3 analytics event types. */
export const ANALYTICS_EVENT_TYPES = ["search", "productClick", "productAddToCart", "productOrder", "visit", "productMultiOrder"] as const;
export type AnalyticsEventType = (typeof ANALYTICS_EVENT_TYPES)[number];

/** POST /api/analytics/search. */
export const AnalyticsSearchEventBody = Type.Object(
  {
    analyticsEventType: StringEnum(ANALYTICS_EVENT_TYPES),
    query: Type.Optional(Type.String({ maxLength: 200 })),
    /** SKUs. */
    productList: Type.Optional(Type.Array(Type.String({ pattern: SKU_PATTERN, maxLength: 40 }), { maxItems: 100 })),
    url: Type.Optional(Type.String({ maxLength: 300, pattern: SITE_PATH_PATTERN })),
    isRepeatUser: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type AnalyticsSearchEvent = Static<typeof AnalyticsSearchEventBody>;
