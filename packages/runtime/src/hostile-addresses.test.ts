import { mkdtempSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import express from "express";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createStorefrontApp, plainErrorPage } from "./storefront-app";
import { fakeBuild, listen, rawGet, rawRequest } from "./test-helpers";

/** What a server must never show a shopper: a stack frame, a file path of the server, a module folder. */
const INTERNALS = /at \w+ \(|node_modules|\/src\/|\/build\/server|\/work\/|file:\/\//;

describe("hostile addresses on the production server (issue 18 item 2)", () => {
  let shop: Server;
  let url: string;
  const rendered: string[] = [];

  beforeAll(async () => {
    // The render stands in for React Router's: it records the address and fails on request.
    const build = fakeBuild((request) => {
      const { pathname } = new URL(request.url);
      rendered.push(pathname);
      if (pathname === "/boom") throw new Error(`ENOENT: no such file, open '${join(process.cwd(), "build/server/index.js")}'`);
      return new Response("<!DOCTYPE html><p>page</p>", { headers: { "content-type": "text/html" } });
    });
    const app = await createStorefrontApp({
      build,
      clientDir: mkdtempSync(join(tmpdir(), "storefront-client-")),
      brand: "wa",
      api: "http://127.0.0.1:9",
      origin: "https://shop.example",
    });
    shop = createServer(app);
    url = await listen(shop);
  });

  afterAll(() => shop.close());

  it("hands a malformed percent-encoding to the app's render (its root answers 400 in the brand's layout), never Express's stack trace", async () => {
    for (const path of ["/c/%E0%A4%A", "/p/%", "/search/%zz", "/%E0%A4%A/x.js"]) {
      const answer = await rawGet(`${url}${path}`);
      expect(answer.body.toString(), path).not.toMatch(INTERNALS);
      expect(answer.body.toString(), path).not.toMatch(/URIError|Failed to decode/);
      expect(rendered, path).toContain(path);
    }
  });

  it("answers an absolute-form or asterisk-form request target 400, before any step reads it (issue 41 item 4)", async () => {
    const before = rendered.length;
    for (const target of ["http://evil.example/", "http://evil.example/api/settings", "https://shop.example/p/x", "*"]) {
      const answer = await rawRequest(url, `GET ${target} HTTP/1.1\r\nHost: shop.example\r\nConnection: close\r\n\r\n`);
      expect(answer.status, target).toBe(400);
      expect(answer.body, target).toContain("<h1>This address isn't valid</h1>");
      expect(answer.body, target).not.toMatch(INTERNALS);
      expect(answer.head, target).toMatch(/content-security-policy/i);
    }
    expect(rendered.length).toBe(before);
  });

  it("answers a Host that makes no address 400, not 500 (issue 41 item 4)", async () => {
    for (const host of ["a b", "[::1", "shop.example:99999"]) {
      const answer = await rawRequest(url, `GET /p/x HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
      expect(answer.status, host).toBe(400);
      expect(answer.body, host).not.toMatch(INTERNALS);
    }
  });

  it("answers a failing render with a plain error page that names no server path", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const answer = await rawGet(`${url}/boom`);
    expect(answer.status).toBe(500);
    expect(answer.body.toString()).not.toMatch(INTERNALS);
    expect(answer.body.toString()).not.toContain("ENOENT");
  });
});

describe("the server's last-resort error page", () => {
  it("keeps a client error's status and shows neither the error nor its stack, whatever NODE_ENV says", async () => {
    const app = express();
    app.set("env", "development");
    // A route pattern decodes its parameters: a malformed one is a 400 URIError with a stack.
    app.get("/c/:slug", (_req, res) => res.send("category"));
    app.get("/fail", () => {
      throw new Error(`cannot open ${join(process.cwd(), "src/secret.ts")}`);
    });
    // A step that makes a URL of the address and the Host, as React Router's adapter does.
    app.get("/url", (req) => new URL(`http://${req.headers["x-host"] ?? ""}${req.url}`));
    app.use(plainErrorPage);
    const server = createServer(app);
    const base = await listen(server);
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const malformed = await rawGet(`${base}/c/%E0%A4%A`);
    const failed = await rawGet(`${base}/fail`);
    const unparsable = await rawGet(`${base}/url`, { "x-host": "a b" });
    server.close();
    expect(malformed.status).toBe(400);
    expect(malformed.body.toString()).toContain("<h1>This address isn't valid</h1>");
    expect(failed.status).toBe(500);
    expect(unparsable.status).toBe(400);
    for (const answer of [malformed, failed, unparsable]) {
      expect(answer.body.toString()).not.toMatch(INTERNALS);
      expect(answer.body.toString()).not.toMatch(/URIError|cannot open|Invalid URL/);
    }
  });
});
