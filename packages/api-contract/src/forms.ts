/** The kitchen-club form service (spec 1 §5 and §7) and the custom forms under /form/{url} (shapes ours). */
import { BotCheckToken, FreeText, ListOf, StringEnum, Type, type Static } from "./common";
import { PhoneInput } from "./patterns";

/** spec 1 §7: the source values of kitchen-club forms. */
export const KITCHEN_CLUB_SOURCES = [
  "Footer",
  "Newsletter",
  "Checkout",
  "AskAnExpert",
  "ProductEnquiry",
  "CatalogueDetails",
  "Project",
  "PromotionRedemption",
  "Promotion",
] as const;
export const KitchenClubSource = StringEnum(KITCHEN_CLUB_SOURCES);
export type KitchenClubSource = Static<typeof KitchenClubSource>;
export const KITCHEN_CLUB_FORM_TYPES = ["Newsletter", "Contact"] as const;

const kitchenClubProperties = {
  source: KitchenClubSource,
  /** Newsletter applies the newsletter rules (spec 1 §5). */
  type: Type.Optional(StringEnum(KITCHEN_CLUB_FORM_TYPES)),
  name: FreeText(100),
  email: FreeText(254),
  postcode: Type.Optional(Type.String({ maxLength: 10 })),
  phone: Type.Optional(PhoneInput),
  message: Type.Optional(FreeText(2000, 0, { multiLine: true })),
  /** The score check's token (action newsletter or contact) where the storefront has a bot check. */
  botCheckToken: Type.Optional(BotCheckToken),
};

/** POST /api/Contact/kitchenclub: the form plus its source. */
export const KitchenClubBody = Type.Object(kitchenClubProperties, { additionalProperties: false });
export type KitchenClubRequest = Static<typeof KitchenClubBody>;

/** POST /api/kitchenclub/newsletter: Name, Email, Postcode (ours: the spec does not show this path). */
export const NewsletterSignupBody = Type.Object(
  {
    ...kitchenClubProperties,
    source: Type.Optional(StringEnum(KITCHEN_CLUB_SOURCES, { default: "Newsletter" })),
    postcode: Type.String({ maxLength: 10 }),
  },
  { additionalProperties: false },
);
export type NewsletterSignupRequest = Static<typeof NewsletterSignupBody>;

/** 201 answer of kitchen-club forms. */
export const KitchenClubAnswer = Type.Object({ success: Type.Boolean(), message: Type.String() });
export type KitchenClubAnswer = Static<typeof KitchenClubAnswer>;

/** 409: a refused signup (already subscribed); the form shows errtext. */
export const KitchenClubRefusal = Type.Object({ success: Type.Boolean(), errtext: Type.String(), message: Type.String() });
export type KitchenClubRefusal = Static<typeof KitchenClubRefusal>;

/** How a custom form asks for a field. */
export const FORM_FIELD_NEEDS = ["required", "optional", "hidden"] as const;
export const FormFieldNeed = StringEnum(FORM_FIELD_NEEDS);
export type FormFieldNeed = Static<typeof FormFieldNeed>;

/** GET /api/forms/{url}: a contact form of the kitchen-club form service, sent with its source. */
export const CustomForm = Type.Object({
  /** The form's address under /form/. */
  url: Type.String(),
  title: Type.String(),
  lead: Type.String(),
  source: KitchenClubSource,
  phone: FormFieldNeed,
  postcode: FormFieldNeed,
  messageLabel: Type.String(),
  messageHint: Type.Optional(Type.String()),
  submitLabel: Type.String(),
  /** The query parameter naming what the form is about (a SKU, catalogue or promotion). */
  subjectParam: Type.Optional(Type.String()),
  subjectLabel: Type.Optional(Type.String()),
});
export type CustomForm = Static<typeof CustomForm>;

/** GET /api/forms: every form, for the site map. */
export const CustomFormList = ListOf(Type.Object({ url: Type.String(), title: Type.String(), uri: Type.String() }));
export type CustomFormList = Static<typeof CustomFormList>;
