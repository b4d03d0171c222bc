import type { Cart } from "@storefront/api-client/cart";
import type {
  AvailabilityAnswer,
  AvailabilityDate,
  CheckoutView,
  OrderAnswer,
  PaymentConfiguration,
  ProductSwap,
} from "@storefront/api-client/checkout";
import type { GeoData } from "@storefront/api-client/stores";
import { TEST_CERTIFICATE } from "@storefront/api-contract/test-certificate";

/**
 * Fixtures of the checkout calls (the contract's shapes) and a fake API that records requests,
 * shared by the tests and the stories (no Node modules here: stories run in the browser).
 */
export const CART_ID = "5d1e4c1a-0000-4000-8000-00000000c0de";

export const cartFixture: Cart = {
  cartId: CART_ID,
  products: [
    {
      productCode: "line-1",
      sku: "KOR-FR1115",
      title: "Korrin Series 4 380L Upright Freezer",
      brand: "Korrin",
      category: "Freezers",
      categorization: "kitchen/freezers",
      price: 1000,
      rrp: 1200,
      lineDiscount: 0,
      quantity: 1,
      available: true,
      sortOrder: 0,
      showVariation: false,
    },
  ],
  rewards: [],
  productCount: 1,
  orderTotal: 1000,
  savingTotal: 200,
  totalRrp: 1200,
  messages: [],
  errors: [],
};

export const viewFixture: CheckoutView = {
  cartId: CART_ID,
  opts: 0,
  store: null,
  x509EncryptionKeys: { wa: TEST_CERTIFICATE },
  partialPaymentPercentage: 30,
  customer: null,
  stores: [],
  salesPeople: [],
  country: "AU",
  currency: "AUD",
};

/** spec 2 §3 payment configuration (v1): every provider enabled from $1 to $5,000 (PayPal Pay in 4 from $30 to $2,000), Zip over 12 months. */
export const paymentConfigurationFixture: PaymentConfiguration = {
  klarna: { isEnabled: true, details: { minimumAmount: 1, maximumAmount: 5000 } },
  afterPay: { isEnabled: true, details: { minimumAmount: 1, maximumAmount: 5000 } },
  payPal: { isEnabled: true, details: { minimumAmount: 1, maximumAmount: 5000 } },
  payPalBnpl: { isEnabled: true, details: { minimumAmount: 30, maximumAmount: 2000 } },
  humm: { isEnabled: true, details: { minimumAmount: 1, maximumAmount: 5000 } },
  zip: {
    isEnabled: true,
    details: { minimumAmount: 1, maximumAmount: 5000, repaymentPeriodMonths: 12, offerExpiry: null, offerExpiryInclusion: null },
  },
  applepay: { isEnabled: true, details: { minimumAmount: 1, maximumAmount: 5000 } },
  googlepay: { isEnabled: true, details: { minimumAmount: 1, maximumAmount: 5000 } },
  x509EncryptionKeys: { wa: TEST_CERTIFICATE },
};

/** A day `offset` days from today (or from `today` where a story pins it), as the calendar sends it. */
export function dayFromToday(offset: number, overrides: Partial<AvailabilityDate> = {}, today = new Date()): AvailabilityDate {
  const date = new Date(today);
  date.setDate(date.getDate() + offset);
  return {
    date: [date.getFullYear(), date.getMonth() + 1, date.getDate()],
    price: 49,
    available: true,
    sameDay: offset === 0,
    storageFee: 0,
    ...overrides,
  };
}

/**
 * How many days from today the fixture's first delivery date is: two, or three when the day after
 * it begins a month. Its two dates then always fall in one month, the month the calendar shows
 * (on the 28th of November, today + 2 and today + 3 were in two months and one was not shown).
 */
export function firstDeliveryOffset(): number {
  const next = new Date();
  next.setDate(next.getDate() + 3);
  return next.getDate() === 1 ? 3 : 2;
}

export function availabilityFixture(overrides: Partial<AvailabilityAnswer> = {}): AvailabilityAnswer {
  const first = firstDeliveryOffset();
  return {
    cartId: CART_ID,
    availability: [dayFromToday(first), dayFromToday(first + 1, { price: 0 })],
    extendedAvailability: [],
    supplierAvailability: [],
    supplierErrors: [],
    winningDeliveryServiceOverride: false,
    showNotifyIfAvailableSooner: true,
    deliveryServices: [{ sku: "UNPACK", title: "Unpack and remove packaging", price: 30, blurb: "", selected: false, hidden: false }],
    showInstallationContact: false,
    showUniqueDeliveryRequirements: false,
    uniqueDeliveryRequirements: [],
    paidInstalls: [],
    deliveryUnavailable: false,
    storage: { freeDays: 60, dailyFee: 4, minimumProductPrice: 300, appliesToCart: true, firstFeeDate: [2099, 1, 1] },
    ...overrides,
  };
}

/** Issue 45 item 6: the cart's line that cannot be delivered, with two alternatives (the availability answer's productSwaps). */
export const productSwapFixture: ProductSwap = {
  productCode: "line-1",
  sku: "KOR-FR1115",
  title: "Korrin Series 4 380L Upright Freezer",
  reason: "supplier",
  alternatives: [
    { sku: "VEL-FR2010", title: "Veldt 360L Upright Freezer", brand: "Veldt", image: null, price: 979 },
    { sku: "ARD-FR3020", title: "Ardent 400L Upright Freezer", brand: "Ardent", image: null, price: 1049 },
  ],
};

export const localityAnswer = {
  items: [
    { id: "3000_MELBOURNE", suburb: "MELBOURNE", postcode: "3000", state: "VIC", country: "AU", fullAddress: "MELBOURNE VIC 3000" },
    { id: "3004_MELBOURNE", suburb: "MELBOURNE", postcode: "3004", state: "VIC", country: "AU", fullAddress: "MELBOURNE VIC 3004" },
  ],
  totalCount: 2,
};

/** The address lookup (issue 44 item 3): GET /api/address/suggestions and GET /api/address/place/{placeId}. */
/**
 * GET /api/locality/{query} (the typeahead's list) and GET /api/locality/{suburb}/{state}/{postcode}
 * (one locality the list holds, else 404 as the API answers an unknown one).
 */
export function localityLookup(request: RecordedRequest): unknown {
  const parts = request.url.pathname.split("/").slice(3).map(decodeURIComponent);
  if (parts.length < 3) return localityAnswer;
  const [suburb, state, postcode] = parts;
  const found = localityAnswer.items.find(
    (item) =>
      item.suburb.toLowerCase() === suburb?.toLowerCase() &&
      item.state.toLowerCase() === state?.toLowerCase() &&
      item.postcode === postcode,
  );
  return found ?? Response.json({ message: `No locality ${parts.join(" ")}` }, { status: 404 });
}

/** POST /api/geo/setlocation's answer (spec 1 §3 geo data) for the fixtures' Melbourne. */
export const geoAnswer: GeoData = {
  store: { storeUri: "engine-room", name: "Engine Room" },
  nearestWarehouseLocationCode: "MEL",
  locationId: "3000_MELBOURNE",
  newUser: false,
  ipCountry: "AU",
  country: "AU",
  postcode: "3000",
  state: "VIC",
  city: "MELBOURNE",
};

export const addressSuggestionsAnswer = {
  items: [
    {
      placeId: "sbx1-banksia",
      mainText: "12 Banksia Street",
      secondaryText: "Melbourne VIC 3000, Australia",
      description: "12 Banksia Street, Melbourne VIC 3000, Australia",
    },
    {
      placeId: "sbx1-banksia-nowhere",
      mainText: "12 Banksia Parade",
      secondaryText: "Southbank VIC 3006, Australia",
      description: "12 Banksia Parade, Southbank VIC 3006, Australia",
    },
  ],
  totalCount: 2,
};

export const placeAddressAnswer = {
  streetAddress: "12 Banksia Street",
  suburb: "MELBOURNE",
  state: "VIC",
  postcode: "3000",
  country: "AU",
  knownLocality: true,
};

export const orderFixture: OrderAnswer = {
  orderNumber: "WA-100042",
  cartId: CART_ID,
  status: "completed",
  placedAt: "2026-11-24T01:00:00.000Z",
  currency: "AUD",
  email: "jane@example.com",
  phoneNumber: "0412345678",
  lines: [
    {
      sku: "KOR-FR1115",
      title: "Korrin Series 4 380L Upright Freezer",
      quantity: 1,
      price: 1000,
      warranty: null,
      install: null,
      lineTotal: 1000,
    },
  ],
  deliveryDate: [2026, 12, 3],
  sameDay: false,
  deliveryAddress: {
    firstName: "Jane",
    lastName: "Citizen",
    companyName: null,
    address: "1 Collins St",
    suburb: "MELBOURNE",
    state: "VIC",
    postcode: "3000",
    country: "AU",
  },
  billingAddress: null,
  deliveryServices: [],
  poNumber: null,
  couponCode: null,
  subtotal: 1000,
  discount: 0,
  shipping: 49,
  servicesTotal: 0,
  orderTotal: 1049,
  amountPaid: 1049,
  remainingPayment: 0,
  paymentMethod: "CreditCard",
  card: { brand: "visa", lastFour: "1111" },
  storageFeePerDay: 0,
};

export interface RecordedRequest {
  key: string;
  url: URL;
  headers: Headers;
  body: unknown;
}

type Answer = unknown | Response | ((request: RecordedRequest) => unknown);

/**
 * A fetch answering `"METHOD /path"` keys (a function gets the request); a path with a prefix
 * match ("GET /api/locality/*") answers any path under it. Every request is recorded.
 */
export function checkoutApi(answers: Record<string, Answer>) {
  const requests: RecordedRequest[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input));
    const key = `${init?.method ?? "GET"} ${url.pathname}`;
    const body = typeof init?.body === "string" ? (JSON.parse(init.body) as unknown) : undefined;
    const request = { key, url, headers: new Headers(init?.headers), body };
    requests.push(request);
    const match =
      key in answers ? key : Object.keys(answers).find((candidate) => candidate.endsWith("*") && key.startsWith(candidate.slice(0, -1)));
    if (!match) return Response.json({ message: "not found" }, { status: 404 });
    const entry = answers[match];
    const answer: unknown = await (typeof entry === "function" ? (entry as (request: RecordedRequest) => unknown)(request) : entry);
    return answer instanceof Response ? answer : Response.json(answer ?? null);
  };
  return { fetch, requests };
}

/** The calls every checkout page makes, answered with the fixtures. */
export function checkoutAnswers(overrides: Record<string, Answer> = {}): Record<string, Answer> {
  return {
    "GET /api/cart/": cartFixture,
    "GET /api/checkout": viewFixture,
    "GET /api/locality/*": localityLookup,
    "POST /api/geo/setlocation": geoAnswer,
    "POST /api/checkout/avail": availabilityFixture(),
    "POST /api/cart/email": cartFixture,
    "GET /api/checkout/paymentconfiguration": paymentConfigurationFixture,
    ...overrides,
  };
}
