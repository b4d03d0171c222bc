import Fastify, { type FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { registerHealthRoutes } from "../routes/health";
import { Drain, drainAndClose, drainGraceFromEnv, registerDrain } from "./drain";
import { typed } from "./schemas";

/** A promise and the hand that settles it: the tests' clock and the slow request's end. */
function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve = () => undefined as void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

/**
 * The drain's own steps on an app with the readiness route and one request that runs until the
 * test lets it finish. Time is the test's: `after(ms)` resolves when the test says so, never by a
 * clock, so the grace and the 10 s deadline are steps, not waits.
 */
async function drainingApp() {
  const app = Fastify();
  const drain = new Drain();
  registerDrain(app, drain);
  registerHealthRoutes(typed(app), drain);
  const slow = deferred();
  const slowStarted = deferred();
  app.get("/slow", async () => {
    slowStarted.resolve();
    await slow.promise;
    return { done: true };
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = app.server.address() as { port: number };
  const timers = new Map<number, () => void>();
  const after = (ms: number) => {
    const timer = deferred();
    timers.set(ms, timer.resolve);
    return timer.promise;
  };
  const events: string[] = [];
  return {
    app,
    drain,
    url: `http://127.0.0.1:${port}`,
    slow,
    slowStarted: slowStarted.promise,
    events,
    /** Ends the timer of `ms` (the grace, or the deadline). */
    elapse: (ms: number) => timers.get(ms)?.(),
    start: (graceMs: number) =>
      drainAndClose({
        app,
        drain,
        graceMs,
        after,
        closeDatabase: async () => {
          events.push("pool closed");
        },
      }),
  };
}

let open: FastifyInstance | undefined;
afterEach(async () => {
  await open?.close();
  open = undefined;
});

describe("SIGTERM drain (issue 43 item 4)", () => {
  it("answers ready until the drain begins, then 503 draining at once, with Connection: close", async () => {
    const shop = await drainingApp();
    open = shop.app;
    const before = await fetch(`${shop.url}/api/ready`);
    expect(before.status).toBe(200);
    expect(await before.json()).toEqual({ status: "ready" });

    const draining = shop.start(5_000);
    const during = await fetch(`${shop.url}/api/ready`);
    expect(during.status).toBe(503);
    expect(during.headers.get("connection")).toBe("close");
    expect(during.headers.get("cache-control")).toBe("no-store");
    expect(await during.json()).toEqual({ status: "draining" });
    // Liveness is not readiness: the process still answers that it lives.
    expect((await fetch(`${shop.url}/api/health`)).status).toBe(200);

    shop.elapse(5_000);
    expect(await draining).toEqual({ cut: false });
    expect(shop.events).toEqual(["pool closed"]);
  });

  it("finishes the request in flight, then closes the pool, and takes no new connection after the grace", async () => {
    const shop = await drainingApp();
    open = shop.app;
    const inFlight = fetch(`${shop.url}/slow`);
    await shop.slowStarted;

    let finished = false;
    const draining = shop.start(0).then((result) => {
      finished = true;
      return result;
    });
    await expect(fetch(`${shop.url}/api/ready`)).rejects.toThrow();
    expect(finished).toBe(false);
    expect(shop.events).toEqual([]);

    shop.slow.resolve();
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ done: true });
    expect(await draining).toEqual({ cut: false });
    expect(shop.events).toEqual(["pool closed"]);
  });

  it("cuts what still runs at the deadline, then closes the pool", async () => {
    const shop = await drainingApp();
    open = shop.app;
    const inFlight = fetch(`${shop.url}/slow`).then(
      () => "answered",
      () => "cut",
    );
    await shop.slowStarted;
    const draining = shop.start(0);
    shop.elapse(10_000);
    expect(await draining).toEqual({ cut: true });
    expect(await inFlight).toBe("cut");
    expect(shop.events).toEqual(["pool closed"]);
    shop.slow.resolve();
  });

  it("reads DRAIN_GRACE_MS: 0 by default, whole milliseconds below the deadline, anything else refused", () => {
    expect(drainGraceFromEnv({})).toBe(0);
    expect(drainGraceFromEnv({ DRAIN_GRACE_MS: "3000" })).toBe(3000);
    for (const value of ["-1", "1.5", "10000", "soon"]) {
      expect(() => drainGraceFromEnv({ DRAIN_GRACE_MS: value }), value).toThrow(/DRAIN_GRACE_MS must be a whole number/);
    }
  });
});
