import { mkdtempSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { trustedProxies } from "./app-config";
import { createStorefrontApp } from "./storefront-app";
import { fakeBuild, listen } from "./test-helpers";

/**
 * Behind a load balancer (issue 43 item 6) the storefront's peer is the balancer: the API's
 * per-address limits would count every shopper as one. The storefront names the shopper from
 * X-Forwarded-For only when the peer is a proxy it trusts (TRUST_PROXY).
 */
describe("the shopper's address forwarded to the API", () => {
  let api: Server;
  let apiUrl: string;
  const shops: Server[] = [];

  beforeAll(async () => {
    api = createServer((req, res) => {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ for: req.headers["x-forwarded-for"], proto: req.headers["x-forwarded-proto"] }));
    });
    apiUrl = await listen(api);
  });

  afterAll(() => {
    api.close();
    for (const shop of shops) shop.close();
  });

  async function shop(trustProxy?: boolean | string[]): Promise<string> {
    const build = fakeBuild(() => new Response("page"));
    const server = createServer(
      await createStorefrontApp({
        build,
        clientDir: mkdtempSync(join(tmpdir(), "client-")),
        brand: "wa",
        api: apiUrl,
        origin: "https://shop.example",
        trustProxy,
      }),
    );
    shops.push(server);
    return listen(server);
  }

  const forwarded = async (url: string, headers: Record<string, string> = {}) =>
    (await fetch(`${url}/api/settings`, { headers })).json() as Promise<{ for: string; proto: string }>;

  it("without a trusted proxy, forwards its peer and ignores what the client claims", async () => {
    const url = await shop();
    expect(await forwarded(url, { "x-forwarded-for": "203.0.113.9", "x-forwarded-proto": "https" })).toEqual({
      for: "127.0.0.1",
      proto: "http",
    });
  });

  it("behind a trusted balancer, forwards the shopper it names, and the scheme the shopper used", async () => {
    const url = await shop(["loopback"]);
    expect(await forwarded(url, { "x-forwarded-for": "203.0.113.9", "x-forwarded-proto": "https" })).toEqual({
      for: "203.0.113.9",
      proto: "https",
    });
    // A shopper's own claim before the balancer's is not believed: the balancer appended the address it saw.
    expect(await forwarded(url, { "x-forwarded-for": "198.51.100.1, 203.0.113.9" })).toMatchObject({ for: "203.0.113.9" });
    expect(await forwarded(url)).toMatchObject({ for: "127.0.0.1" });
  });

  it("reads TRUST_PROXY: none by default, addresses, ranges and loopback, true or false, anything else refused", () => {
    expect(trustedProxies({})).toBe(false);
    expect(trustedProxies({ TRUST_PROXY: "false" })).toBe(false);
    expect(trustedProxies({ TRUST_PROXY: "true" })).toBe(true);
    expect(trustedProxies({ TRUST_PROXY: "loopback, 10.0.0.0/8,::1" })).toEqual(["loopback", "10.0.0.0/8", "::1"]);
    expect(() => trustedProxies({ TRUST_PROXY: "the balancer" })).toThrow(/TRUST_PROXY must be addresses/);
  });
});
