import { createServer, request } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { frameworkFileOf, startFrameworkPageServer, withFrameworkOnly } from "./framework-page.ts";

const page = `<!DOCTYPE html><html><head>
<link rel="modulepreload" href="/assets/entry.client-a1.js"/><link rel="modulepreload" href="/assets/framework-Q9_x-1.js"/>
<link rel="stylesheet" href="/assets/site.css"/>
<script type="application/ld+json">{"@type":"Product"}</script>
</head><body><h1>Fridges</h1>
<script nonce="n1">window.__reactRouterContext = {};</script>
<script type="module" nonce="n1">import "/assets/framework-Q9_x-1.js"; import("/assets/entry.client-a1.js");</script>
</body></html>`;

describe("the framework-only page", () => {
  it("finds the framework file among the page's modulepreloads", () => {
    expect(frameworkFileOf(page)).toBe("/assets/framework-Q9_x-1.js");
    expect(frameworkFileOf(`<link rel="modulepreload" href="/assets/root-c3.js"/>`)).toBeUndefined();
  });

  it("finds it among the preloads the storefront adds once the page has loaded", () => {
    const held = `<script type="text/x-storefront-module" id="storefront-modules" data-preload="/assets/entry.client-a1.js /assets/framework-Q9_x-1.js">;</script>`;
    expect(frameworkFileOf(held)).toBe("/assets/framework-Q9_x-1.js");
  });

  it("keeps the markup, styles and data scripts, and loads the framework file as its one module script", () => {
    const html = withFrameworkOnly(page, "/assets/framework-Q9_x-1.js");
    expect(html).toContain("<h1>Fridges</h1>");
    expect(html).toContain(`<link rel="stylesheet" href="/assets/site.css"/>`);
    expect(html).toContain(`<script type="application/ld+json">{"@type":"Product"}</script>`);
    expect(html).not.toContain("modulepreload");
    expect(html).not.toContain("__reactRouterContext");
    expect([...html.matchAll(/<script type="module"[^>]*>/g)].map(([tag]) => tag)).toEqual([
      `<script type="module" src="/assets/framework-Q9_x-1.js">`,
    ]);
  });
});

describe("the framework-only page server", () => {
  const asset = Buffer.from([0x1f, 0x8b, 1, 2, 3]);
  const storefront = createServer((request, response) => {
    if (request.url === "/assets/framework-Q9_x-1.js") {
      response.writeHead(200, { "content-type": "text/javascript", "content-encoding": "gzip" });
      response.end(asset);
      return;
    }
    response.writeHead(200, { "content-type": "text/html; charset=utf-8", "cache-control": "s-maxage=5" });
    response.end(page);
  });
  let served: { origin: string; close: () => Promise<void> };

  beforeAll(async () => {
    await new Promise<void>((resolve) => storefront.listen(0, "127.0.0.1", resolve));
    served = await startFrameworkPageServer(`http://127.0.0.1:${(storefront.address() as AddressInfo).port}`);
  });
  afterAll(async () => {
    await served.close();
    await new Promise<void>((resolve) => storefront.close(() => resolve()));
  });

  it("answers a page framework-only, in gzip, with the storefront's other headers", async () => {
    const answer = await fetch(`${served.origin}/c/fridges`, { headers: { accept: "text/html", "accept-encoding": "gzip" } });
    expect(answer.headers.get("content-encoding")).toBe("gzip");
    expect(answer.headers.get("cache-control")).toBe("s-maxage=5");
    const html = await answer.text();
    expect(html).toContain("<h1>Fridges</h1>");
    expect(html).toContain(`<script type="module" src="/assets/framework-Q9_x-1.js"></script></head>`);
    expect(html).not.toContain("entry.client");
  });

  it("passes other answers on byte for byte, encoding and all", async () => {
    const body = await new Promise<{ encoding: string | undefined; bytes: Buffer }>((resolve, reject) => {
      request(`${served.origin}/assets/framework-Q9_x-1.js`, (answer) => {
        const chunks: Buffer[] = [];
        answer.on("data", (chunk: Buffer) => chunks.push(chunk));
        answer.on("end", () => resolve({ encoding: answer.headers["content-encoding"], bytes: Buffer.concat(chunks) }));
      })
        .on("error", reject)
        .end();
    });
    expect(body).toEqual({ encoding: "gzip", bytes: asset });
  });
});
