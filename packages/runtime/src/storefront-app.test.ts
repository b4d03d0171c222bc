import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { createServer, request, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, createBrotliDecompress, createGunzip, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompressDirectory } from "./precompress";
import { createStorefrontApp } from "./storefront-app";
import { fakeBuild, listen, rawGet } from "./test-helpers";

const CHROME = "gzip, deflate, br, zstd";
const script = `export const rows = [${Array.from({ length: 400 }, (_, i) => `"row ${i}"`).join(",")}];\n`;
const apiJson = JSON.stringify({ items: Array.from({ length: 200 }, (_, i) => ({ sku: `SKU-${i}`, title: `Product ${i}` })) });

/** A render that sends the top of the page, then holds the rest until the test lets it go. */
function heldRender() {
  let release: () => void = () => undefined;
  const released = new Promise<void>((done) => (release = done));
  const render = () =>
    new Response(
      new ReadableStream<Uint8Array>({
        async start(controller) {
          controller.enqueue(
            new TextEncoder().encode(`<!DOCTYPE html><html><head><title>Shop</title></head><body><h1>First paint</h1>${" ".repeat(2048)}`),
          );
          await released;
          controller.enqueue(new TextEncoder().encode("<p>The rest of the page</p></body></html>"));
          controller.close();
        },
      }),
      { headers: { "Content-Type": "text/html; charset=utf-8" } },
    );
  return { render, release: () => release() };
}

describe("compressed responses of the production server", () => {
  let api: Server;
  let shop: Server;
  let url: string;
  let held = heldRender();

  beforeAll(async () => {
    // The API: plain JSON, or brotli when it chooses to compress itself (/api/compressed).
    api = createServer((req, res) => {
      if (req.url === "/api/compressed" && req.headers["accept-encoding"] === "br") {
        res.writeHead(200, { "content-type": "application/json", "content-encoding": "br" });
        res.end(brotliCompressSync(apiJson));
        return;
      }
      res.writeHead(200, { "content-type": "application/json" });
      res.end(apiJson);
    });
    const clientDir = mkdtempSync(join(tmpdir(), "storefront-client-"));
    mkdirSync(join(clientDir, "assets"));
    writeFileSync(join(clientDir, "assets/entry-abc123.js"), script);
    await precompressDirectory(clientDir);
    const app = await createStorefrontApp({
      build: fakeBuild(() => held.render()),
      clientDir,
      brand: "hc",
      api: await listen(api),
      origin: "https://shop.example",
    });
    shop = createServer(app);
    url = await listen(shop);
  });

  afterAll(() => {
    held.release();
    api.close();
    shop.close();
  });

  it("sends an asset's brotli copy to a browser that takes brotli, with its type and Vary", async () => {
    const answer = await rawGet(`${url}/assets/entry-abc123.js`, { "accept-encoding": CHROME });
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(answer.headers["content-type"]).toMatch(/^text\/javascript/);
    expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
    expect(answer.headers["cache-control"]).toContain("immutable");
    expect(brotliDecompressSync(answer.body).toString()).toBe(script);
  });

  it("sends the gzip copy to a browser without brotli, and the file itself to one that takes neither", async () => {
    const gzip = await rawGet(`${url}/assets/entry-abc123.js`, { "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.body).toString()).toBe(script);
    const plain = await rawGet(`${url}/assets/entry-abc123.js`);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toMatch(/Accept-Encoding/i);
    expect(plain.body.toString()).toBe(script);
  });

  for (const [coding, decompress] of [
    ["br", createBrotliDecompress],
    ["gzip", createGunzip],
  ] as const) {
    it(`compresses the server-rendered page with ${coding} as it streams: the top arrives before the render ends`, async () => {
      held = heldRender();
      const text = await new Promise<string>((resolve, reject) => {
        // A shopper with a session: rendered for itself and streamed. (A visitor without cookies
        // gets the page cache's answer once the server's own render has ended, page-cache.ts.)
        request(`${url}/`, { headers: { "accept-encoding": coding, cookie: "sid=shopper-1" } }, (answer) => {
          expect(answer.headers["content-encoding"]).toBe(coding);
          expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
          let seen = "";
          const body = answer.pipe(decompress());
          body.on("data", (chunk: Buffer) => {
            // The first bytes are readable while the render still holds the rest back.
            if (!seen && chunk.toString().includes("First paint")) held.release();
            seen += chunk.toString();
          });
          body.on("end", () => resolve(seen));
          body.on("error", reject);
        })
          .on("error", reject)
          .end();
      });
      expect(text).toMatch(/^<!DOCTYPE html>.*First paint.*The rest of the page<\/p><\/body><\/html>$/s);
    });
  }

  it("compresses an API answer the API sent plain", async () => {
    const answer = await rawGet(`${url}/api/plain`, { "accept-encoding": CHROME });
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(answer.body).toString()).toBe(apiJson);
  });

  it("passes an API answer the API compressed through untouched, never compressing it twice", async () => {
    const answer = await rawGet(`${url}/api/compressed`, { "accept-encoding": CHROME });
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(answer.body.equals(brotliCompressSync(apiJson))).toBe(true);
    expect(brotliDecompressSync(answer.body).toString()).toBe(apiJson);
  });
});
