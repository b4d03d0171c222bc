/** Cooking demos (spec 1 §3, §7 and §9): the list with its filter, one demo, and the attendee calls. */
import { FreeText, Id, IntegerEnum, StringEnum, Type, type Static } from "./common";
import { ISO_DATE_PATTERN, PhoneInput, SLUG_PATTERN } from "./patterns";

/** spec 1 §3: PrePurchaseOnly 0, PostPurchaseOnly 1, OpenToEveryone 2. */
export const COOKING_DEMO_TYPES = { PrePurchaseOnly: 0, PostPurchaseOnly: 1, OpenToEveryone: 2 } as const;
export type CookingDemoType = (typeof COOKING_DEMO_TYPES)[keyof typeof COOKING_DEMO_TYPES];
/** spec 1 §3: Available 0, WaitList 1, ContactStore 2. */
export const COOKING_DEMO_AVAILABILITY = { Available: 0, WaitList: 1, ContactStore: 2 } as const;
export type CookingDemoAvailability = (typeof COOKING_DEMO_AVAILABILITY)[keyof typeof COOKING_DEMO_AVAILABILITY];
/** spec 1 §3 sort direction: None 0 (soonest first), Ascending 1, Descending 2. */
export type SortDirectionValue = 0 | 1 | 2;
export const COOKING_DEMO_SUB_EVENT_TYPES = ["Masterclass", "Product Demonstration", "Cooking Class", "Virtual Demo"] as const;
/** spec 1 §7, §9: page 1, 12 per page, sortDirection 0 by default. */
export const COOKING_DEMO_PAGE_SIZE = 12;

export const CookingDemo = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  description: Type.Optional(Type.String()),
  brand: Type.String(),
  cookingDemoType: IntegerEnum([0, 1, 2] as const),
  cookingDemoTypeName: Type.Optional(Type.String()),
  cookingDemoSubEventType: Type.String(),
  availability: IntegerEnum([0, 1, 2] as const),
  availabilityName: Type.Optional(Type.String()),
  startDate: Type.String(),
  endDate: Type.String(),
  store: Type.Object({ id: Type.Integer(), name: Type.String(), storeUri: Type.String() }),
  capacity: Type.Integer(),
  placesLeft: Type.Integer(),
  price: Type.Number(),
});
export type CookingDemo = Static<typeof CookingDemo>;

/** spec 1 §3: the cooking demo filter of GET /api/v2/cookingdemo. */
export const CookingDemoQuery = Type.Object({
  storeUri: Type.Optional(Type.String({ maxLength: 80, pattern: `(^$)|(${SLUG_PATTERN})` })),
  /** Sent lowercased. */
  brand: Type.Optional(Type.String({ maxLength: 60, pattern: "(^$)|(^[A-Za-z0-9]+(?:[- ][A-Za-z0-9]+)*$)" })),
  /** spec 1 §3: 'all' is the empty value. */
  cookingDemoType: Type.Optional(Type.Union([IntegerEnum([0, 1, 2] as const), Type.Literal("")])),
  cookingDemoSubEventType: Type.Optional(StringEnum(["", ...COOKING_DEMO_SUB_EVENT_TYPES] as const)),
  /** YYYY-MM-DD; today by default. */
  startDate: Type.Optional(Type.String({ pattern: ISO_DATE_PATTERN, maxLength: 10 })),
  endDate: Type.Optional(Type.String({ pattern: ISO_DATE_PATTERN, maxLength: 10 })),
  pageNo: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, default: 1 })),
  sortDirection: Type.Optional(IntegerEnum([0, 1, 2] as const, { default: 0 })),
  recordsPerPage: Type.Optional(Type.Integer({ minimum: 1, maximum: 48, default: COOKING_DEMO_PAGE_SIZE })),
});
export type CookingDemoFilter = Static<typeof CookingDemoQuery>;

/** GET /api/v2/cookingdemo. */
export const CookingDemoPage = Type.Object({
  items: Type.Array(CookingDemo),
  totalCount: Type.Integer(),
  pageNo: Type.Integer(),
  recordsPerPage: Type.Integer(),
  totalPages: Type.Integer(),
  startDate: Type.String(),
});
export type CookingDemoPage = Static<typeof CookingDemoPage>;

/** RSVP, booking (old and v2) and wait-list body. */
export const CookingDemoBookingBody = Type.Object(
  {
    cookingDemoId: Id,
    firstName: FreeText(50, 1),
    lastName: FreeText(50, 1),
    email: FreeText(254),
    phone: Type.Optional(PhoneInput),
    /** 1 to 6; 1 by default. */
    guests: Type.Optional(Type.Integer({ minimum: 1, maximum: 6, default: 1 })),
  },
  { additionalProperties: false },
);
export type CookingDemoBookingRequest = Static<typeof CookingDemoBookingBody>;

export const ATTENDEE_KINDS = ["rsvp", "booking", "wait-list"] as const;
export type AttendeeKind = (typeof ATTENDEE_KINDS)[number];

/** 201 answer; a full demo is a 409 with a message. */
export const CookingDemoBookingAnswer = Type.Object({
  bookingId: Type.Integer(),
  kind: StringEnum(ATTENDEE_KINDS),
  cookingDemoId: Type.Integer(),
  guests: Type.Integer(),
  placesLeft: Type.Integer(),
  message: Type.String(),
});
export type CookingDemoBookingAnswer = Static<typeof CookingDemoBookingAnswer>;
