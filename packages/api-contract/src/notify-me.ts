/**
 * Notify me (issue 45 item 1) and the stock change that ends it: the shapes are ours, the spec
 * names only the NotifyMeCallbackExtended setting (spec 3 §3). The rules are validation's.
 */
import { NOTIFY_ME_NAME_MAX_LENGTH } from "@storefront/validation/notify-me";
import { BotCheckToken, FreeText, StringEnum, Type, type Static } from "./common";
import { PhoneInput, Sku } from "./patterns";
import { StockStatus } from "./product";

/** POST /api/notify-me: the product, the shopper's email and, with the extended callback, a call-back request. */
export const NotifyMeBody = Type.Object(
  {
    sku: Sku,
    email: FreeText(254),
    callback: Type.Optional(Type.Boolean()),
    name: Type.Optional(FreeText(NOTIFY_ME_NAME_MAX_LENGTH)),
    phone: Type.Optional(Type.Union([PhoneInput, Type.Literal("")])),
    botCheckToken: Type.Optional(BotCheckToken),
  },
  { additionalProperties: false },
);
export type NotifyMeRequest = Static<typeof NotifyMeBody>;

/** The link of a notify-me mail: the subscription's id and its signature, base64url. */
export const NotifyMeToken = Type.String({ pattern: "^[A-Za-z0-9_-]{22}\\.[A-Za-z0-9_-]{43}$" });
export const NotifyMeTokenBody = Type.Object({ token: NotifyMeToken }, { additionalProperties: false });
export type NotifyMeTokenRequest = Static<typeof NotifyMeTokenBody>;

export const NOTIFY_ME_OUTCOMES = ["confirmed", "inStock", "unsubscribed"] as const;

/** 200 of the mailed links' pages: what happened, the words to show, and the product. */
export const NotifyMeOutcome = Type.Object({
  outcome: StringEnum(NOTIFY_ME_OUTCOMES),
  message: Type.String(),
  product: Type.Object({ title: Type.String(), uri: Type.String() }),
});
export type NotifyMeOutcome = Static<typeof NotifyMeOutcome>;

/** PUT /api/stock/{sku} (staff): the product's new stock status. */
export const StockChangeBody = Type.Object({ stockStatus: StockStatus }, { additionalProperties: false });
export type StockChangeRequest = Static<typeof StockChangeBody>;

/** 200: the status now, and how many shoppers were mailed that it is back. */
export const StockChangeAnswer = Type.Object({ sku: Type.String(), stockStatus: StockStatus, notified: Type.Integer({ minimum: 0 }) });
export type StockChangeAnswer = Static<typeof StockChangeAnswer>;
