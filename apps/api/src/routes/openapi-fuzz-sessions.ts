/**
 * The senders of the OpenAPI fuzz suite's stateful phases (issue 41 item 3): a session with a cart
 * holding a product, a signed-in customer with such a cart, and the staff account with a cart and a
 * project. A request that writes may empty the cart, sign out or delete the project: after an
 * answer `saw` counts as such a write, `ready()` puts the session back before the next call's
 * requests; it answers the session's headers and its known values. Test support for
 * openapi-fuzz.test.ts and hostile-input.test.ts.
 */
import type { Project } from "@storefront/api-contract/projects";
import { eq } from "drizzle-orm";
import { json, productFor } from "../checkout/checkout-test-support";
import { accounts } from "../db/schema";
import { SANDBOX_ACCOUNTS } from "../seed/accounts";
import { bearer, Shopper, signIn, type TestApi } from "../test-helpers";
import type { KnownValues, Sender } from "./openapi-arbitraries";

const BRAND = "wa";
const [STAFF, CUSTOMER] = SANDBOX_ACCOUNTS;

export interface FuzzSession {
  /** Who sends, as the test names it. */
  name: string;
  /** How the session sends, put back first (a cart with a product, signed in, its project) when a write went through since. */
  ready(): Promise<Sender>;
  /** Notes an answer: a write that was not refused may have changed the session's state. */
  saw(method: string, status: number): void;
}

/** A session whose state is restored only when an answer may have changed it (restoring takes a few requests itself). */
function keptSession(name: string, restore: () => Promise<Sender>): FuzzSession {
  let sender: Sender | undefined;
  return {
    name,
    ready: async () => (sender ??= await restore()),
    saw: (method, status) => {
      if (method !== "GET" && status < 400) sender = undefined;
    },
  };
}

/** What a shopper types into the checkout's and the account's forms: with these beside it, a hostile value gets past the form's rules. */
const FORM_VALUES: KnownValues = {
  email: ["jane@example.com"],
  phoneNumber: ["0412 345 678"],
  phone: ["0412 345 678"],
  firstName: ["Jane"],
  lastName: ["Citizen"],
  address: ["1 Test Street"],
  suburb: ["SYDNEY"],
  state: ["NSW"],
  postcode: ["2000"],
  country: ["AU"],
};

/** A shopper's cart on wa with one product line, refilled when a request emptied it or turned it into an order. */
function cartKeeper(api: TestApi) {
  const shopper = new Shopper();
  let sku = "";
  return async (extraHeaders: Record<string, string> = {}) => {
    sku ||= (await productFor(api.db, BRAND, { minPrice: 100 })).sku;
    const read = async () =>
      (await api.request({ url: "/api/cart", brand: BRAND, shopper, headers: extraHeaders })).json<{
        cartId?: string;
        products?: { productCode: string; sku: string }[];
      }>();
    const add = () =>
      api.request({
        method: "POST",
        url: "/api/cart/product",
        brand: BRAND,
        shopper,
        headers: { ...json, ...extraHeaders },
        payload: { sku, qty: 1 },
      });
    let cart = await read();
    if (!cart.products?.length) {
      let added = await add();
      if (added.statusCode !== 200) {
        // The staff phase's PUT /api/stock/{sku} may have taken the cart's product out of stock:
        // the first product still in stock takes its place.
        sku = (await productFor(api.db, BRAND, { minPrice: 100 })).sku;
        added = await add();
      }
      if (added.statusCode !== 200) throw new Error(`the fuzz session's cart could not be filled: ${added.statusCode} ${added.body}`);
      cart = await read();
    }
    const line = cart.products?.[0];
    if (!cart.cartId || !line) throw new Error("the fuzz session's cart could not be filled");
    return {
      headers: { "x-storefront-brand": BRAND, cookie: shopper.header() ?? "" },
      known: withIds(FORM_VALUES, {
        cartId: [cart.cartId],
        id: [cart.cartId],
        code: [line.productCode],
        productCode: [line.productCode],
        sku: [line.sku],
      }),
    };
  };
}

/**
 * A signed-in account's token, renewed when a request signed it out; when the password or email
 * was changed by a request, the account's row is put back first.
 */
function tokenKeeper(api: TestApi, account: (typeof SANDBOX_ACCOUNTS)[number]) {
  let token = "";
  let original: typeof accounts.$inferSelect | undefined;
  return async () => {
    original ??= (await api.db.select().from(accounts).where(eq(accounts.id, account.id)))[0];
    if (token && (await api.request({ url: "/api/account", headers: bearer(token) })).statusCode === 200) return token;
    try {
      token = await signIn(api, account.email, account.password);
    } catch {
      if (!original) throw new Error(`no seeded account ${account.email}`);
      const { id: _id, createdAt: _createdAt, ...row } = original;
      await api.db.update(accounts).set(row).where(eq(accounts.id, account.id));
      token = await signIn(api, account.email, account.password);
    }
    return token;
  };
}

/** (a) An anonymous shopper whose session has a cart with a product. */
export function cartSession(api: TestApi): FuzzSession {
  const cart = cartKeeper(api);
  return keptSession("a session with a cart", () => cart());
}

/** (b) The sandbox customer, signed in, with a cart and a saved address. */
export function customerSession(api: TestApi): FuzzSession {
  const cart = cartKeeper(api);
  const token = tokenKeeper(api, CUSTOMER);
  return keptSession("a signed-in customer with a cart", async () => {
    const auth = bearer(await token());
    const sender = await cart(auth);
    const saved = await api.request({ url: "/api/account/order/addresses", headers: auth });
    const ids = saved.json<{ items: { id: number }[] }>().items.map((address) => address.id);
    if (!ids.length) {
      const created = await api.request({
        method: "POST",
        url: "/api/account/order/addresses/save",
        headers: { ...auth, ...json },
        payload: { firstName: "Riley", lastName: "Harper", address: "12 Wattle St", suburb: "Glebe", state: "NSW", postcode: "2037" },
      });
      ids.push(created.json<{ id: number }>().id);
    }
    return { headers: { ...sender.headers, ...auth }, known: withIds(sender.known, { id: ids.slice(0, 1) }) };
  });
}

/** (c) The staff account, signed in, with a cart and a project holding a folder and a line. */
export function staffSession(api: TestApi): FuzzSession {
  const cart = cartKeeper(api);
  const token = tokenKeeper(api, STAFF);
  let project: Project | undefined;
  return keptSession("the staff account with a cart and a project", async () => {
    const auth = bearer(await token());
    const sender = await cart(auth);
    const call = (method: "GET" | "POST", url: string, payload?: object) =>
      api.request({ method, url, brand: BRAND, headers: { ...auth, ...(payload ? json : {}) }, payload });
    const current = project ? await call("GET", `/api/v2/project/${project.id}`) : undefined;
    project = current?.statusCode === 200 ? current.json<Project>() : undefined;
    if (!project?.cart.products.length || !project.folders.length) {
      const created = await call("POST", "/api/v2/project", { name: "Fuzz kitchen", folderTitle: "Kitchen" });
      const id = created.json<Project>().id;
      project = (await call("POST", "/api/projects/product", { projectId: id, sku: sender.known.sku?.[0] })).json<Project>();
    }
    const line = project.cart.products[0];
    const folderIds = project.folders.map((folder) => folder.id);
    return {
      headers: { ...sender.headers, ...auth },
      known: withIds(sender.known, {
        id: [project.id],
        projectId: [project.id],
        sourceProjectId: [project.id],
        targetProjectId: [project.id],
        folderId: folderIds,
        targetFolderId: folderIds,
        code: line ? [line.productCode] : [],
        productCode: line ? [line.productCode] : [],
      }),
    };
  });
}

/** The cart's known values with the session's own added (an `id` may name the cart or the session's project). */
function withIds(known: KnownValues, own: KnownValues): KnownValues {
  const merged: Record<string, unknown[]> = Object.fromEntries(Object.entries(known).map(([name, values]) => [name, [...values]]));
  for (const [name, values] of Object.entries(own)) merged[name] = [...(merged[name] ?? []), ...values];
  return merged;
}
