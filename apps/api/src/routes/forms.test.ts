import { count, desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { analyticsEvents, cookingDemoBookings, cookingDemos, kitchenClubSubmissions, products } from "../db/schema";
import { Shopper, setupTestApi } from "../test-helpers";
import { TRACKED_WIDGET_TYPES } from "@storefront/api-contract/tracking";

const api = setupTestApi();
const json = { "content-type": "application/json" };

interface Demo {
  id: number;
  startDate: string;
  availability: number;
  placesLeft: number;
  cookingDemoType: number;
  store: { storeUri: string };
}

const attendee = { firstName: "Ngaio", lastName: "Marsh", email: "ngaio@example.com", phone: "0412 345 678", guests: 1 };
const rowCount = async (table: typeof cookingDemoBookings | typeof kitchenClubSubmissions | typeof analyticsEvents) =>
  (await api.db.select({ n: count() }).from(table))[0]?.n ?? 0;

describe("cooking demos", () => {
  let upcoming: Demo[];
  beforeAll(async () => {
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    upcoming = (await api.request({ method: "GET", url: `/api/v2/cookingdemo?startDate=${tomorrow}&recordsPerPage=48` })).json<{
      items: Demo[];
    }>().items;
  });

  it("lists from today, 12 per page, soonest first by default", async () => {
    const body = (await api.request({ method: "GET", url: "/api/v2/cookingdemo", brand: "wa" })).json<{
      items: Demo[];
      pageNo: number;
      recordsPerPage: number;
      totalCount: number;
      totalPages: number;
    }>();
    expect(body).toMatchObject({ pageNo: 1, recordsPerPage: 12 });
    expect(body.items).toHaveLength(12);
    expect(body.totalCount).toBeGreaterThan(60);
    const starts = body.items.map((d) => d.startDate);
    expect(starts).toEqual([...starts].sort());
  });

  it("covers every type and availability kind over the next 60 days", async () => {
    const all = (await api.request({ method: "GET", url: "/api/v2/cookingdemo?recordsPerPage=48&pageNo=1" })).json<{
      totalPages: number;
    }>();
    const demos: Demo[] = [];
    for (let page = 1; page <= all.totalPages; page++) {
      demos.push(
        ...(await api.request({ method: "GET", url: `/api/v2/cookingdemo?recordsPerPage=48&pageNo=${page}` })).json<{ items: Demo[] }>()
          .items,
      );
    }
    expect(new Set(demos.map((d) => d.cookingDemoType))).toEqual(new Set([0, 1, 2]));
    expect(new Set(demos.map((d) => d.availability))).toEqual(new Set([0, 1, 2]));
  });

  it("filters by store, type and date range and sorts descending", async () => {
    const storeUri = upcoming[0]?.store.storeUri;
    const byStore = (await api.request({ method: "GET", url: `/api/v2/cookingdemo?storeUri=${storeUri}&recordsPerPage=48` })).json<{
      items: Demo[];
    }>();
    expect(byStore.items.every((d) => d.store.storeUri === storeUri)).toBe(true);
    const open = (await api.request({ method: "GET", url: "/api/v2/cookingdemo?cookingDemoType=2&sortDirection=2" })).json<{
      items: Demo[];
    }>();
    expect(open.items.every((d) => d.cookingDemoType === 2)).toBe(true);
    const starts = open.items.map((d) => d.startDate);
    expect(starts).toEqual([...starts].sort().reverse());
    const all = (await api.request({ method: "GET", url: "/api/v2/cookingdemo?cookingDemoType=" })).json<{ totalCount: number }>();
    expect(all.totalCount).toBeGreaterThan(open.items.length);
  });

  it("answers one demo and 404 for an unknown one", async () => {
    expect((await api.request({ method: "GET", url: `/api/v2/cookingdemo/${upcoming[0]?.id}` })).json().id).toBe(upcoming[0]?.id);
    expect((await api.request({ method: "GET", url: "/api/v2/cookingdemo/999999" })).statusCode).toBe(404);
  });

  it("rejects bad filters with the list of messages", async () => {
    const response = await api.request({
      method: "GET",
      url: "/api/v2/cookingdemo?cookingDemoType=7&sortDirection=5&recordsPerPage=0&startDate=tomorrow",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(
      expect.arrayContaining([
        "sortDirection must be one of: 0, 1, 2",
        "recordsPerPage must be at least 1",
        "startDate must be a date as YYYY-MM-DD",
      ]),
    );
    expect((await api.request({ method: "GET", url: "/api/v2/cookingdemo?startDate=2026-05-10&endDate=2026-05-01" })).json()).toEqual([
      "endDate must not be before startDate",
    ]);
  });

  it("books an available demo, RSVPs and joins a wait list, and counts the places", async () => {
    const available = upcoming.find((d) => d.availability === 0 && d.placesLeft >= 2) as Demo;
    const booking = await api.request({
      method: "POST",
      url: "/api/v2/cookingdemo/booking",
      headers: json,
      payload: { ...attendee, cookingDemoId: available.id, guests: 2 },
    });
    expect(booking.statusCode).toBe(201);
    expect(booking.json()).toMatchObject({ kind: "booking", placesLeft: available.placesLeft - 2 });
    expect((await api.request({ method: "GET", url: `/api/v2/cookingdemo/${available.id}` })).json().placesLeft).toBe(
      available.placesLeft - 2,
    );
    expect(
      (
        await api.request({
          method: "POST",
          url: "/api/cookingdemo/booking",
          headers: json,
          payload: { ...attendee, cookingDemoId: available.id },
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (
        await api.request({
          method: "POST",
          url: "/api/cookingdemo/rsvp",
          headers: json,
          payload: { ...attendee, cookingDemoId: available.id },
        })
      ).json().kind,
    ).toBe("rsvp");
    const waitListed = upcoming.find((d) => d.availability === 1) as Demo;
    const refused = await api.request({
      method: "POST",
      url: "/api/v2/cookingdemo/booking",
      headers: json,
      payload: { ...attendee, cookingDemoId: waitListed.id },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: "This cooking demo is full. Please join the wait list" });
    const joined = await api.request({
      method: "POST",
      url: "/api/v2/cookingdemo/wait-list",
      headers: json,
      payload: { ...attendee, cookingDemoId: waitListed.id },
    });
    expect(joined.json()).toMatchObject({ kind: "wait-list", message: expect.stringContaining("wait list") });
    const contactStore = upcoming.find((d) => d.availability === 2) as Demo;
    expect(
      (
        await api.request({
          method: "POST",
          url: "/api/v2/cookingdemo/booking",
          headers: json,
          payload: { ...attendee, cookingDemoId: contactStore.id },
        })
      ).statusCode,
    ).toBe(409);
  });

  it("gives 50 concurrent bookings for the last 3 places exactly 3 (issue 18)", async () => {
    const { id } = upcoming.find((d) => d.availability === 0 && d.placesLeft >= 3) as Demo;
    const demo = (await api.request({ method: "GET", url: `/api/v2/cookingdemo/${id}` })).json<Demo>();
    const [{ capacity } = { capacity: 0 }] = await api.db
      .select({ capacity: cookingDemos.capacity })
      .from(cookingDemos)
      .where(eq(cookingDemos.id, id));
    await api.db
      .update(cookingDemos)
      .set({ capacity: capacity - demo.placesLeft + 3 })
      .where(eq(cookingDemos.id, id));
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        api.request({
          method: "POST",
          url: "/api/v2/cookingdemo/booking",
          headers: json,
          payload: { ...attendee, email: `guest${i}@example.com`, cookingDemoId: id },
        }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(3);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(47);
    expect((await api.request({ method: "GET", url: `/api/v2/cookingdemo/${id}` })).json().placesLeft).toBe(0);
  });

  it("refuses a booking for a demo that has started", async () => {
    const [past] = await api.db.select({ id: cookingDemos.id }).from(cookingDemos).where(eq(cookingDemos.availability, 0)).limit(1);
    await api.db
      .update(cookingDemos)
      .set({ startsAt: new Date("2020-01-01T00:00:00Z") })
      .where(eq(cookingDemos.id, past?.id ?? 0));
    const response = await api.request({
      method: "POST",
      url: "/api/v2/cookingdemo/booking",
      headers: json,
      payload: { ...attendee, cookingDemoId: past?.id },
    });
    expect(response.statusCode).toBe(409);
  });

  it("rejects invalid attendees and injection attempts and stores nothing", async () => {
    const before = await rowCount(cookingDemoBookings);
    const id = upcoming[0]?.id;
    const cases = [
      { payload: { ...attendee, cookingDemoId: id, email: "not-an-email" }, message: "email must be a valid email address" },
      {
        payload: { ...attendee, cookingDemoId: id, phone: "12345678" },
        message: "phone: Please include the area code in your phone number",
      },
      {
        payload: { ...attendee, cookingDemoId: id, firstName: "<script>alert(1)</script>" },
        message: "firstName must not contain HTML or SQL control characters (< > ; \\ -- /*)",
      },
      {
        payload: { ...attendee, cookingDemoId: id, lastName: "x'); DROP TABLE cooking_demos; --" },
        message: "lastName must not contain HTML or SQL control characters (< > ; \\ -- /*)",
      },
      { payload: { ...attendee, cookingDemoId: id, guests: 40 }, message: "guests must be at most 6" },
      { payload: { ...attendee, cookingDemoId: "one" }, message: "cookingDemoId must be a whole number" },
      { payload: { ...attendee, cookingDemoId: id, firstName: "x".repeat(51) }, message: "firstName must be at most 50 characters long" },
    ];
    for (const { payload, message } of cases) {
      const response = await api.request({ method: "POST", url: "/api/v2/cookingdemo/booking", headers: json, payload });
      expect(response.statusCode, message).toBe(400);
      expect(response.json()).toContain(message);
    }
    expect(await rowCount(cookingDemoBookings)).toBe(before);
    expect((await api.db.select({ n: count() }).from(cookingDemos))[0]?.n).toBeGreaterThan(0);
  });
});

describe("kitchen club", () => {
  const signup = { name: "Kiri", email: "kiri@example.com", postcode: "2000" };

  it("signs up to the newsletter once and answers errtext for a repeat", async () => {
    const first = await api.request({ method: "POST", url: "/api/kitchenclub/newsletter", headers: json, payload: signup });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ success: true, message: "Thanks for joining the Kitchen Club!" });
    const again = await api.request({
      method: "POST",
      url: "/api/Contact/kitchenclub",
      headers: json,
      payload: { ...signup, source: "Newsletter" },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ success: false, errtext: "This email address is already subscribed to the Kitchen Club." });
  });

  it("accepts a contact form from every source", async () => {
    for (const source of [
      "Footer",
      "Checkout",
      "AskAnExpert",
      "ProductEnquiry",
      "CatalogueDetails",
      "Project",
      "PromotionRedemption",
      "Promotion",
    ]) {
      const response = await api.request({
        method: "POST",
        url: "/api/Contact/kitchenclub",
        headers: json,
        payload: { source, name: "Ari", email: `ari+${source}@example.com`, message: "Do you deliver to Hobart?" },
      });
      expect(response.statusCode, source).toBe(201);
    }
  });

  it("answers the spec's newsletter messages for invalid fields and stores nothing", async () => {
    const before = await rowCount(kitchenClubSubmissions);
    const response = await api.request({
      method: "POST",
      url: "/api/kitchenclub/newsletter",
      headers: json,
      payload: { name: " ", email: "kiri@", postcode: "20000" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(expect.arrayContaining(["Please enter your Name", "Please enter a valid Email"]));
    expect(
      (
        await api.request({ method: "POST", url: "/api/Contact/kitchenclub", headers: json, payload: { ...signup, source: "Billboard" } })
      ).json(),
    ).toContain(
      "source must be one of: Footer, Newsletter, Checkout, AskAnExpert, ProductEnquiry, CatalogueDetails, Project, PromotionRedemption, Promotion",
    );
    expect(
      (
        await api.request({
          method: "POST",
          url: "/api/Contact/kitchenclub",
          headers: json,
          payload: { ...signup, source: "Footer", name: "<b>Kiri</b>" },
        })
      ).statusCode,
    ).toBe(400);
    expect(await rowCount(kitchenClubSubmissions)).toBe(before);
  });
});

describe("variant tests and analytics", () => {
  it("answers a stable bucket and echoes the wau cookie in x-vu", async () => {
    const shopper = new Shopper();
    const first = await api.request({
      method: "POST",
      url: "/api/varianttest",
      headers: json,
      payload: JSON.stringify("search-suggestions"),
      shopper,
    });
    const wau = shopper.cookies.get("wau");
    expect(wau).toMatch(/^[0-9a-f-]{36}$/);
    expect(first.headers["x-vu"]).toBe(wau);
    expect(["original", "products-first", "terms-first"]).toContain(first.json().bucket);
    const second = await api.request({
      method: "POST",
      url: "/api/varianttest",
      headers: json,
      payload: JSON.stringify("search-suggestions"),
      shopper,
    });
    expect(second.json().bucket).toBe(first.json().bucket);
    expect(second.headers["set-cookie"]).toBeUndefined();
    expect(
      (await api.request({ method: "POST", url: "/api/varianttest", headers: json, payload: JSON.stringify("no-such-test") })).statusCode,
    ).toBe(404);
    expect((await api.request({ method: "POST", url: "/api/varianttest", headers: json, payload: JSON.stringify("<x>") })).statusCode).toBe(
      400,
    );
  });

  it("stores product-load and search events and answers true", async () => {
    const before = await rowCount(analyticsEvents);
    const [product] = await api.db.select({ id: products.id, sku: products.sku }).from(products).limit(1);
    expect((await api.request({ method: "GET", url: `/api/analytics/product-load-event?productId=${product?.id}` })).json()).toBe(true);
    expect((await api.request({ method: "GET", url: "/api/analytics/search?searchTerm=oven" })).json()).toBe(true);
    const posted = await api.request({
      method: "POST",
      url: "/api/analytics/search",
      headers: json,
      payload: { analyticsEventType: "search", query: "oven", productList: [product?.sku], url: "/search/oven", isRepeatUser: false },
    });
    expect(posted.json()).toBe(true);
    expect(await rowCount(analyticsEvents)).toBe(before + 3);
  });

  it("rejects unknown event types and bad fields and stores nothing", async () => {
    const before = await rowCount(analyticsEvents);
    expect(
      (await api.request({ method: "POST", url: "/api/analytics/search", headers: json, payload: { analyticsEventType: "hack" } })).json(),
    ).toContain("analyticsEventType must be one of: search, productClick, productAddToCart, productOrder, visit, productMultiOrder");
    expect(
      (
        await api.request({
          method: "POST",
          url: "/api/analytics/search",
          headers: json,
          payload: { analyticsEventType: "search", isRepeatUser: "maybe" },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await api.request({
          method: "POST",
          url: "/api/analytics/search",
          headers: json,
          payload: { analyticsEventType: "search", url: "javascript:alert(1)" },
        })
      ).statusCode,
    ).toBe(400);
    expect((await api.request({ method: "GET", url: "/api/analytics/product-load-event?productId=999999" })).statusCode).toBe(404);
    expect((await api.request({ method: "GET", url: "/api/analytics/search?searchTerm=%3Cscript%3E" })).statusCode).toBe(400);
    expect(await rowCount(analyticsEvents)).toBe(before);
  });
});

describe("widget and variant-test failure events (issue 45 item 11)", () => {
  const eventsOf = (eventType: string) =>
    api.db
      .select({ payload: analyticsEvents.payload })
      .from(analyticsEvents)
      .where(eq(analyticsEvents.eventType, eventType))
      .orderBy(desc(analyticsEvents.id))
      .limit(1);

  it("stores a widget of spec 3 §9 used on a page", async () => {
    for (const widget of TRACKED_WIDGET_TYPES) {
      const response = await api.request({
        method: "POST",
        url: "/api/analytics/widget",
        headers: json,
        payload: { widget, action: "used", url: "/p/some-oven" },
      });
      expect(response.json(), widget).toBe(true);
    }
    expect((await eventsOf("widget"))[0]?.payload).toEqual({ widget: "bnpl", action: "used", url: "/p/some-oven" });
  });

  it("stores a variant test's fall-back to 'original' for a test that exists", async () => {
    const response = await api.request({
      method: "POST",
      url: "/api/varianttest/failure",
      headers: json,
      payload: { testId: "search-suggestions", reason: "headerMismatch" },
    });
    expect(response.json()).toBe(true);
    expect((await eventsOf("variantTestFailure"))[0]?.payload).toEqual({ testId: "search-suggestions", reason: "headerMismatch" });
  });

  it("refuses an unknown widget, action, reason or test and stores nothing", async () => {
    const before = await rowCount(analyticsEvents);
    const post = (url: string, payload: Record<string, unknown>) => api.request({ method: "POST", url, headers: json, payload });
    expect((await post("/api/analytics/widget", { widget: "popunder", action: "used" })).statusCode).toBe(400);
    expect((await post("/api/analytics/widget", { widget: "chat", action: "hacked" })).statusCode).toBe(400);
    expect((await post("/api/analytics/widget", { widget: "chat", action: "opened", url: "javascript:alert(1)" })).statusCode).toBe(400);
    expect((await post("/api/varianttest/failure", { testId: "search-suggestions", reason: "bored" })).statusCode).toBe(400);
    expect((await post("/api/varianttest/failure", { testId: "no-such-test", reason: "noCookie" })).statusCode).toBe(404);
    expect(await rowCount(analyticsEvents)).toBe(before);
  });
});

describe("markup in an email address", () => {
  it("is refused before any rule runs", async () => {
    const response = await api.request({
      method: "POST",
      url: "/api/kitchenclub/newsletter",
      headers: json,
      payload: { name: "Kiri", email: "<script>@example.com", postcode: "2000" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(["email must not contain HTML or SQL control characters (< > ; \\ -- /*)"]);
  });
});
