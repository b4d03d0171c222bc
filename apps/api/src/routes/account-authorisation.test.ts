/**
 * The authorisation matrix of every account call (issue 13 item 5): each call anonymous, as the
 * owner of the resource, as another customer and as staff, with the status each cell must get.
 * "Another customer" and "staff" act on the owner's resources (order number, address id, user id).
 */
import { randomUUID } from "node:crypto";
import { and, arrayContains, asc, eq, type SQL } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { ReferralStatus, RescheduleOptions } from "@storefront/api-contract/account";
import {
  INSTALMENT_PROVIDERS,
  instalmentConfirmationPath,
  type AvailabilityAnswer,
  type InstalmentProvider,
} from "@storefront/api-contract/checkout";
import { Day } from "../checkout/availability";
import { addresses, carts, deliveryBookings, manufacturers, orderLines, orders, payments, products, savedAddresses } from "../db/schema";
import { SANDBOX_ACCOUNTS } from "../seed/accounts";
import { TEST_TODAY } from "../test-clock";
import { bearer, setupTestApi, Shopper, signIn } from "../test-helpers";

const api = setupTestApi();
const [staff, owner] = SANDBOX_ACCOUNTS;
const other = { email: "other.customer@example.com", password: "Kettle-boil-7" };
const ORDER_NUMBER = "WA20000001";

type Who = "anonymous" | "owner" | "other" | "staff";
const tokens: Partial<Record<Who, string>> = {};
let ownerAddressId = 0;
/** The owner's shopper session (its cookie) and a line of its cart: a cart belongs to a session, not an account. */
const ownerShopper = new Shopper();
let ownerCartLine = "";
const WALLET_RETURNS: InstalmentProvider[] = ["applepay", "googlepay", "paypalbnpl"];
/** A cancelled payment of the owner's session at each wallet and at PayPal Pay in 4 (issue 44 item 4), by the cart it paid for. */
const walletCartIds = Object.fromEntries(WALLET_RETURNS.map((provider) => [provider, randomUUID()])) as Record<InstalmentProvider, string>;
let outOfStockSku = "";
/** The owner's referral code and a day the owner's order may move to (issue 45 items 2 and 10). */
let ownerReferralCode = "";
let rescheduleTarget: number[] = [];
/** A line of the owner's andoo cart that cannot be delivered to Hobart, and an alternative offered for it (issue 45 item 6). */
const ownerSwap = { productCode: "", sku: "" };
const HOBART = { suburb: "HOBART", state: "TAS", postcode: "7000" };

interface Call {
  name: string;
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  url: () => string;
  body?: () => Record<string, unknown>;
  /** The storefront the call is made on (wa unless named). */
  brand?: string;
  /** The owner's cell also carries the owner's session cookie (calls on the session's cart). */
  ownerSession?: true;
  expect: Record<Who, number>;
}

const address = { firstName: "Riley", lastName: "Harper", address: "12 Wattle St", suburb: "Glebe", state: "NSW", postcode: "2037" };
const profileUpdate = () => ({
  userId: owner.id,
  clientId: "web",
  email: owner.email,
  emailChanged: false,
  firstName: "Riley",
  firstNameChanged: true,
  lastName: "Harper",
  lastNameChanged: false,
});

const CALLS: Call[] = [
  { name: "account info", method: "GET", url: () => "/api/account", expect: { anonymous: 401, owner: 200, other: 200, staff: 200 } },
  {
    name: "profile patch",
    method: "PATCH",
    url: () => "/api/account",
    body: () => ({ firstName: "Riley" }),
    expect: { anonymous: 401, owner: 200, other: 200, staff: 200 },
  },
  {
    name: "getprofile",
    method: "GET",
    url: () => "/api/account/getprofile",
    expect: { anonymous: 401, owner: 200, other: 200, staff: 200 },
  },
  {
    name: "updateprofile of the owner's userId",
    method: "POST",
    url: () => "/api/account/updateprofile",
    body: profileUpdate,
    expect: { anonymous: 401, owner: 200, other: 403, staff: 403 },
  },
  {
    name: "updateprofile changing the email without the current password",
    method: "POST",
    url: () => "/api/account/updateprofile",
    body: () => ({ ...profileUpdate(), email: "someone.new@example.com", emailChanged: true }),
    expect: { anonymous: 401, owner: 400, other: 403, staff: 403 },
  },
  {
    name: "changepassword of the owner's userId",
    method: "POST",
    url: () => "/api/account/changepassword",
    // The same password again, so the owner's later cells still sign in with it.
    body: () => ({ userId: owner.id, clientId: "web", currentPassword: owner.password, newPassword: owner.password }),
    expect: { anonymous: 401, owner: 200, other: 403, staff: 403 },
  },
  {
    name: "revertemail with a token nobody was mailed",
    method: "POST",
    url: () => "/api/account/revertemail",
    body: () => ({ token: "A".repeat(43) }),
    expect: { anonymous: 400, owner: 400, other: 400, staff: 400 },
  },
  {
    name: "link a social sign-in to the signed-in account",
    method: "POST",
    url: () => "/api/account/externallogin/Google/link",
    body: () => ({}),
    expect: { anonymous: 401, owner: 200, other: 200, staff: 403 },
  },
  {
    name: "confirmexternallogin with a token nobody was mailed",
    method: "POST",
    url: () => "/api/account/confirmexternallogin",
    body: () => ({ token: "A".repeat(43) }),
    expect: { anonymous: 400, owner: 400, other: 400, staff: 400 },
  },
  {
    name: "invoiced orders",
    method: "GET",
    url: () => "/api/account/order/invoiced",
    expect: { anonymous: 401, owner: 200, other: 200, staff: 200 },
  },
  {
    name: "the owner's order",
    method: "GET",
    url: () => `/api/account/order/invoiced/${ORDER_NUMBER}`,
    expect: { anonymous: 401, owner: 200, other: 404, staff: 404 },
  },
  {
    name: "saved addresses",
    method: "GET",
    url: () => "/api/account/order/addresses",
    expect: { anonymous: 401, owner: 200, other: 200, staff: 200 },
  },
  {
    name: "save a new address",
    method: "POST",
    url: () => "/api/account/order/addresses/save",
    body: () => address,
    expect: { anonymous: 401, owner: 200, other: 200, staff: 200 },
  },
  {
    name: "change the owner's address",
    method: "POST",
    url: () => "/api/account/order/addresses/save",
    body: () => ({ ...address, id: ownerAddressId }),
    expect: { anonymous: 401, owner: 200, other: 404, staff: 404 },
  },
  // The address lookup (issue 44 item 3) is for every shopper, signed in or not: it reads nothing of anyone's.
  {
    name: "address suggestions",
    method: "GET",
    url: () => "/api/address/suggestions?input=12%20Banksia",
    expect: { anonymous: 200, owner: 200, other: 200, staff: 200 },
  },
  {
    name: "address of a suggested place",
    method: "GET",
    url: () => "/api/address/place/test-richmond",
    expect: { anonymous: 200, owner: 200, other: 200, staff: 200 },
  },
  {
    name: "relogin without a token of one's own",
    method: "POST",
    url: () => "/api/account/relogin",
    body: () => ({ token: "not.a.token", origin: "http://localhost:3001", nonce: "nonce-12345678", returnUrl: "/account" }),
    expect: { anonymous: 401, owner: 401, other: 401, staff: 401 },
  },
  {
    name: "logout",
    method: "POST",
    url: () => "/api/account/logout",
    body: () => ({ userId: owner.id, clientId: "web" }),
    expect: { anonymous: 200, owner: 200, other: 200, staff: 200 },
  },
  // Issue 45 item 3: the deals club (wa runs one), the signed-in customer's own membership.
  {
    name: "deals club membership",
    method: "GET",
    url: () => "/api/account/deals-club",
    expect: { anonymous: 401, owner: 200, other: 200, staff: 200 },
  },
  {
    name: "join the deals club",
    method: "POST",
    url: () => "/api/account/deals-club",
    expect: { anonymous: 401, owner: 200, other: 200, staff: 200 },
  },
  {
    name: "leave the deals club",
    method: "DELETE",
    url: () => "/api/account/deals-club",
    expect: { anonymous: 401, owner: 200, other: 200, staff: 200 },
  },
  // Issue 45 item 5: sign-in by a mailed code (aol-nz offers it), the same for everyone: no token is read.
  {
    name: "ask for a sign-in code",
    method: "POST",
    url: () => "/api/account/signin-code",
    brand: "aol-nz",
    body: () => ({ email: "nobody.at.all@example.com" }),
    expect: { anonymous: 200, owner: 200, other: 200, staff: 200 },
  },
  {
    name: "sign in with a code nobody was mailed",
    method: "POST",
    url: () => "/api/account/login-code",
    brand: "aol-nz",
    body: () => ({ email: "nobody.at.all@example.com", code: "123456", nonce: "nonce-12345678" }),
    expect: { anonymous: 303, owner: 303, other: 303, staff: 303 },
  },
  {
    // A cart line is the session's: only the owner's session cookie reaches it, whoever is signed in (issue 40).
    name: "set the quantity of the owner's cart line",
    method: "PUT",
    url: () => `/api/cart/product/${ownerCartLine}`,
    body: () => ({ qty: 2 }),
    ownerSession: true,
    expect: { anonymous: 400, owner: 200, other: 400, staff: 400 },
  },
  // issue 45 item 6: the product swap works on the session's cart, as the quantity does; andoo has the flag on.
  {
    name: "swap the owner's undeliverable cart line for an offered alternative",
    method: "POST",
    url: () => "/api/cart/swap",
    brand: "andoo",
    body: () => ({ productCode: ownerSwap.productCode, sku: ownerSwap.sku, ...HOBART }),
    ownerSession: true,
    expect: { anonymous: 400, owner: 200, other: 400, staff: 400 },
  },
  {
    name: "swap where CheckoutExpandedProductSwapEnabled is off (wa)",
    method: "POST",
    url: () => "/api/cart/swap",
    body: () => ({ productCode: ownerCartLine, sku: ownerSwap.sku, ...HOBART }),
    ownerSession: true,
    expect: { anonymous: 404, owner: 404, other: 404, staff: 404 },
  },
  // issue 45 item 1: notify me is for anyone; its mailed links are the key, not a sign-in.
  {
    name: "notify me about an out-of-stock product",
    method: "POST",
    url: () => "/api/notify-me",
    body: () => ({ sku: outOfStockSku, email: "watcher@example.com" }),
    expect: { anonymous: 202, owner: 202, other: 202, staff: 202 },
  },
  {
    name: "notify-me confirm with a token nobody was mailed",
    method: "POST",
    url: () => "/api/notify-me/confirm",
    body: () => ({ token: `${"A".repeat(22)}.${"B".repeat(43)}` }),
    expect: { anonymous: 400, owner: 400, other: 400, staff: 400 },
  },
  {
    name: "notify-me unsubscribe with a token nobody was mailed",
    method: "POST",
    url: () => "/api/notify-me/unsubscribe",
    body: () => ({ token: `${"A".repeat(22)}.${"B".repeat(43)}` }),
    expect: { anonymous: 400, owner: 400, other: 400, staff: 400 },
  },
  // Issue 45 item 2: referrals (wa runs a campaign). The link's code is the key of an arrival, not a sign-in.
  {
    name: "the signed-in customer's referral link",
    method: "GET",
    url: () => "/api/account/referral",
    expect: { anonymous: 401, owner: 200, other: 200, staff: 200 },
  },
  {
    name: "arrive by the owner's referral link",
    method: "POST",
    url: () => "/api/referral/arrival",
    body: () => ({ code: ownerReferralCode }),
    expect: { anonymous: 200, owner: 200, other: 200, staff: 200 },
  },
  // Issue 45 item 10: rescheduling the delivery of the owner's order.
  {
    name: "the delivery days of the owner's order",
    method: "GET",
    url: () => `/api/account/order/invoiced/${ORDER_NUMBER}/delivery-days`,
    expect: { anonymous: 401, owner: 200, other: 404, staff: 404 },
  },
  {
    name: "move the owner's order to another delivery day",
    method: "POST",
    url: () => `/api/account/order/invoiced/${ORDER_NUMBER}/delivery-date`,
    body: () => ({ deliveryDate: rescheduleTarget }),
    expect: { anonymous: 401, owner: 200, other: 404, staff: 404 },
  },
  // Spec 3 page type vouchers: a gift card's balance is for whoever holds its number.
  {
    name: "a gift card's balance by its number",
    method: "POST",
    url: () => "/api/giftcard/balance",
    body: () => ({ code: "GIFT-VALID-100" }),
    expect: { anonymous: 200, owner: 200, other: 200, staff: 200 },
  },
  // Issue 45 item 11: measurement is every visitor's, signed in or not; it reads nothing of anyone's.
  {
    name: "widget event",
    method: "POST",
    url: () => "/api/analytics/widget",
    body: () => ({ widget: "chat", action: "opened", url: "/" }),
    expect: { anonymous: 200, owner: 200, other: 200, staff: 200 },
  },
  {
    name: "variant test failure",
    method: "POST",
    url: () => "/api/varianttest/failure",
    body: () => ({ testId: "search-suggestions", reason: "noCookie" }),
    expect: { anonymous: 200, owner: 200, other: 200, staff: 200 },
  },
  // Last: deleting the owner's address.
  {
    name: "delete the owner's address",
    method: "DELETE",
    url: () => `/api/account/order/addresses/${ownerAddressId}`,
    expect: { anonymous: 401, owner: 200, other: 404, staff: 404 },
  },
  // The return from a wallet or PayPal Pay in 4 (issue 44 item 4): only the session that started
  // the payment confirms it (the owner's cancelled one answers "cancelled"); any other caller,
  // signed in or not, finds no payment (400).
  ...WALLET_RETURNS.map((provider): Call => ({
    name: `confirm the ${INSTALMENT_PROVIDERS[provider].title} return of the owner's cart`,
    method: "POST",
    url: () => `${instalmentConfirmationPath(provider)}?cartId=${walletCartIds[provider]}&token=t.${provider}&status=CANCELLED`,
    ownerSession: true,
    expect: { anonymous: 400, owner: 200, other: 400, staff: 400 },
  })),
];

/** Order of the cells: the owner last, so the others act while the owner's rows still exist. */
const WHO: Who[] = ["anonymous", "other", "staff", "owner"];

beforeAll(async () => {
  const registered = await api.request({
    method: "POST",
    url: "/api/account/register",
    payload: { ...other, firstName: "Olive", lastName: "Other", phone: "0412 000 111", clientId: "web" },
  });
  expect(registered.statusCode, registered.body).toBe(200);
  // Two products in stock: the first is made out of stock for notify me, the second goes in the owner's cart.
  const [watched, inCart] = await api.db
    .select({ id: products.id, sku: products.sku })
    .from(products)
    .where(and(arrayContains(products.storefronts, ["wa"]), eq(products.stockStatus, "inStock")) as SQL)
    .orderBy(products.id)
    .limit(2);
  await api.db.update(products).set({ stockStatus: "noStock" }).where(eq(products.id, watched!.id));
  outOfStockSku = watched!.sku;
  const id = randomUUID();
  await api.db.insert(orders).values({
    id,
    orderNumber: ORDER_NUMBER,
    cartId: randomUUID(),
    sessionId: randomUUID(),
    accountId: owner.id,
    storefrontId: "wa",
    email: owner.email,
    phoneNumber: owner.phone,
    newsletter: false,
    currency: "AUD",
    subtotal: 50,
    discount: 0,
    shipping: 0,
    servicesTotal: 0,
    supplierTotal: 0,
    orderTotal: 50,
    amountPaid: 50,
    storageFeePerDay: 0,
    stockFeeAcknowledged: false,
    requestedDeliveryContact: false,
    requestedInstallationContact: false,
    earlyNotification: false,
  });
  await api.db
    .insert(orderLines)
    .values({ orderId: id, sku: "X-1", title: "Kettle", quantity: 1, unitPrice: 50, lineTotal: 50, sortOrder: 1 });
  const added = await api.request({
    method: "POST",
    url: "/api/cart/product/",
    brand: "wa",
    shopper: ownerShopper,
    payload: { sku: inCart?.sku, qty: 1 },
  });
  ownerCartLine = added.json<{ products: { productCode: string }[] }>().products[0]?.productCode ?? "";
  const ownerCartId = added.json<{ cartId: string }>().cartId;
  const [cart] = await api.db.select({ sessionId: carts.sessionId }).from(carts).where(eq(carts.id, ownerCartId));
  for (const provider of WALLET_RETURNS) {
    await api.db.insert(payments).values({
      id: randomUUID(),
      storefrontId: "wa",
      cartId: walletCartIds[provider],
      sessionId: cart!.sessionId,
      idempotencyKey: `authorisation-${provider}`,
      method: INSTALMENT_PROVIDERS[provider].method,
      provider,
      status: "cancelled",
      amount: 50,
      currency: "AUD",
      paymentReference: `${provider.toUpperCase()}-000000000001`,
      checkout: {},
      leaseUntil: new Date(),
    });
  }
  await api.db.insert(addresses).values({ orderId: id, kind: "delivery", ...address, companyName: null, country: "AU" });
  // Delivered on a weekday two weeks on, for $29 (a $50 order): the owner may move it to another weekday.
  let booked = Day.parse(TEST_TODAY.toISOString().slice(0, 10)).plus(14);
  while (booked.weekday === 0 || booked.weekday === 6) booked = booked.plus(1);
  await api.db.insert(deliveryBookings).values({
    orderId: id,
    deliveryDate: booked.iso,
    sameDay: false,
    extended: false,
    price: 29,
    services: [],
    supplierDates: [],
    cashAndCarry: false,
  });
  const ownerToken = await signIn(api, owner.email, owner.password);
  const referral = await api.request({ url: "/api/account/referral", brand: "wa", headers: bearer(ownerToken) });
  ownerReferralCode = (referral.json() as ReferralStatus).code ?? "";
  const options = await api.request({
    url: `/api/account/order/invoiced/${ORDER_NUMBER}/delivery-days`,
    brand: "wa",
    headers: bearer(ownerToken),
  });
  rescheduleTarget = (options.json() as RescheduleOptions).days.find((day) => day.available)?.date ?? [];
  expect(ownerReferralCode).not.toBe("");
  expect(rescheduleTarget).toHaveLength(3);
});

beforeAll(async () => {
  // A product of a proforma brand (andoo's supplier does not deliver to TAS), of a category that has
  // other brands in stock, in the owner's andoo cart.
  const rows = await api.db
    .select({ sku: products.sku, categoryId: products.categoryId, brand: manufacturers.name })
    .from(products)
    .innerJoin(manufacturers, eq(manufacturers.id, products.manufacturerId))
    .where(and(arrayContains(products.storefronts, ["andoo"]), eq(products.stockStatus, "inStock")))
    .orderBy(asc(products.id));
  const proforma = (row: { brand: string }) => ["Ironbark", "Emberline"].includes(row.brand);
  const supplierProduct = rows.find(
    (row) => proforma(row) && rows.some((other) => !proforma(other) && other.categoryId === row.categoryId),
  );
  const added = await api.request({
    method: "POST",
    url: "/api/cart/product",
    brand: "andoo",
    shopper: ownerShopper,
    payload: { sku: supplierProduct?.sku, qty: 1 },
  });
  const cartId = added.json<{ cartId: string }>().cartId;
  const answer = await api.request({
    method: "POST",
    url: "/api/checkout/avail",
    brand: "andoo",
    shopper: ownerShopper,
    payload: { cartId, deliveryAddress: { ...HOBART, address: "1 Test Street", country: "AU" } },
  });
  const [swap] = answer.json<AvailabilityAnswer>().productSwaps ?? [];
  ownerSwap.productCode = swap?.productCode ?? "";
  ownerSwap.sku = swap?.alternatives[0]?.sku ?? "";
  expect(ownerSwap.sku, answer.body).not.toBe("");
});

describe("authorisation matrix of the account calls", () => {
  it.each(CALLS.flatMap((call) => WHO.map((who) => [call.name, who, call] as const)))("%s as %s", async (_name, who, call) => {
    // Fresh tokens per cell: logout revokes the one it is given.
    if (who !== "anonymous") {
      const account = who === "owner" ? owner : who === "staff" ? staff : other;
      tokens[who] = await signIn(api, account.email, account.password);
    }
    if (!ownerAddressId) {
      const [row] = await api.db
        .insert(savedAddresses)
        .values({ accountId: owner.id, ...address, country: "AU" })
        .returning({ id: savedAddresses.id });
      ownerAddressId = row?.id ?? 0;
    }
    const token = who === "anonymous" ? undefined : tokens[who];
    const response = await api.request({
      method: call.method,
      url: call.url(),
      brand: call.brand ?? "wa",
      headers: token ? bearer(token) : {},
      ...(call.ownerSession && who === "owner" ? { shopper: ownerShopper } : {}),
      ...(call.body ? { payload: call.body() } : {}),
    });
    expect(response.statusCode, response.body).toBe(call.expect[who]);
    if (response.statusCode === 401 && call.name !== "logout") expect(response.headers["www-authenticate"]).toBe("Bearer");
  });
});
