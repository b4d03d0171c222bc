import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { holdRouteDiscovery } from "./route-discovery";

describe("holdRouteDiscovery", () => {
  const original = vi.fn(async () => new Response("{}"));

  beforeEach(() => {
    original.mockClear();
    vi.stubGlobal("fetch", original);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("holds the route discovery requests until the page is ready", async () => {
    let ready!: () => void;
    holdRouteDiscovery(new Promise<void>((resolve) => (ready = resolve)));
    const answer = window.fetch("/__manifest?paths=%2Fp%2Foven&version=1");
    await Promise.resolve();
    expect(original).not.toHaveBeenCalled();
    ready();
    await answer;
    expect(original).toHaveBeenCalledWith("/__manifest?paths=%2Fp%2Foven&version=1", undefined);
  });

  it("asks once for the same paths asked for twice while held, each caller reading its own answer", async () => {
    let ready!: () => void;
    holdRouteDiscovery(new Promise<void>((resolve) => (ready = resolve)));
    const url = "/__manifest?paths=%2Fc%2Foutdoor&version=1";
    const first = window.fetch(url);
    const second = window.fetch(url);
    ready();
    const answers = await Promise.all([first, second]);
    expect(original).toHaveBeenCalledOnce();
    expect(await Promise.all(answers.map((answer) => answer.json()))).toEqual([{}, {}]);
  });

  it("sends a navigation's request (with its abort signal) on its own", async () => {
    let ready!: () => void;
    holdRouteDiscovery(new Promise<void>((resolve) => (ready = resolve)));
    const url = "/__manifest?paths=%2Fc%2Foutdoor&version=1";
    const eager = window.fetch(url);
    const navigation = window.fetch(url, { signal: new AbortController().signal });
    ready();
    await Promise.all([eager, navigation]);
    expect(original).toHaveBeenCalledTimes(2);
  });

  it("lets every other request through at once", async () => {
    holdRouteDiscovery(new Promise(() => undefined));
    await window.fetch("/api/products/oven", { method: "GET" });
    expect(original).toHaveBeenCalledWith("/api/products/oven", { method: "GET" });
  });

  it("puts the browser's fetch back once the page is ready", async () => {
    holdRouteDiscovery(Promise.resolve());
    await vi.waitFor(() => expect(window.fetch).toBe(original));
  });

  it("lets the requests go after its limit when the page never gets ready", async () => {
    vi.useFakeTimers();
    holdRouteDiscovery(new Promise(() => undefined), 5000);
    const answer = window.fetch("/__manifest?paths=%2Fc%2Foutdoor");
    await vi.advanceTimersByTimeAsync(4999);
    expect(original).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await answer;
    expect(original).toHaveBeenCalledOnce();
  });
});
