// @vitest-environment node
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { loadStorefrontRoot, wellFormedAddress } from "./root";
import { brandDataCache } from "@storefront/page-kit/brand-data-cache";
import { loader as notFoundLoader } from "./routes/not-found";
import { testBrand } from "./test-helpers";

let api: Server;
let answerStatus = 200;
const seen: { path?: string; brand?: string; cookie?: string }[] = [];
const alertBanner = { bannerURL: "/s/delivery", backgroundColor: "#1d3557", desktopContent: "<p>Free delivery</p>", mobileContent: "" };

beforeAll(async () => {
  api = createServer((req, res) => {
    const path = req.url?.split("?")[0];
    seen.push({ path, brand: req.headers["x-storefront-brand"] as string, cookie: req.headers.cookie });
    res.writeHead(answerStatus, { "content-type": "application/json" });
    if (path === "/api/alertBanner") res.end(JSON.stringify(alertBanner));
    else if (path === "/api/navbar") res.end(JSON.stringify(null));
    else
      res.end(
        JSON.stringify({
          items: [
            { name: "companyName", value: "Wattle & Ash Pty Ltd" },
            { name: "countryCode", value: "AU" },
          ],
          totalCount: 2,
        }),
      );
  });
  await new Promise<void>((done) => api.listen(0, "127.0.0.1", done));
  vi.stubEnv("API_URL", `http://127.0.0.1:${(api.address() as AddressInfo).port}`);
});

afterAll(() => {
  vi.unstubAllEnvs();
  api.close();
});

const shopperRequest = () => new Request("http://shop.test/", { headers: { cookie: "sid=abc" } });

describe("root loader", () => {
  beforeEach(() => brandDataCache.clear());

  it("reads the settings, navigation, alert banner and sale once for renders close together, not per request (issue 17 item 2)", async () => {
    answerStatus = 200;
    seen.length = 0;
    await loadStorefrontRoot(shopperRequest(), testBrand);
    const second = await loadStorefrontRoot(new Request("http://shop.test/c/kitchen", { headers: { cookie: "sid=another" } }), testBrand);
    expect(second.settings.countryCode).toBe("AU");
    expect(second.alertBanner).toEqual(alertBanner);
    expect(seen.map((call) => call.path).sort()).toEqual(["/api/alertBanner", "/api/navbar", "/api/promotion/sale", "/api/settings"]);
  });

  it("reads the brand's settings with the brand header and never the shopper's cookie: the answer is every visitor's", async () => {
    answerStatus = 200;
    seen.length = 0;
    const root = await loadStorefrontRoot(shopperRequest(), testBrand);
    expect(root).toMatchObject({
      companyName: "Wattle & Ash Pty Ltd",
      settings: { companyName: "Wattle & Ash Pty Ltd", countryCode: "AU" },
      origin: "https://shop.test",
    });
    expect(seen.find((call) => call.path === "/api/settings")).toEqual({ path: "/api/settings", brand: "wa", cookie: undefined });
  });

  it("hands the page the error-monitoring DSN the production server names, and none when it names none (spec 2 §7)", async () => {
    answerStatus = 200;
    const dsn = "https://publickey@o7.ingest.sentry.example/42";
    const monitored = await loadStorefrontRoot(
      new Request("http://shop.test/", { headers: { "x-storefront-sentry-dsn": dsn } }),
      testBrand,
    );
    expect(monitored.sentryDsn).toBe(dsn);
    expect(await loadStorefrontRoot(shopperRequest(), testBrand)).not.toHaveProperty("sentryDsn");
  });

  it("hands the page the fraud-check origin and the Zip polling limit the production server names, and neither when unnamed (spec 2 §4)", async () => {
    answerStatus = 200;
    const headers = { "x-storefront-fraud-check-origin": "https://fraud.example", "x-storefront-zip-poll-limit-ms": "8000" };
    const configured = await loadStorefrontRoot(new Request("http://shop.test/", { headers }), testBrand);
    expect(configured).toMatchObject({ fraudCheckOrigin: "https://fraud.example", zipPollLimitMs: 8000 });
    const bare = await loadStorefrontRoot(shopperRequest(), testBrand);
    expect(bare).not.toHaveProperty("fraudCheckOrigin");
    expect(bare).not.toHaveProperty("zipPollLimitMs");
    const nonsense = await loadStorefrontRoot(
      new Request("http://shop.test/", { headers: { "x-storefront-zip-poll-limit-ms": "soon" } }),
      testBrand,
    );
    expect(nonsense).not.toHaveProperty("zipPollLimitMs");
  });

  it("reads the alert banner, so it is in the first HTML (spec 1 §2.4)", async () => {
    answerStatus = 200;
    const root = await loadStorefrontRoot(shopperRequest(), testBrand);
    expect(root.alertBanner).toEqual(alertBanner);
  });

  it("leaves out the alert banner a shopper closed, without asking for it", async () => {
    answerStatus = 200;
    seen.length = 0;
    const root = await loadStorefrontRoot(
      new Request("http://shop.test/", { headers: { cookie: "sid=abc; alertBannerClosed=1" } }),
      testBrand,
    );
    expect(root.alertBanner).toBeNull();
    expect(seen.some((call) => call.path === "/api/alertBanner")).toBe(false);
  });

  it("logs and ignores a failed settings answer, falling back to the brand's name (spec 1 §8)", async () => {
    answerStatus = 500;
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const root = await loadStorefrontRoot(shopperRequest(), testBrand);
    expect(root).toMatchObject({ companyName: "Wattle & Ash", settings: {} });
  });

  it("answers 503 when the API cannot be reached at all", async () => {
    vi.stubEnv("API_URL", "http://127.0.0.1:9");
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const failure = await loadStorefrontRoot(shopperRequest(), testBrand).catch((error: unknown) => error);
    vi.stubEnv("API_URL", `http://127.0.0.1:${(api.address() as AddressInfo).port}`);
    expect(failure).toMatchObject({ init: { status: 503 } });
  });

  it("answers 503 when the API it is pointed at cannot be reached, whatever another API's answers left in memory", async () => {
    answerStatus = 200;
    await loadStorefrontRoot(shopperRequest(), testBrand);
    vi.stubEnv("API_URL", "http://127.0.0.1:9");
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const failure = await loadStorefrontRoot(shopperRequest(), testBrand).catch((error: unknown) => error);
    vi.stubEnv("API_URL", `http://127.0.0.1:${(api.address() as AddressInfo).port}`);
    expect(failure).toMatchObject({ init: { status: 503 } });
  });
});

describe("not-found route", () => {
  it("answers HTTP 404", async () => {
    const result = await notFoundLoader();
    expect(result).toMatchObject({ init: { status: 404 } });
  });
});

describe("a malformed address (issue 18 item 2)", () => {
  const run = (path: string) =>
    (wellFormedAddress as (args: { request: Request }, next: () => Promise<Response>) => unknown)(
      { request: new Request(`http://shop.test${path}`) },
      async () => new Response("page"),
    );

  it("is refused with 400 before any loader runs", () => {
    expect(() => run("/c/%E0%A4%A")).toThrow(expect.objectContaining({ init: { status: 400 } }) as Error);
  });

  it("lets a well-formed encoded address through", () => {
    expect(() => run("/search/caf%C3%A9")).not.toThrow();
  });
});
