import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_UNAVAILABLE_MESSAGE, createApiProxy, isApiPath } from "./api-proxy";
import { apiUrl, readAppConfig } from "./app-config";

const listen = async (server: Server) => {
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

/** A storefront server that only forwards /api and answers everything else itself; `https` plays Express behind an HTTPS load balancer. */
function storefront(target: string, { https = false } = {}) {
  const proxy = createApiProxy({ target, brand: "aol", timeoutMs: 2000 });
  return createServer((req, res) =>
    proxy(https ? Object.assign(req, { protocol: "https" }) : req, res, () => {
      res.end("page");
    }),
  );
}

describe("API forwarding", () => {
  let api: Server;
  let shop: Server;
  let shopUrl: string;
  let apiAddress: string;

  beforeAll(async () => {
    api = createServer((req, res) => {
      let body = "";
      req.on("data", (chunk) => (body += chunk));
      req.on("end", () => {
        res.writeHead(201, { "content-type": "application/json", "set-cookie": "sid=1; HttpOnly; SameSite=Lax" });
        res.end(
          JSON.stringify({
            method: req.method,
            url: req.url,
            brand: req.headers["x-storefront-brand"],
            cookie: req.headers.cookie,
            body,
            forwarded: {
              host: req.headers["x-forwarded-host"],
              proto: req.headers["x-forwarded-proto"],
              origin: req.headers.origin,
              site: req.headers["sec-fetch-site"],
            },
          }),
        );
      });
    });
    apiAddress = await listen(api);
    shop = storefront(apiAddress);
    shopUrl = await listen(shop);
  });

  afterAll(() => {
    api.close();
    shop.close();
  });

  it("forwards method, path, query, body and cookies, and adds the brand header", async () => {
    const response = await fetch(`${shopUrl}/api/compare/product/?x=1`, { method: "POST", body: '"SKU-1"', headers: { cookie: "sid=0" } });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({
      method: "POST",
      url: "/api/compare/product/?x=1",
      brand: "aol",
      cookie: "sid=0",
      body: '"SKU-1"',
    });
  });

  it("passes the browser's Origin and Sec-Fetch-Site on, with the host and scheme it used, for the API's origin check and Secure cookies", async () => {
    const headers = { origin: shopUrl, "sec-fetch-site": "same-origin", "content-type": "application/json" };
    const plain = await fetch(`${shopUrl}/api/compare/product`, { method: "POST", body: '"SKU-1"', headers });
    expect((await plain.json()).forwarded).toEqual({ host: new URL(shopUrl).host, proto: "http", origin: shopUrl, site: "same-origin" });

    const behindHttps = storefront(apiAddress, { https: true });
    const behindHttpsUrl = await listen(behindHttps);
    try {
      const answer = await fetch(`${behindHttpsUrl}/api/compare/product`, { method: "POST", body: '"SKU-1"', headers });
      expect((await answer.json()).forwarded.proto).toBe("https");
    } finally {
      behindHttps.close();
    }
  });

  it("passes the API's cookies back to the browser on the storefront's own origin", async () => {
    const response = await fetch(`${shopUrl}/api/settings`);
    expect(response.headers.get("set-cookie")).toBe("sid=1; HttpOnly; SameSite=Lax");
  });

  it("leaves every other path to the storefront", async () => {
    expect(await (await fetch(`${shopUrl}/apiary`)).text()).toBe("page");
    expect(isApiPath("/api")).toBe(true);
    expect(isApiPath("/api/x")).toBe(true);
    expect(isApiPath("/apis")).toBe(false);
  });

  it("answers 502 with a message when the API is down, and keeps serving", async () => {
    const orphan = storefront("http://127.0.0.1:9");
    const url = await listen(orphan);
    const first = await fetch(`${url}/api/settings`);
    expect(first.status).toBe(502);
    expect(await first.json()).toEqual({ message: API_UNAVAILABLE_MESSAGE });
    expect(await (await fetch(`${url}/stores`)).text()).toBe("page");
    orphan.close();
  });
});

describe("app config", () => {
  it("reads the brand and port from the app's package.json", () => {
    expect(readAppConfig({ name: "x", storefront: { brand: "hc", port: 3005 } })).toEqual({ brand: "hc", port: 3005 });
    expect(() => readAppConfig({ name: "x" })).toThrow(/storefront/);
  });

  it("talks to API_URL, else the local API", () => {
    expect(apiUrl({ API_URL: "http://api.internal:8080/" })).toBe("http://api.internal:8080");
    expect(apiUrl({})).toBe("http://127.0.0.1:4000");
  });
});
