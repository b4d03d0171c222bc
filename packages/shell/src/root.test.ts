// @vitest-environment node
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { loadStorefrontRoot } from "./root";
import { loader as notFoundLoader } from "./routes/not-found";
import { testBrand } from "./test-helpers";

let api: Server;
let answerStatus = 200;
const seen: { brand?: string; cookie?: string }[] = [];

beforeAll(async () => {
  api = createServer((req, res) => {
    seen.push({ brand: req.headers["x-storefront-brand"] as string, cookie: req.headers.cookie });
    res.writeHead(answerStatus, { "content-type": "application/json" });
    res.end(JSON.stringify({ items: [{ name: "companyName", value: "Wattle & Ash Pty Ltd" }, { name: "countryCode", value: "AU" }], totalCount: 2 }));
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
  it("reads the brand's settings with the shopper's cookie and the brand header", async () => {
    answerStatus = 200;
    const root = await loadStorefrontRoot(shopperRequest(), testBrand);
    expect(root).toMatchObject({ companyName: "Wattle & Ash Pty Ltd", settings: { companyName: "Wattle & Ash Pty Ltd", countryCode: "AU" }, origin: "https://shop.test" });
    expect(seen.at(-1)).toEqual({ brand: "wa", cookie: "sid=abc" });
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
});

describe("not-found route", () => {
  it("answers HTTP 404", async () => {
    const result = await notFoundLoader();
    expect(result).toMatchObject({ init: { status: 404 } });
  });
});
