import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { failureOf, formatSummary, pooled, runLoad, type LoadSummary } from "./load.ts";

// A short smoke of the load runner against a local server (about four seconds): the 60 s run of
// the six storefronts is `pnpm bench:storefronts`, never part of `pnpm test`.
describe("runLoad", () => {
  let server: Server;
  let base: string;
  const seen = new Set<string>();

  beforeAll(async () => {
    server = createServer((req, res) => {
      seen.add(req.url ?? "");
      if (req.url === "/broken") {
        res.writeHead(503, { "content-type": "text/html" }).end("<p>Service unavailable</p>");
      } else if (req.url === "/hangs") {
        // Never answers: the load's timeout has to count it.
      } else {
        res.writeHead(200, { "content-type": "text/html" }).end("<p>A page</p>");
      }
    });
    await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => {
    server.closeAllConnections();
    return new Promise<void>((done) => server.close(() => done()));
  });

  it("loads every address and holds when all answers are 2xx in time", async () => {
    const summary = await runLoad({ urls: [`${base}/`, `${base}/c/kitchen`], connections: 4, durationSeconds: 1, timeoutSeconds: 2 });
    expect(seen).toContain("/");
    expect(seen).toContain("/c/kitchen");
    expect(summary.requests).toBeGreaterThan(0);
    expect(summary.statusCodes).toEqual({ "2xx": summary.requests });
    expect(summary.errors).toBe(0);
    expect(summary.timeouts).toBe(0);
    expect(failureOf(summary)).toBeNull();
    expect(formatSummary(summary)).toMatch(/p50 \d+(\.\d+)? ms, p99 \d+(\.\d+)? ms/);
  });

  it("counts a non-2xx answer as an error and a request left unanswered as a timeout", async () => {
    const summary = await runLoad({
      urls: [`${base}/`, `${base}/broken`, `${base}/hangs`],
      connections: 3,
      durationSeconds: 2,
      timeoutSeconds: 1,
    });
    expect(summary.non2xx).toBeGreaterThan(0);
    expect(summary.errors).toBeGreaterThanOrEqual(summary.non2xx);
    expect(summary.timeouts).toBeGreaterThan(0);
    expect(failureOf(summary)).toMatch(/answers were not 2xx.*requests timed out/);
  });
});

describe("failureOf", () => {
  const held: LoadSummary = {
    connections: 200,
    urls: 18,
    durationSeconds: 60,
    requests: 1000,
    requestsPerSecond: 17,
    p50Ms: 900,
    p99Ms: 4000,
    maxMs: 5000,
    socketErrors: 0,
    timeouts: 0,
    non2xx: 0,
    errors: 0,
    statusCodes: { "2xx": 1000 },
  };

  it("fails a run with no answer, or with connection errors that were not timeouts", () => {
    expect(failureOf(held)).toBeNull();
    expect(failureOf({ ...held, requests: 0, statusCodes: {} })).toBe("no request was answered");
    expect(failureOf({ ...held, socketErrors: 3, timeouts: 1, errors: 3 })).toBe("1 requests timed out; 2 connection errors");
  });
});

describe("pooled", () => {
  const run = (requestsPerSecond: number, p50Ms: number, p99Ms: number, extra: Partial<LoadSummary> = {}): LoadSummary => ({
    connections: 10,
    urls: 1,
    durationSeconds: 2,
    requests: requestsPerSecond * 2,
    requestsPerSecond,
    p50Ms,
    p99Ms,
    maxMs: p99Ms + 1,
    socketErrors: 0,
    timeouts: 0,
    non2xx: 0,
    errors: 0,
    statusCodes: { "2xx": requestsPerSecond * 2 },
    ...extra,
  });

  it("sums the answers of runs taken in turns and counts requests a second over their whole time", () => {
    const all = pooled([run(1000, 1, 4), run(3000, 2, 9, { durationSeconds: 6, requests: 18000, statusCodes: { "2xx": 18000 } })]);
    expect(all).toMatchObject({ durationSeconds: 8, requests: 20000, requestsPerSecond: 2500, statusCodes: { "2xx": 20000 } });
  });

  it("keeps the middle run's p50 and the worst run's p99 and maximum", () => {
    expect(pooled([run(100, 3, 5), run(100, 1, 12), run(100, 2, 7)])).toMatchObject({ p50Ms: 2, p99Ms: 12, maxMs: 13 });
  });

  it("adds up errors, so a failure in any run fails the whole", () => {
    const all = pooled([run(100, 1, 2), run(100, 1, 2, { non2xx: 3, errors: 3, statusCodes: { "2xx": 197, "5xx": 3 } })]);
    expect(all.statusCodes).toEqual({ "2xx": 397, "5xx": 3 });
    expect(failureOf(all)).toMatch(/3 answers were not 2xx/);
  });
});
