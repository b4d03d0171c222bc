import { mkdtempSync } from "node:fs";
import { createServer, request, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, constants, deflateRawSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import {
  cutAtNonce,
  deflatePieces,
  DEFAULT_PAGE_CACHE,
  gzipWithNonce,
  joinWithNonce,
  PAGE_CACHE_HEADER,
  pageCacheFromEnv,
  type PageCacheOptions,
} from "./page-cache";
import { CSP_NONCE_HEADER } from "./render-headers";
import { createStorefrontApp } from "./storefront-app";
import { fakeBuild, listen, rawGet } from "./test-helpers";

/** The nonce the response's Content-Security-Policy allows scripts with. */
const nonceOf = (csp: unknown) => /'nonce-([^']+)'/.exec(String(csp))?.[1] ?? "";
/** The nonces the page's scripts carry. */
const scriptNonces = (html: string) => [...html.matchAll(/<script nonce="([^"]+)"/g)].map((match) => match[1]);

describe("the micro-cache of pages for visitors without cookies (issue 18 item 9)", () => {
  let server: Server;
  let url: string;
  let clock = 0;
  /** Renders per address, to see which answers came from the cache. */
  let renders: string[] = [];
  /** Holds renders until the test releases them, to see requests arrive while one renders. */
  let hold: Promise<void> | null = null;
  /** Visitors' requests (not the server's own renders) as they reached the server, by path. */
  let arrivals: string[] = [];

  const options: PageCacheOptions = { ...DEFAULT_PAGE_CACHE, freshMs: 1_000, staleMs: 30_000, now: () => clock };

  beforeAll(async () => {
    const build = fakeBuild((request) => {
      const path = new URL(request.url).pathname;
      renders.push(path);
      const nonce = request.headers.get(CSP_NONCE_HEADER) ?? "";
      const page = `<!DOCTYPE html><html><head><script nonce="${nonce}">window.a=1</script></head><body><h1>${path} render ${renders.length}</h1>${"<p>text</p>".repeat(200)}<script nonce="${nonce}">window.b=2</script></body></html>`;
      const headers = new Headers({ "Content-Type": "text/html; charset=utf-8", "X-Render-Header": "kept" });
      if (path === "/sets-cookie") headers.set("Set-Cookie", "session=abc; Path=/; HttpOnly");
      if (path === "/private") headers.set("Cache-Control", "private, max-age=0");
      // The first render of /flaky fails as a page does when the API does not answer in time.
      // The second render of /flaky-later fails the same way.
      const count = renders.filter((seen) => seen === path).length;
      const status = path === "/missing" ? 404 : (path === "/flaky" && count === 1) || (path === "/flaky-later" && count === 2) ? 503 : 200;
      const body = hold
        ? new ReadableStream<Uint8Array>({
            async start(controller) {
              await hold;
              controller.enqueue(new TextEncoder().encode(page));
              controller.close();
            },
          })
        : page;
      return new Response(body, { status, headers });
    });
    const app = await createStorefrontApp({
      build,
      clientDir: mkdtempSync(join(tmpdir(), "page-cache-client-")),
      brand: "hc",
      api: "http://127.0.0.1:9",
      origin: "http://localhost:3005",
      pageCache: options,
    });
    server = createServer((req, res) => {
      if (!req.headers["x-page-cache-refresh"]) arrivals.push(new URL(req.url ?? "/", "http://localhost").pathname);
      app(req, res);
    });
    url = await listen(server);
  });

  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  beforeEach(() => {
    clock += 60_000;
    renders = [];
    arrivals = [];
    hold = null;
  });

  it("answers a second visitor from memory, with that response's own CSP nonce in every script", async () => {
    const first = await rawGet(`${url}/c/kitchen`);
    const second = await rawGet(`${url}/c/kitchen`);
    expect(renders).toEqual(["/c/kitchen"]);
    expect(first.headers[PAGE_CACHE_HEADER]).toBe("MISS");
    expect(second.headers[PAGE_CACHE_HEADER]).toBe("HIT");
    expect(second.status).toBe(200);
    expect(second.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(second.headers["x-render-header"]).toBe("kept");

    const firstNonce = nonceOf(first.headers["content-security-policy"]);
    const secondNonce = nonceOf(second.headers["content-security-policy"]);
    expect(secondNonce).not.toBe(firstNonce);
    expect(scriptNonces(first.body.toString())).toEqual([firstNonce, firstNonce]);
    expect(scriptNonces(second.body.toString())).toEqual([secondNonce, secondNonce]);
    expect(second.body.toString()).not.toContain(firstNonce);
    // The same page otherwise, to the byte.
    expect(second.body.toString().replaceAll(secondNonce, firstNonce)).toBe(first.body.toString());
    expect(second.headers["content-length"]).toBe(String(second.body.length));
  });

  it("answers a stored page in gzip put together from pieces deflated once, to a browser that takes gzip, each with its own nonce", async () => {
    await rawGet(`${url}/c/compressed`);
    const hits = [
      await rawGet(`${url}/c/compressed`, { "accept-encoding": "gzip, deflate, br, zstd" }),
      await rawGet(`${url}/c/compressed`, { "accept-encoding": "gzip" }),
    ];
    for (const hit of hits) {
      expect(hit.headers[PAGE_CACHE_HEADER]).toBe("HIT");
      expect(hit.headers["content-encoding"]).toBe("gzip");
      expect(hit.headers.vary).toMatch(/Accept-Encoding/i);
      expect(hit.headers["content-length"]).toBe(String(hit.body.length));
      // gunzip checks the trailer's CRC-32 and length.
      const html = gunzipSync(hit.body).toString();
      expect(html).toContain("<h1>/c/compressed render 1</h1>");
      const nonce = nonceOf(hit.headers["content-security-policy"]);
      expect(scriptNonces(html)).toEqual([nonce, nonce]);
    }
    // A client that takes only brotli still gets brotli, compressed for that answer.
    const brotli = await rawGet(`${url}/c/compressed`, { "accept-encoding": "br" });
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(brotli.body).toString()).toContain("<h1>/c/compressed render 1</h1>");
    expect(renders).toEqual(["/c/compressed"]);
  });

  it("renders for every request that carries a cookie or credentials, and never stores what it rendered for them", async () => {
    await rawGet(`${url}/p/kettle`, { cookie: "sid=shopper-1" });
    await rawGet(`${url}/p/kettle`, { authorization: "Bearer token" });
    expect(renders).toEqual(["/p/kettle", "/p/kettle"]);
    const anonymous = await rawGet(`${url}/p/kettle`);
    expect(anonymous.headers[PAGE_CACHE_HEADER]).toBe("MISS");
    const signedIn = await rawGet(`${url}/p/kettle`, { cookie: "sid=shopper-1" });
    expect(signedIn.headers[PAGE_CACHE_HEADER]).toBeUndefined();
    expect(renders).toHaveLength(4);
  });

  it("never stores a page that sets a cookie, forbids storing, or is not a 200, nor gives a render that set a cookie to another visitor", async () => {
    for (const path of ["/sets-cookie", "/private", "/missing"]) {
      const first = await rawGet(`${url}${path}`);
      const again = await rawGet(`${url}${path}`);
      expect(first.headers[PAGE_CACHE_HEADER], path).toBe("MISS");
      expect(again.headers[PAGE_CACHE_HEADER], path).toBe("MISS");
    }
    // The server's own render of /sets-cookie set a cookie: the visitor got a render of its own, and
    // the next visitors render for themselves without the server's render first. A 404 carries
    // nothing personal: its visitors get the server's render.
    expect(renders).toEqual(["/sets-cookie", "/sets-cookie", "/sets-cookie", "/private", "/private", "/private", "/missing", "/missing"]);
  });

  it("keeps addresses apart, query included, and renders React Router's data requests every time", async () => {
    await rawGet(`${url}/c/kitchen?sort=price`);
    await rawGet(`${url}/c/kitchen?sort=name`);
    await rawGet(`${url}/c/kitchen?sort=price`);
    expect(renders).toEqual(["/c/kitchen", "/c/kitchen"]);
    const data = await rawGet(`${url}/c/kitchen.data`);
    expect(data.headers[PAGE_CACHE_HEADER]).toBeUndefined();
  });

  /** How many renders of `path` have started. */
  const rendersOf = (path: string) => renders.filter((seen) => seen === path).length;

  /**
   * Asks for `path` until a visitor gets its `render`th render from the cache (HIT): a background
   * render is stored when a visitor is answered with it, which is what a person would see.
   */
  const servedFromCache = (path: string, render: number) =>
    vi.waitFor(
      async () => {
        const page = await rawGet(`${url}${path}`);
        expect(page.headers[PAGE_CACHE_HEADER]).toBe("HIT");
        expect(page.body.toString()).toContain(`<h1>${path} render ${render}</h1>`);
      },
      { timeout: 10_000, interval: 20 },
    );

  /** Waits until `count` visitors' requests for `path` have reached the server. */
  const arrived = (path: string, count: number) =>
    vi.waitFor(() => expect(arrivals.filter((seen) => seen === path)).toHaveLength(count), { timeout: 10_000, interval: 5 });

  it("past fresh, answers every visitor with the stored page at once and renders its successor in the background", async () => {
    const first = await rawGet(`${url}/c/stale`);
    expect(first.body.toString()).toContain("render 1");
    clock += 1_500;
    let release: () => void = () => undefined;
    hold = new Promise<void>((done) => (release = done));
    const meanwhile = await Promise.all([rawGet(`${url}/c/stale`), rawGet(`${url}/c/stale`)]);
    for (const page of meanwhile) {
      expect(page.headers[PAGE_CACHE_HEADER]).toBe("STALE");
      expect(page.body.toString()).toContain("render 1");
      expect(scriptNonces(page.body.toString())).toEqual([
        nonceOf(page.headers["content-security-policy"]),
        nonceOf(page.headers["content-security-policy"]),
      ]);
    }
    release();
    await servedFromCache("/c/stale", 2);
    // One background render for both visitors (and for the visitors asking while it ran).
    expect(renders).toEqual(["/c/stale", "/c/stale"]);
  });

  it("keeps serving the stored page when its background render fails", async () => {
    await rawGet(`${url}/flaky-later`);
    clock += 1_500;
    let releaseFailing: () => void = () => undefined;
    hold = new Promise<void>((done) => (releaseFailing = done));
    const stale = await rawGet(`${url}/flaky-later`);
    expect(stale.headers[PAGE_CACHE_HEADER]).toBe("STALE");
    // Its background render (the one that fails) has started; the next one waits for the test.
    await vi.waitFor(() => expect(rendersOf("/flaky-later")).toBe(2));
    let releaseNext: () => void = () => undefined;
    hold = new Promise<void>((done) => (releaseNext = done));
    releaseFailing();
    // While it fails and after, visitors get the stored page, and one of them asks for another render.
    await vi.waitFor(
      async () => {
        const still = await rawGet(`${url}/flaky-later`);
        expect(still.status).toBe(200);
        expect(still.body.toString()).toContain("<h1>/flaky-later render 1</h1>");
        expect(rendersOf("/flaky-later")).toBe(3);
      },
      { timeout: 10_000, interval: 20 },
    );
    // That render succeeds and is served from then on.
    releaseNext();
    await servedFromCache("/flaky-later", 3);
    expect(rendersOf("/flaky-later")).toBe(3);
  });

  it("does not take the background render's marker from a client", async () => {
    await rawGet(`${url}/c/marker`);
    const answer = await rawGet(`${url}/c/marker`, { "x-page-cache-refresh": "guess" });
    expect(answer.headers[PAGE_CACHE_HEADER]).toBe("HIT");
    expect(renders).toEqual(["/c/marker"]);
  });

  it("lets visitors who arrive while a missing page renders wait for that one render", async () => {
    let release: () => void = () => undefined;
    hold = new Promise<void>((done) => (release = done));
    const answers = Promise.all(Array.from({ length: 5 }, () => rawGet(`${url}/c/crowd`)));
    await arrived("/c/crowd", 5);
    release();
    const pages = await answers;
    expect(renders).toEqual(["/c/crowd"]);
    expect(pages.map((page) => page.status)).toEqual([200, 200, 200, 200, 200]);
    const nonces = pages.map((page) => nonceOf(page.headers["content-security-policy"]));
    expect(new Set(nonces).size).toBe(5);
    pages.forEach((page, index) => expect(scriptNonces(page.body.toString())).toEqual([nonces[index], nonces[index]]));
  });

  it("when the render the crowd waits for fails, they all get its answer (the outage page), and the next visitor renders again", async () => {
    let release: () => void = () => undefined;
    hold = new Promise<void>((done) => (release = done));
    const answers = Promise.all(Array.from({ length: 5 }, () => rawGet(`${url}/flaky`)));
    await arrived("/flaky", 5);
    release();
    const pages = await answers;
    expect(renders).toEqual(["/flaky"]);
    expect(pages.map((page) => page.status)).toEqual([503, 503, 503, 503, 503]);
    const nonces = pages.map((page) => nonceOf(page.headers["content-security-policy"]));
    pages.forEach((page, index) => expect(scriptNonces(page.body.toString())).toEqual([nonces[index], nonces[index]]));
    const next = await rawGet(`${url}/flaky`);
    expect(next.status).toBe(200);
    expect(renders).toEqual(["/flaky", "/flaky"]);
    expect((await rawGet(`${url}/flaky`)).headers[PAGE_CACHE_HEADER]).toBe("HIT");
  });

  /**
   * A visitor who gives up while the page renders for them (the render is held), as a load
   * generator's timeout or a closed tab does: they leave once the render has started.
   */
  const leaveWhileRendering = (path: string, renderCount: number) =>
    new Promise<void>((done) => {
      const asked = request(`${url}${path}`);
      asked.on("error", () => undefined).on("close", () => done());
      asked.end();
      void vi.waitFor(() => expect(rendersOf(path)).toBe(renderCount), { timeout: 10_000, interval: 5 }).then(() => asked.destroy());
    });

  it("finishes and stores a render whose visitor left before it ended: the next visitors wait for it, none renders again", async () => {
    // Under load a render outlasted its visitors' 10 s: each visitor set off a render of its own,
    // left, React Router aborted it and nothing was stored, so the page timed out for good.
    let release: () => void = () => undefined;
    hold = new Promise<void>((done) => (release = done));
    await leaveWhileRendering("/c/slow", 1);
    const next = rawGet(`${url}/c/slow`);
    await arrived("/c/slow", 2);
    release();
    const page = await next;
    expect(page.status).toBe(200);
    expect(page.body.toString()).toContain("<h1>/c/slow render 1</h1>");
    expect(renders).toEqual(["/c/slow"]);
    const after = await rawGet(`${url}/c/slow`);
    expect(after.headers[PAGE_CACHE_HEADER]).toBe("HIT");
    expect(renders).toEqual(["/c/slow"]);
  });

  it("stores the successor of a page past its stale time even when every visitor who asked for it left", async () => {
    await rawGet(`${url}/c/expired`);
    clock += 31_001;
    let release: () => void = () => undefined;
    hold = new Promise<void>((done) => (release = done));
    await Promise.all([leaveWhileRendering("/c/expired", 2), leaveWhileRendering("/c/expired", 2)]);
    release();
    await servedFromCache("/c/expired", 2);
    expect(renders).toEqual(["/c/expired", "/c/expired"]);
  });

  it("drops a page past fresh and stale, and renders it again", async () => {
    await rawGet(`${url}/c/old`);
    clock += 31_001;
    const again = await rawGet(`${url}/c/old`);
    expect(again.headers[PAGE_CACHE_HEADER]).toBe("MISS");
    expect(renders).toEqual(["/c/old", "/c/old"]);
  });
});

describe("pageCacheFromEnv", () => {
  it("is on by default, takes a fresh time in milliseconds, and 0 turns it off", () => {
    expect(pageCacheFromEnv({})).toEqual(DEFAULT_PAGE_CACHE);
    expect(DEFAULT_PAGE_CACHE.freshMs).toBe(5_000);
    expect(pageCacheFromEnv({ STOREFRONT_PAGE_CACHE_MS: "5000" })).toEqual(DEFAULT_PAGE_CACHE);
    expect(pageCacheFromEnv({ STOREFRONT_PAGE_CACHE_MS: "1000" }).freshMs).toBe(1_000);
    expect(pageCacheFromEnv({ STOREFRONT_PAGE_CACHE_MS: "2500" }).freshMs).toBe(2_500);
    expect(pageCacheFromEnv({ STOREFRONT_PAGE_CACHE_MS: "0" }).freshMs).toBe(0);
  });

  it("refuses a value that is not milliseconds up to a minute", () => {
    for (const value of ["-1", "1s", "60001", "1e3"]) {
      expect(() => pageCacheFromEnv({ STOREFRONT_PAGE_CACHE_MS: value }), value).toThrow(/STOREFRONT_PAGE_CACHE_MS/);
    }
  });
});

describe("cutAtNonce and joinWithNonce", () => {
  it("put another nonce everywhere the first one stood, in a page with text beyond ASCII", () => {
    const page = Buffer.from(`<script nonce="abc+/=">1</script><p>Crème brûlée — 🍮</p><script nonce="abc+/=">2</script>`);
    const pieces = cutAtNonce(page, "abc+/=");
    expect(pieces).toHaveLength(3);
    expect(joinWithNonce(pieces, "xyz==").toString()).toBe(
      `<script nonce="xyz==">1</script><p>Crème brûlée — 🍮</p><script nonce="xyz==">2</script>`,
    );
    expect(joinWithNonce(cutAtNonce(Buffer.from("no scripts"), "abc"), "xyz").toString()).toBe("no scripts");
  });

  it("gzipWithNonce gives the same page as joinWithNonce, for pages of every shape", () => {
    const long = `<p>${"Crème brûlée — 🍮 ".repeat(5_000)}</p>`;
    const repeated = Array.from(
      { length: 40 },
      (_, i) => `<style nonce="abc+/=">.c${i % 4}{color:red}</style><p>${"same text ".repeat(30)}</p>`,
    ).join("");
    for (const page of [
      "",
      "abc+/=",
      `abc+/=${long}abc+/=`,
      `${long}<script nonce="abc+/=">1</script>${long}`,
      repeated,
      "no scripts",
      "a\0b abc+/= a\0b",
    ]) {
      const pieces = cutAtNonce(Buffer.from(page), "abc+/=");
      const gzip = gzipWithNonce(pieces, deflatePieces(pieces, 6), "xyz==!");
      expect(gunzipSync(gzip).equals(joinWithNonce(pieces, "xyz==!"))).toBe(true);
    }
    // The pieces refer back to the text before them: a piece like the ones before it costs little.
    const paragraph = Array.from({ length: 200 }, (_, i) => `<li>${(i * 7919) % 1009} kettle ${i % 13}</li>`).join("");
    const pieces = cutAtNonce(
      Buffer.from(Array.from({ length: 10 }, () => `${paragraph}<style nonce="abc+/=">.c{}</style>`).join("")),
      "abc+/=",
    );
    const alone = pieces.map((piece) => deflateRawSync(piece, { finishFlush: constants.Z_SYNC_FLUSH }));
    const primed = deflatePieces(pieces, 6);
    const size = (parts: Buffer[]) => parts.reduce((sum, part) => sum + part.length, 0);
    expect(size(primed)).toBeLessThan(size(alone) / 3);
    expect(gunzipSync(gzipWithNonce(pieces, primed, "xyz==!")).equals(joinWithNonce(pieces, "xyz==!"))).toBe(true);
  });
});
