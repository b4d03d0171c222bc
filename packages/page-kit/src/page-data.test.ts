// @vitest-environment node
import { RouterContextProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { brandContext } from "./brand-context";
import { loadPage, type PageLoaderArgs } from "./page-data";
import { brandWith, fakeFetch } from "./testing";

function argsFor(path: string, params: Record<string, string>): PageLoaderArgs {
  const context = new RouterContextProvider();
  context.set(brandContext, brandWith());
  return { request: new Request(`http://shop.test${path}`), context, params };
}

/** What a loader threw, or undefined when it answered. */
async function thrownBy(load: Promise<unknown>): Promise<unknown> {
  try {
    await load;
    return undefined;
  } catch (thrown) {
    return thrown;
  }
}

const statusOf = (thrown: unknown) => (thrown as { init?: { status?: number } } | undefined)?.init?.status;

beforeEach(() => vi.stubEnv("API_URL", "http://api.test"));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

describe("loadPage and over-long addresses (issue 41 item 4)", () => {
  it("answers the not-found page for a parameter or splat segment over 100 characters, before the prefetch runs", async () => {
    const prefetch = vi.fn(async () => ({}));
    const long = "a".repeat(101);
    for (const params of [{ uri: long }, { "*": `kitchen/${long}` }] as Record<string, string>[]) {
      const thrown = await thrownBy(loadPage(argsFor(`/x/${long}`, params), prefetch));
      expect(statusOf(thrown), JSON.stringify(params).slice(0, 40)).toBe(404);
    }
    expect(prefetch).not.toHaveBeenCalled();
  });

  it("runs the prefetch for a parameter of 100 characters", async () => {
    const page = await loadPage(argsFor("/x", { uri: "a".repeat(100) }), async () => ({ title: "fine" }));
    expect(page.page).toEqual({ title: "fine" });
  });

  it("answers the not-found page when the API refuses the address as too long (414), and the outage page when it is down", async () => {
    const api = fakeFetch({ "GET /api/brands/x": new Response(JSON.stringify({ message: "too long" }), { status: 414 }) });
    vi.stubGlobal("fetch", api.fetch);
    const refused = await thrownBy(loadPage(argsFor("/brands/x", { uri: "x" }), ({ api: client }) => client.get("/api/brands/x")));
    expect(statusOf(refused)).toBe(404);
    vi.stubGlobal("fetch", () => Promise.reject(new TypeError("fetch failed")));
    const down = await thrownBy(loadPage(argsFor("/brands/x", { uri: "x" }), ({ api: client }) => client.get("/api/brands/x")));
    expect(statusOf(down)).toBe(503);
  });
});
