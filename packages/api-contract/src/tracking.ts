/** Variant tests and analytics sinks (spec 1 §3 and §7). */
import type { PaymentMethodName } from "@storefront/validation/checkout";
import { StringEnum, Type, type Static, type TSchema } from "./common";
import { SITE_PATH_PATTERN, SKU_PATTERN, SLUG_PATTERN } from "./patterns";

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

/**
 * spec 3 §9's tracked widget types: reCAPTCHA, video, chat, referral, scheduling, reviews, Google
 * and Apple Pay, content widgets, webinar and the buy-now-pay-later widget, as slugs (ours).
 */
export const TRACKED_WIDGET_TYPES = [
  "recaptcha",
  "video",
  "chat",
  "referral",
  "scheduling",
  "reviews",
  "google-apple-pay",
  "content",
  "webinar",
  "bnpl",
] as const;
export type TrackedWidgetType = (typeof TRACKED_WIDGET_TYPES)[number];

/**
 * What a shopper did with a widget (ours): it was shown to them, they opened it, they used it (the
 * widget's own act: solved, played, booked, chose, shared), or it failed to load or answer.
 */
export const WIDGET_ACTIONS = ["shown", "opened", "used", "failed"] as const;
export type WidgetAction = (typeof WIDGET_ACTIONS)[number];

/** POST /api/analytics/widget: a widget of spec 3 §9 used on a page. */
export const WidgetEventBody = Type.Object(
  {
    widget: StringEnum(TRACKED_WIDGET_TYPES),
    action: StringEnum(WIDGET_ACTIONS),
    url: Type.Optional(Type.String({ maxLength: 300, pattern: SITE_PATH_PATTERN })),
  },
  { additionalProperties: false },
);
export type WidgetEvent = Static<typeof WidgetEventBody>;

/** spec 1 §8: why a variant test fell back to 'original' (no wau cookie after 10 tries; x-vu not the cookie). */
export const VARIANT_TEST_FAILURES = ["noCookie", "headerMismatch"] as const;
export type VariantTestFailure = (typeof VARIANT_TEST_FAILURES)[number];

/** POST /api/varianttest/failure: the storefront reports a variant test that fell back (spec 1 §8 "tracked as events"). */
export const VariantTestFailureBody = Type.Object(
  {
    testId: Type.String({ pattern: SLUG_PATTERN, maxLength: 80 }),
    reason: StringEnum(VARIANT_TEST_FAILURES),
  },
  { additionalProperties: false },
);
export type VariantTestFailureEvent = Static<typeof VariantTestFailureBody>;

/* ------------------------------------------------------------------------------------------------
 * The affiliate tracking pixel (spec 2 §7): after checkout the confirmation page requests it once
 * per order with the order id, shipping, tax, payment type, currency, country, an optional
 * customer type and per line its value (price ÷ 1.1, two decimals), quantity, category, sku, brand
 * and name. The spec gives no address, so the API serves the affiliate network's sandbox at
 * AFFILIATE_PIXEL_PATH, which answers a 1×1 transparent GIF and records the hit.
 * --------------------------------------------------------------------------------------------- */

export const AFFILIATE_PIXEL_PATH = "/api/tracking/affiliate";

/**
 * The payment type names the pixel sends. spec 2 §7 names 0 'Credit Card', 2 'Paypal', 256 'Zip'
 * and 2048 'Afterpay'; ours: 'Zip' for Zip NZ (512) and Zip in store too, 'Humm', 'Klarna', and
 * 'Other' for an order nothing was due on or paid in cash (`paymentTypeOf`).
 */
export const AFFILIATE_PAYMENT_TYPES = ["Credit Card", "Paypal", "Zip", "Afterpay", "Humm", "Klarna", "Other"] as const;
export type AffiliatePaymentType = (typeof AFFILIATE_PAYMENT_TYPES)[number];

/**
 * The payment type of an order by its payment method (spec 2 §3 names): the one table the
 * affiliate pixel, the ecommerce purchase event and the API's order answer (`paymentType` of an
 * order paid through a gateway or provider) use. spec 2 §7 names four, by their option flag:
 * 0 'Credit Card', 2 'Paypal', 256 'Zip', 2048 'Afterpay'. The rest are ours: Zip in store (128)
 * pays with Zip, so 'Zip' (the spec's names have no other for it); Humm and Klarna by their names;
 * card wallets (Apple Pay, Google Pay) charge a card, so 'Credit Card'; PayPal's pay later is
 * PayPal's; cash, and an order nothing was due on (None), 'Other'.
 */
export const PAYMENT_TYPE_OF = {
  CreditCard: "Credit Card",
  PayPal: "Paypal",
  Zip: "Zip",
  AfterPay: "Afterpay",
  Humm: "Humm",
  Klarna: "Klarna",
  ZipInStore: "Zip",
  ApplePay: "Credit Card",
  GooglePay: "Credit Card",
  PayPalBnpl: "Paypal",
  Cash: "Other",
  None: "Other",
} as const satisfies Record<PaymentMethodName, AffiliatePaymentType>;

export function paymentTypeOf(method: PaymentMethodName): AffiliatePaymentType {
  return PAYMENT_TYPE_OF[method];
}

/** Ours: the optional customer type, a guest or a signed-in account. */
export const AFFILIATE_CUSTOMER_TYPES = ["guest", "account"] as const;

/** At most this many lines in one pixel request (a cart holds fewer). */
export const AFFILIATE_MAX_LINES = 100;
/** A line's name is cut to this length by the page, so the address stays short. */
export const AFFILIATE_NAME_MAX_LENGTH = 100;

const lineField = <T extends TSchema>(item: T) => Type.Array(item, { minItems: 1, maxItems: AFFILIATE_MAX_LINES });
const Amount = Type.Number({ minimum: 0, maximum: 10_000_000 });
/** Catalogue text as the page copies it: any character but a control character (a NUL would break the database). */
const PixelText = (minLength: number, maxLength: number) => Type.String({ minLength, maxLength, pattern: "^[^\\u0000-\\u001F\\u007F]*$" });

/**
 * GET AFFILIATE_PIXEL_PATH query. The lines travel as parallel repeated parameters, one value per
 * line in line order (`sku=A&sku=B&qty=1&qty=2&…`): six lists of equal length (1 to 100 entries);
 * lists of different lengths are a 400. `value` is the line's unit price ex tax (price ÷ 1.1, two
 * decimals); `category` and `brand` may be empty when not known.
 */
export const AffiliatePixelQuery = Type.Object({
  orderId: Type.String({ pattern: "^[A-Za-z0-9-]{1,40}$", maxLength: 40 }),
  shipping: Amount,
  tax: Amount,
  paymentType: StringEnum(AFFILIATE_PAYMENT_TYPES),
  currency: StringEnum(["AUD", "NZD"]),
  country: StringEnum(["AU", "NZ"]),
  customerType: Type.Optional(StringEnum(AFFILIATE_CUSTOMER_TYPES)),
  sku: lineField(Type.String({ pattern: SKU_PATTERN, maxLength: 40 })),
  name: lineField(PixelText(1, AFFILIATE_NAME_MAX_LENGTH)),
  category: lineField(PixelText(0, 100)),
  brand: lineField(PixelText(0, 100)),
  value: lineField(Amount),
  qty: lineField(Type.Integer({ minimum: 1, maximum: 999 })),
});
export type AffiliatePixelQuery = Static<typeof AffiliatePixelQuery>;
