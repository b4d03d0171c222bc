import { TextEncoder as NodeTextEncoder } from "node:util";
import type { Cart } from "@storefront/api-client/cart";
import type { AvailabilityAnswer, AvailabilityDate, CheckoutView, OrderAnswer } from "@storefront/api-client/checkout";
/**
 * Test fixtures: a certificate and its private key, made once with
 * `openssl req -x509 -newkey rsa:2048 -nodes -days 36500` for these tests only. They stand in for
 * a brand's entry of x509EncryptionKeys; no gateway ever used them.
 */
export const TEST_CERTIFICATE = `-----BEGIN CERTIFICATE-----
MIIDcTCCAlmgAwIBAgIUATFhEIPE3djlC3INHsRpKfT9gWUwDQYJKoZIhvcNAQEL
BQAwRzEqMCgGA1UEAwwhQ2hlY2tvdXQgcGFja2FnZSB0ZXN0IGNlcnRpZmljYXRl
MRkwFwYDVQQKDBBTdG9yZWZyb250IHRlc3RzMCAXDTI2MTEyNDA3MTIzNFoYDzIx
MjYxMDMxMDcxMjM0WjBHMSowKAYDVQQDDCFDaGVja291dCBwYWNrYWdlIHRlc3Qg
Y2VydGlmaWNhdGUxGTAXBgNVBAoMEFN0b3JlZnJvbnQgdGVzdHMwggEiMA0GCSqG
SIb3DQEBAQUAA4IBDwAwggEKAoIBAQCbjhHM+4rU52pSHkF1ZUVMyG2qmJYAItBk
uROczCdR010o9YcVQRw5QxCuMjCQxk7CF2VH3IrxQOY/7COY4gEVSQGFbaFLqdZE
/rHFEXfeOTjCYMXtcJGavDVCkQllTnNsQtl6evBnHmeN/tYzbUb7/i5LtlSdwjcX
Kk6F4Z1lL9MljX/DNL72TQpoToz+VD/s+/WnmlyDUU+X6VL2rbCtEkCpFUJklI3+
NqYBlqDdIoAq9IOGZN8khISYLoXaaZdOy/vW9Pg1JmhOenSYZHemZLgg4d+rpmoD
2VdGJYNbHqx0yFXETD0GUnnORFoiImlMy/mY0hd7xIg5MMgRj/EzAgMBAAGjUzBR
MB0GA1UdDgQWBBQx8xlXUttmEUhhrskp+orjFnC5gjAfBgNVHSMEGDAWgBQx8xlX
UttmEUhhrskp+orjFnC5gjAPBgNVHRMBAf8EBTADAQH/MA0GCSqGSIb3DQEBCwUA
A4IBAQBOqWqsA8gTkBQPM/UnjOg9UiDwSgWxwBkR2PsM1i0kkQ6YmUC0QdgT8Rlk
aufazoBHFnAWpY0RkybsIR8LnTq4pFFfyzWi6fm5StXPB2lkyQAoJEI4LL77VzsI
KrkU8LFWtiXmn6tZ+hyRp0fjkQ7MaHTJdms+rHyBDbPuIXs4iFE/HXU9wASL8SrE
Lhg1MnZXkdHAGu/hvyzdgZ56pZTRA+WaBajge7ha7m7hWsgAybGn21xwBhXS1PDW
v4B+bbYVu9Ml8z0g/zc0yhOUP88YgTDdw8CMaVDCkjSGZjATX4mzzU+LYYNKxXw8
coabLHXD0hmyUxcms/qTZZpb9PT2
-----END CERTIFICATE-----`;

export const TEST_PRIVATE_KEY = `-----BEGIN PRIVATE KEY-----
MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQCbjhHM+4rU52pS
HkF1ZUVMyG2qmJYAItBkuROczCdR010o9YcVQRw5QxCuMjCQxk7CF2VH3IrxQOY/
7COY4gEVSQGFbaFLqdZE/rHFEXfeOTjCYMXtcJGavDVCkQllTnNsQtl6evBnHmeN
/tYzbUb7/i5LtlSdwjcXKk6F4Z1lL9MljX/DNL72TQpoToz+VD/s+/WnmlyDUU+X
6VL2rbCtEkCpFUJklI3+NqYBlqDdIoAq9IOGZN8khISYLoXaaZdOy/vW9Pg1JmhO
enSYZHemZLgg4d+rpmoD2VdGJYNbHqx0yFXETD0GUnnORFoiImlMy/mY0hd7xIg5
MMgRj/EzAgMBAAECggEALJZHUesT+zytxAX6G01A1OZqUMjVzgosk4JdNcdqydB8
1n2yD4yPK3amtFechhLhhk6wcC2uAcLpfI8SEQNO7ivz7Kvk3Mw8p6AdknAUXLUo
KMcWVJ28jo698WujNs+K1BBBSBMvD0+uvQu7mBgNjbNoz7jefi2qHtC4mzV1KQhe
jfHPgmj/UOvvh9aaiDOb+36nf+cRM4TZiWK7ZRo75JkvfSYgZRoXFVLMtztNsrbw
J8a9hkKAVF3MFiNIP0/kKN7VkIkSKSFnB1rJoUKZMENoQj2dYdDXBF2UOfx/dEz6
uhSGFZgHkJIHEC1SADMAuyb3sGbkOBOJ3I1VPl+38QKBgQDXp2g8naxjN2NIKVzO
C4NjKQKT5JZ0L1VPvM3VI6gI3Abyr1V9HBqA1p1Hg+F+OlsBgIJJKOIras0e2Mrl
WVZPy6d9vjGGTYI9SW6blwzGx0pVDMmY9mvuv2/mKsFiMmdWc3SEZM8z3Sp/iFRc
ie6X+4/xfLEZ1/2yFw1gPb1KKwKBgQC4qEOv6+S0aPHm72x5QhLjEuXy1jWQ8CHQ
6w/esZIXTwTz6vtRLxhSvygQ9iaPrCIKUJJYR0v24rGZc+Y0RujZam9tKnUaMWbC
Mn9wj3b5dJ7GYEpEudvhAqKyuzIReeDDroHdQUKcX+6mawAHOO4EOqFDCCf1tXEX
MRJjGkCZGQKBgHYvHIT7tBm7pQFLCb0xuhOByhPa1kleF1bXlcYVAGW6j2Q4ipVB
7ZRmCVPEBrPyryUnlD8b1LcOlNMu5CLEzvR0G5phvSppF9MWhzNlmG7nkOkDVQgr
JAN3jo+JJun1zYQnSde0l4lIz52MzQ7Z2JQaHUyulTAgmrwavg3cR/x5AoGAfa3g
a9LU1Ul8Ix6fqKQk8LIDGdVbnesiSOxD3+DhusWIbG9pX6b7Gg6KuYifVDfm7zhJ
cpYMCNvf3r54VupQPvHnJti33Pz0oIX4IOc0JbKPAhu1ULNjCPFfROCNwkE+jlCu
iKWLLZ1Jc7Dt0vyXWv+AlHvvnpdAgnVeu165yrkCgYEA1yycB9834Og9igpgV4sR
/zJxjVHimXRznmVogJQhrpmTDCX2xHw3A1zJ3/3k4r7YmUgqoIBovUBxHLHXIvZY
6djd3BaE3P2wGaPQSfz5mDvbY6vC+q3quhEXGOzp3TjFu7Pftjw90Q0PDytWj6G2
tmSJGbeoqdAFk4f+GapLjeU=
-----END PRIVATE KEY-----`;

/** Cards of spec 2 §5's rules: Luhn-valid numbers, a 3-digit code, an expiry in the future. */
export const VISA = { nameOnCard: "Jane Citizen", cardNo: "4111 1111 1111 1111", expiryDate: "03 / 2031", cvv: "737" };
export const FIXED_NOW = new Date("2026-11-22T10:00:00.000Z");

/* ------------------------------------------------------------------------------------------------
 * Fixtures of the checkout calls (the contract's shapes) and a fake API that records requests.
 * --------------------------------------------------------------------------------------------- */

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

/** A day `offset` days from today, as the calendar sends it. */
export function dayFromToday(offset: number, overrides: Partial<AvailabilityDate> = {}): AvailabilityDate {
  const date = new Date();
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

export function availabilityFixture(overrides: Partial<AvailabilityAnswer> = {}): AvailabilityAnswer {
  return {
    cartId: CART_ID,
    availability: [dayFromToday(2), dayFromToday(3, { price: 0 })],
    extendedAvailability: [],
    supplierAvailability: [],
    supplierErrors: [],
    winningDeliveryServiceOverride: false,
    showNotifyIfAvailableSooner: true,
    deliveryServices: [{ sku: "UNPACK", title: "Unpack and remove packaging", price: 30, blurb: "", selected: false, hidden: false }],
    showInstallationContact: false,
    showUniqueDeliveryRequirements: false,
    deliveryUnavailable: false,
    storage: { freeDays: 60, dailyFee: 4, minimumProductPrice: 300, appliesToCart: true, firstFeeDate: [2099, 1, 1] },
    ...overrides,
  };
}

export const localityAnswer = {
  items: [
    { id: "3000_MELBOURNE", suburb: "MELBOURNE", postcode: "3000", state: "VIC", country: "AU", fullAddress: "MELBOURNE VIC 3000" },
    { id: "3004_MELBOURNE", suburb: "MELBOURNE", postcode: "3004", state: "VIC", country: "AU", fullAddress: "MELBOURNE VIC 3004" },
  ],
  totalCount: 2,
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
    "GET /api/locality/*": localityAnswer,
    "POST /api/checkout/avail": availabilityFixture(),
    "POST /api/cart/email": cartFixture,
    ...overrides,
  };
}

/**
 * jose checks `instanceof Uint8Array` against the test's globals, which are jsdom's under the jsdom
 * preset, while jsdom's TextEncoder answers Node's Uint8Array. An encoder that answers the global
 * kind lets a component test run the real card encryption.
 */
export function useGlobalRealmTextEncoder(): void {
  const node = new NodeTextEncoder();
  globalThis.TextEncoder = class {
    readonly encoding = "utf-8";
    encode(text?: string) {
      return new Uint8Array(node.encode(text));
    }
    encodeInto(text: string, into: Uint8Array) {
      return node.encodeInto(text, into);
    }
  } as unknown as typeof TextEncoder;
}
