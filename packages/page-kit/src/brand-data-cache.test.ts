// @vitest-environment node
import { describe, expect, it, vi } from "vitest";
import { createApiClient } from "@storefront/api-client/http";
import { brandDataFetch, createStaleWhileRevalidate, DEFAULT_BRAND_DATA_CACHE, type KeptAnswer } from "./brand-data-cache";

/** A read the test settles by hand, to see callers arrive while it runs. */
function heldRead<T>() {
  const calls: { resolve: (value: T) => void; reject: (error: Error) => void }[] = [];
  const read = vi.fn(() => new Promise<T>((resolve, reject) => calls.push({ resolve, reject })));
  return { read, calls };
}

describe("the server's cache of page data, stale-while-revalidate (issue 17 item 2)", () => {
  const setup = () => {
    let clock = 1_000_000;
    const log = vi.fn();
    const cache = createStaleWhileRevalidate<string>({ freshMs: 30_000, staleMs: 300_000, retryMs: 5_000, now: () => clock, log });
    return { cache, log, tick: (ms: number) => (clock += ms) };
  };

  it("is fresh for 30 s, served stale for five minutes more, and tries a failed refresh again after 5 s by default", () => {
    expect(DEFAULT_BRAND_DATA_CACHE).toEqual({ freshMs: 30_000, staleMs: 300_000, retryMs: 5_000 });
  });

  it("answers a second render within the fresh time without a read", async () => {
    const { cache, tick } = setup();
    const read = vi.fn(async () => "menu v1");
    expect(await cache.get("wa /api/navbar", read)).toBe("menu v1");
    tick(29_999);
    expect(await cache.get("wa /api/navbar", read)).toBe("menu v1");
    expect(read).toHaveBeenCalledTimes(1);
  });

  it("keeps keys apart: another brand is read for itself", async () => {
    const { cache } = setup();
    expect(await cache.get("wa /api/settings", async () => "wa settings")).toBe("wa settings");
    expect(await cache.get("hc /api/settings", async () => "hc settings")).toBe("hc settings");
    expect(await cache.get("wa /api/settings", async () => "not read")).toBe("wa settings");
  });

  it("lets renders that arrive together share one read", async () => {
    const { cache } = setup();
    const { read, calls } = heldRead<string>();
    const answers = Promise.all([cache.get("k", read), cache.get("k", read), cache.get("k", read)]);
    calls[0]?.resolve("value");
    expect(await answers).toEqual(["value", "value", "value"]);
    expect(read).toHaveBeenCalledTimes(1);
  });

  it("past the fresh time, serves the stale value at once and runs one refresh in the background", async () => {
    const { cache, tick } = setup();
    await cache.get("k", async () => "old");
    tick(30_000);
    const { read, calls } = heldRead<string>();
    expect(await cache.get("k", read)).toBe("old");
    expect(await cache.get("k", read)).toBe("old");
    expect(read).toHaveBeenCalledTimes(1);
    calls[0]?.resolve("new");
    // The refresh lands in the background: asked again meanwhile, the cache still reads nothing more.
    await vi.waitFor(async () => expect(await cache.get("k", read)).toBe("new"));
    expect(read).toHaveBeenCalledTimes(1);
  });

  it("keeps serving the stale value when its refresh fails, logs it, and tries again only after the retry time", async () => {
    const { cache, tick, log } = setup();
    await cache.get("wa /api/navbar", async () => "old");
    tick(40_000);
    const failing = vi.fn(async () => Promise.reject(new Error("API down")));
    expect(await cache.get("wa /api/navbar", failing)).toBe("old");
    await vi.waitFor(() => expect(log).toHaveBeenCalledTimes(1));
    expect(log.mock.calls[0]?.[0]).toMatch(/wa \/api\/navbar.*API down/);
    tick(4_999);
    expect(await cache.get("wa /api/navbar", failing)).toBe("old");
    expect(failing).toHaveBeenCalledTimes(1);
    tick(1);
    expect(await cache.get("wa /api/navbar", failing)).toBe("old");
    expect(failing).toHaveBeenCalledTimes(2);
    await vi.waitFor(() => expect(log).toHaveBeenCalledTimes(2));
  });

  it("drops a value past its stale time: the next render waits for a read, and gets the read's error", async () => {
    const { cache, tick } = setup();
    await cache.get("k", async () => "old");
    tick(330_000);
    await expect(cache.get("k", async () => Promise.reject(new Error("API down")))).rejects.toThrow("API down");
    expect(await cache.get("k", async () => "read again")).toBe("read again");
  });

  it("keeps no failed first read: every render waiting gets the error, and the next one reads again", async () => {
    const { cache, log } = setup();
    const { read, calls } = heldRead<string>();
    const waiting = [cache.get("k", read), cache.get("k", read)];
    calls[0]?.reject(new Error("refused"));
    for (const answer of waiting) await expect(answer).rejects.toThrow("refused");
    expect(await cache.get("k", async () => "second try")).toBe("second try");
    expect(log).not.toHaveBeenCalled();
  });
});

describe("brandDataFetch: the brand-wide reads of the server's API clients", () => {
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

  const setup = (answer: (url: string) => Response = () => json({ items: [] })) => {
    const cache = createStaleWhileRevalidate<KeptAnswer>({ freshMs: 30_000, staleMs: 300_000, retryMs: 5_000, now: () => 0 });
    const api = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      void init;
      return answer(String(input));
    });
    const client = (brand: string, cookie?: string) =>
      createApiClient({ brand, baseUrl: "http://api.test", cookie, fetch: brandDataFetch(cache, api as typeof fetch) });
    return { api, client };
  };

  it("reads the settings, navigation, alert banner and categories once per brand, whoever the visitor", async () => {
    const { api, client } = setup((url) => json({ url }));
    for (const path of ["/api/settings", "/api/navbar", "/api/alertBanner", "/api/categories"]) {
      expect(await client("wa", "sid=shopper-1").get(path)).toEqual({ url: `http://api.test${path}` });
      expect(await client("wa", "sid=shopper-2").get(path)).toEqual({ url: `http://api.test${path}` });
      await client("hc").get(path);
    }
    expect(api).toHaveBeenCalledTimes(8);
  });

  it("sends the shared read with the brand header only, never the visitor's cookie or token", async () => {
    const { api } = setup();
    const signedIn = createApiClient({
      brand: "wa",
      baseUrl: "http://api.test",
      cookie: "sid=shopper-1",
      getAccessToken: () => "token",
      fetch: brandDataFetch(createStaleWhileRevalidate<KeptAnswer>({ freshMs: 1, staleMs: 1, retryMs: 1 }), api as typeof fetch),
    });
    await signedIn.get("/api/settings");
    const headers = new Headers(api.mock.calls[0]?.[1]?.headers);
    expect(headers.get("x-storefront-brand")).toBe("wa");
    expect(headers.get("cookie")).toBeNull();
    expect(headers.get("authorization")).toBeNull();
  });

  it("passes every other call through as it is, the visitor's cookie included", async () => {
    const { api, client } = setup();
    await client("wa", "sid=shopper-1").get("/api/cart");
    await client("wa", "sid=shopper-1").get("/api/cart");
    await client("wa").get("/api/settings", { query: { preview: "1" } });
    await client("wa").post("/api/settings", {});
    expect(api).toHaveBeenCalledTimes(4);
    expect(new Headers(api.mock.calls[0]?.[1]?.headers).get("cookie")).toBe("sid=shopper-1");
  });

  it("keeps the answers read through another fetch apart (a test's fake API never gets another test's answer)", async () => {
    const cache = createStaleWhileRevalidate<KeptAnswer>({ freshMs: 30_000, staleMs: 300_000, retryMs: 5_000, now: () => 0 });
    const read = (apiOf: () => Response) =>
      createApiClient({ brand: "wa", baseUrl: "http://api.test", fetch: brandDataFetch(cache, async () => apiOf()) }).get(
        "/api/categories",
      );
    expect(await read(() => json({ items: ["first fake"] }))).toEqual({ items: ["first fake"] });
    expect(await read(() => json({ items: ["second fake"] }))).toEqual({ items: ["second fake"] });
  });

  it("hands an error answer to the render that asked, as the API sent it, and keeps none", async () => {
    let status = 500;
    const { api, client } = setup(() => json({ message: "broken" }, status));
    await expect(client("wa").get("/api/settings")).rejects.toMatchObject({ status: 500 });
    status = 200;
    await client("wa").get("/api/settings");
    await client("wa").get("/api/settings");
    expect(api).toHaveBeenCalledTimes(2);
  });

  it("lets a render give up on the shared read without stopping it for the others", async () => {
    let release: () => void = () => undefined;
    const released = new Promise<void>((done) => (release = done));
    const { api, client } = setup();
    api.mockImplementationOnce(async () => {
      await released;
      return json({ items: ["kept"] });
    });
    const leaving = new AbortController();
    const gaveUp = client("wa").get("/api/categories", { signal: leaving.signal });
    const staying = client("wa").get("/api/categories");
    leaving.abort();
    await expect(gaveUp).rejects.toMatchObject({ name: "AbortError" });
    release();
    expect(await staying).toEqual({ items: ["kept"] });
    expect(api).toHaveBeenCalledTimes(1);
  });
});
