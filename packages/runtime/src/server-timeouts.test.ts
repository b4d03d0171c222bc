import { createServer } from "node:http";
import { describe, expect, it } from "vitest";
import { applyIdleTimeout, serverTimeoutOptions, type ServerTimeouts } from "./server-timeouts";
import { listen, trickleBody } from "./test-helpers";

describe("the storefront server's timeouts (issue 18 item 6)", () => {
  it("cuts off a body trickled byte by byte once the request timeout has passed", async () => {
    // The headers get 1.5 s: on a loaded machine (client and server share this process) a tighter
    // limit expired before the headers had been read, which Node answers 400, not 408.
    const short: ServerTimeouts = { headersMs: 1_500, requestMs: 2_000, idleMs: 5_000, checkIntervalMs: 100 };
    const server = applyIdleTimeout(
      createServer(serverTimeoutOptions(short), (req, res) => {
        req.resume();
        req.on("end", () => res.end("read it all"));
      }),
      short,
    );
    const url = await listen(server);
    // 10,000 bytes at one per 50 ms would take over 8 minutes.
    const result = await trickleBody(`${url}/api/cart`, { length: 10_000, everyMs: 50 });
    server.close();
    expect(result.answer).not.toContain("read it all");
    expect(result.answer).toMatch(/^HTTP\/1\.1 408/);
    expect(result.elapsedMs).toBeGreaterThanOrEqual(1_950);
    expect(result.elapsedMs).toBeLessThan(6_000);
  });
});
