import { DEALS_CLUB_MESSAGES, type DealsClubStatus } from "@storefront/api-contract/account";
import type { Cart } from "@storefront/api-contract/cart";
import type { CheckoutAnswer, OrderAnswer } from "@storefront/api-contract/checkout";
import type { ProductDetail } from "@storefront/api-contract/product";
import { and, arrayContains, asc, eq, isNotNull, isNull, notInArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  addToCart,
  checkoutBody,
  newKey,
  sandboxGateways,
  setupSandbox,
  submit,
  TEST_CARDS,
  TEST_MONDAY,
} from "../checkout/checkout-test-support";
import { dealsClubMembers, manufacturers, products } from "../db/schema";
import { SANDBOX_ACCOUNTS } from "../seed/accounts";
import { accessTokenOf, bearer, Shopper, setupTestApi } from "../test-helpers";

const sandbox = setupSandbox();
const api = setupTestApi({ ...sandboxGateways(sandbox), now: () => TEST_MONDAY });
const [STAFF, CUSTOMER] = SANDBOX_ACCOUNTS;

/** dealsClubEnabled: seeded on for wa and andoo, off for hc. */
const CLUB = "wa";
const NO_CLUB = "hc";
let member: string;
let nonMember: string;
let offer: typeof products.$inferSelect;
let everyday: typeof products.$inferSelect;

/** An in-stock product of a storefront, with or without a member offer, delivered by us (not a proforma brand). */
async function productOf(storefront: string, withOffer: boolean) {
  const [row] = await api.db
    .select({ product: products })
    .from(products)
    .innerJoin(manufacturers, eq(manufacturers.id, products.manufacturerId))
    .where(
      and(
        arrayContains(products.storefronts, [storefront]),
        eq(products.stockStatus, "inStock"),
        withOffer ? isNotNull(products.memberPriceAud) : isNull(products.memberPriceAud),
        notInArray(manufacturers.name, ["Ironbark", "Emberline", "Wrenfield", "Oakhurst"]),
      ),
    )
    .orderBy(asc(products.id))
    .limit(1);
  if (!row) throw new Error("no product for the test");
  return row.product;
}

const status = async (brand: string, token: string, method: "GET" | "POST" | "DELETE" = "GET") =>
  api.request({ method, url: "/api/account/deals-club", brand, headers: bearer(token) });

const cartWith = async (shopper: Shopper, brand: string, token?: string) =>
  (await api.request({ url: "/api/cart", brand, shopper, headers: token ? bearer(token) : {} })).json() as Cart;

beforeAll(async () => {
  member = await accessTokenOf(api, CUSTOMER);
  nonMember = await accessTokenOf(api, STAFF);
  offer = await productOf(CLUB, true);
  everyday = await productOf(CLUB, false);
  expect((await status(CLUB, member, "POST")).statusCode).toBe(200);
});

describe("joining the deals club (issue 45 item 3)", () => {
  it("lets a signed-in customer join once, keeps the first date, and leave", async () => {
    const token = nonMember;
    expect((await status(CLUB, token)).json()).toEqual({ enabled: true, member: false, joinedAt: null });
    const joined = (await status(CLUB, token, "POST")).json() as DealsClubStatus;
    expect(joined).toMatchObject({ enabled: true, member: true, joinedAt: expect.any(String) });
    expect(((await status(CLUB, token, "POST")).json() as DealsClubStatus).joinedAt).toBe(joined.joinedAt);
    expect((await status(CLUB, token, "DELETE")).json()).toEqual({ enabled: true, member: false, joinedAt: null });
  });

  it("is not offered where dealsClubEnabled is off", async () => {
    expect((await status(NO_CLUB, member)).json()).toEqual({ enabled: false, member: false, joinedAt: null });
    const refused = await status(NO_CLUB, member, "POST");
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ message: DEALS_CLUB_MESSAGES.notOffered });
  });

  it("needs a signed-in customer", async () => {
    expect((await api.request({ url: "/api/account/deals-club", brand: CLUB })).statusCode).toBe(401);
    expect((await api.request({ method: "POST", url: "/api/account/deals-club", brand: CLUB })).statusCode).toBe(401);
  });
});

describe("member prices", () => {
  it("are in the catalogue's answers: a member offer under the price, null without one", async () => {
    const detail = (await api.request({ url: `/api/v2/product/sku/${offer.sku}`, brand: CLUB })).json() as ProductDetail;
    expect(detail.memberPrice).toBe(offer.memberPriceAud);
    expect(detail.memberPrice).toBeLessThan(detail.price);
    const plain = (await api.request({ url: `/api/v2/product/sku/${everyday.sku}`, brand: CLUB })).json() as ProductDetail;
    expect(plain.memberPrice).toBeNull();
  });

  it("are charged in a member's cart, and not in the same cart read signed out or by a non-member", async () => {
    const shopper = new Shopper();
    await addToCart(api, shopper, CLUB, offer.sku, 2);
    await addToCart(api, shopper, CLUB, everyday.sku);
    const asMember = await cartWith(shopper, CLUB, member);
    const line = asMember.products.find((p) => p.sku === offer.sku);
    expect(asMember.dealsClubMember).toBe(true);
    expect(line).toMatchObject({ price: offer.memberPriceAud, memberPrice: offer.memberPriceAud, memberPriced: true });
    expect(asMember.products.find((p) => p.sku === everyday.sku)).toMatchObject({ price: everyday.priceAud, memberPriced: false });
    expect(asMember.orderTotal).toBe((Number(offer.memberPriceAud) * 200 + everyday.priceAud * 100) / 100);

    const signedOut = await cartWith(shopper, CLUB);
    expect(signedOut.dealsClubMember).toBe(false);
    expect(signedOut.products.find((p) => p.sku === offer.sku)).toMatchObject({ price: offer.priceAud, memberPriced: false });
    const staff = await cartWith(shopper, CLUB, nonMember);
    expect(staff.products.find((p) => p.sku === offer.sku)?.price).toBe(offer.priceAud);
  });

  it("are neither shown nor charged in a cart where dealsClubEnabled is off, even to a member there", async () => {
    const hcOffer = await productOf(NO_CLUB, true);
    await api.db.insert(dealsClubMembers).values({ accountId: CUSTOMER.id, storefrontId: NO_CLUB }).onConflictDoNothing();
    const shopper = new Shopper();
    await addToCart(api, shopper, NO_CLUB, hcOffer.sku);
    const cart = await cartWith(shopper, NO_CLUB, member);
    expect(cart.dealsClubMember).toBeUndefined();
    expect(cart.products[0]).toMatchObject({ price: hcOffer.priceAud, memberPrice: null, memberPriced: false });
  });

  it("are what checkout charges a member: the everyday total is refused, the member total places the order", async () => {
    const shopper = new Shopper();
    const cartId = await addToCart(api, shopper, CLUB, offer.sku);
    const body = await checkoutBody(api, shopper, CLUB, TEST_CARDS.approve);
    const memberTotal = Math.round((body.orderTotal - (offer.priceAud - Number(offer.memberPriceAud))) * 100) / 100;
    // The member's checkout page reads the cart with the bearer token before it submits.
    expect((await cartWith(shopper, CLUB, member)).orderTotal).toBe(offer.memberPriceAud);

    const everydayTotal = await submit(api, shopper, CLUB, { ...body }, newKey(), bearer(member));
    expect(everydayTotal.statusCode).toBe(400);
    const placed = await submit(api, shopper, CLUB, { ...body, orderTotal: memberTotal }, newKey(), bearer(member));
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json() as CheckoutAnswer).toMatchObject({ orderCompleted: true });
    const order = (await api.request({ url: `/api/checkout/order?id=${cartId}`, brand: CLUB, shopper })).json() as OrderAnswer;
    expect(order.orderTotal).toBe(memberTotal);
  });
});
