import type { InvoicedOrder, InvoicedOrderSummary, SavedAddress } from "@storefront/api-client/account";
import { customerInfo, renderWithProviders, signIn } from "@storefront/page-kit/testing";
import type { RouteObject } from "react-router";
import { AccountPage } from "../AccountPage";
import { AddressesPage } from "./AddressesPage";
import { DealsClubPage } from "./DealsClubPage";
import { OrderDetailPage } from "./OrderDetailPage";
import { OrdersPage } from "./OrdersPage";
import { ProfilePage } from "./ProfilePage";
import { ReferAFriendPage } from "./ReferAFriendPage";
import { RescheduleDeliveryPage } from "./RescheduleDeliveryPage";

export interface AreaCall {
  method: string;
  /** Path and query. */
  url: string;
  body: unknown;
}

type Answer = unknown | Response | ((call: AreaCall) => unknown);

/** A fake account API: `"METHOD /path"` keys (a `?query` in the key matches it exactly), 404 otherwise; every call recorded. */
export function fakeAreaApi(answers: Record<string, Answer>) {
  const calls: AreaCall[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input));
    const method = init?.method ?? "GET";
    const call = { method, url: `${url.pathname}${url.search}`, body: typeof init?.body === "string" ? JSON.parse(init.body) : undefined };
    calls.push(call);
    const entry = answers[`${method} ${call.url}`] ?? answers[`${method} ${url.pathname}`];
    if (entry === undefined) return Response.json({ message: "not found" }, { status: 404 });
    const answer: unknown = await (typeof entry === "function" ? (entry as (call: AreaCall) => unknown)(call) : entry);
    return answer instanceof Response ? answer : Response.json(answer ?? null);
  };
  return { fetch, calls };
}

export const areaRoutes: RouteObject[] = [
  { path: "/", element: <p>Home page</p> },
  { path: "/account", element: <AccountPage /> },
  { path: "/account/login", element: <p>Login page</p> },
  { path: "/account/orders", element: <OrdersPage /> },
  { path: "/account/orders/:orderId", element: <OrderDetailPage /> },
  { path: "/account/addresses", element: <AddressesPage /> },
  { path: "/account/profile", element: <ProfilePage /> },
  { path: "/account/deals-club", element: <DealsClubPage /> },
  { path: "/account/orders/:orderId/reschedule-delivery", element: <RescheduleDeliveryPage /> },
  { path: "/refer-a-friend", element: <ReferAFriendPage /> },
];

/** Renders an account page for a signed-in customer (unless `signedOut`), on the fake API, with the root's settings when given. */
export function renderArea(
  path: string,
  answers: Record<string, Answer> = {},
  { signedOut = false, settings }: { signedOut?: boolean; settings?: Record<string, string> } = {},
) {
  if (!signedOut) signIn();
  const api = fakeAreaApi({ "GET /api/account": { ...customerInfo, lastName: "Harper", phone: "0412345678" }, ...answers });
  return { ...renderWithProviders(areaRoutes, { path, fetch: api.fetch, settings }), calls: api.calls };
}

export function orderSummary(n: number, overrides: Partial<InvoicedOrderSummary> = {}): InvoicedOrderSummary {
  return {
    orderNumber: `WA${String(10000000 + n)}`,
    placedAt: "2026-11-20T03:00:00.000Z",
    status: "completed",
    currency: "AUD",
    orderTotal: 1299,
    amountPaid: 1299,
    itemCount: 2,
    ...overrides,
  };
}

export const savedAddress: SavedAddress = {
  id: 7,
  firstName: "Riley",
  lastName: "Harper",
  companyName: null,
  address: "12 Wattle St",
  suburb: "GLEBE",
  state: "NSW",
  postcode: "2037",
  country: "AU",
  deliveryInstructions: null,
};

export const storedOrder: InvoicedOrder = {
  orderNumber: "WA10000001",
  cartId: "5d1e4c1a-0000-4000-8000-00000000c0de",
  status: "completed",
  placedAt: "2026-11-20T03:00:00.000Z",
  currency: "AUD",
  email: "customer@example.com",
  phoneNumber: "0412345678",
  lines: [
    {
      sku: "DW-100",
      title: "Quiet dishwasher",
      quantity: 1,
      price: 999,
      warranty: { name: "5 year care", price: 100 },
      install: null,
      lineTotal: 1099,
    },
    { sku: "KT-1", title: "Kettle", quantity: 2, price: 50, warranty: null, install: null, lineTotal: 100 },
  ],
  deliveryDate: [2026, 11, 27],
  sameDay: false,
  deliveryAddress: { ...savedAddress, deliveryInstructions: "Side gate" },
  billingAddress: null,
  deliveryServices: [{ sku: "SVC-REMOVE", title: "Remove old appliance", price: 40 }],
  poNumber: null,
  couponCode: "SAVE20",
  subtotal: 1199,
  discount: 20,
  shipping: 80,
  servicesTotal: 40,
  orderTotal: 1299,
  amountPaid: 1299,
  remainingPayment: 0,
  paymentMethod: "CreditCard",
  card: { brand: "Visa", lastFour: "1111" },
  storageFeePerDay: 0,
};
