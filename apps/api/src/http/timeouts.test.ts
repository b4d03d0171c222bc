import { connect } from "node:net";
import { describe, expect, it } from "vitest";
import { setupTestApi } from "../test-helpers";

// issue 18 item 6: short limits, so the test runs in a second; the real ones are API_TIMEOUTS.
const api = setupTestApi({ timeouts: { headersMs: 300, requestMs: 600, idleMs: 5_000, checkIntervalMs: 100 } });

/** A slow client: a POST announcing `length` body bytes, then one byte every `everyMs` until the server closes the socket. */
function trickleBody(port: number, path: string, { length = 10_000, everyMs = 50, giveUpMs = 10_000 } = {}) {
  return new Promise<{ answer: string; elapsedMs: number }>((resolve) => {
    const started = Date.now();
    let sent = 0;
    let answer = "";
    const socket = connect(port, "127.0.0.1", () => {
      socket.write(`POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`);
    });
    const drip = setInterval(() => {
      if (!socket.destroyed && sent < length) socket.write(sent++ === 0 ? "{" : " ");
    }, everyMs);
    const giveUp = setTimeout(() => socket.destroy(), giveUpMs);
    socket.on("data", (chunk: Buffer) => (answer += chunk.toString()));
    socket.on("error", () => undefined);
    socket.on("close", () => {
      clearInterval(drip);
      clearTimeout(giveUp);
      resolve({ answer, elapsedMs: Date.now() - started });
    });
  });
}

describe("a client that sends its request too slowly", () => {
  it("is cut off when its body trickles in byte by byte past the request timeout", async () => {
    await api.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = api.app.server.address() as { port: number };
    // 10,000 bytes at one per 50 ms would hold the socket for over 8 minutes.
    const result = await trickleBody(port, "/api/Contact/kitchenclub");
    expect(result.answer).toMatch(/^HTTP\/1\.1 408/);
    // issue 41 item 4: in the API's own shape, not Fastify's `{ error, message, statusCode }`.
    expect(result.answer.split("\r\n\r\n")[1]).toBe('{"message":"The request took too long to arrive"}');
    expect(result.elapsedMs).toBeGreaterThanOrEqual(550);
    expect(result.elapsedMs).toBeLessThan(3_000);
  });

  it("is cut off when its headers never end", async () => {
    const { port } = api.app.server.address() as { port: number };
    const result = await new Promise<{ answer: string; elapsedMs: number }>((resolve) => {
      const started = Date.now();
      let answer = "";
      const socket = connect(port, "127.0.0.1", () => socket.write("GET /api/settings HTTP/1.1\r\nHost: 127.0.0.1\r\n"));
      const drip = setInterval(() => !socket.destroyed && socket.write("X-Slow: 1\r\n"), 50);
      socket.on("data", (chunk: Buffer) => (answer += chunk.toString()));
      socket.on("error", () => undefined);
      socket.on("close", () => {
        clearInterval(drip);
        resolve({ answer, elapsedMs: Date.now() - started });
      });
    });
    expect(result.answer).toMatch(/^HTTP\/1\.1 408/);
    expect(result.elapsedMs).toBeLessThan(3_000);
  });
});
