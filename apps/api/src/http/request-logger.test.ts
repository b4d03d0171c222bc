import Fastify from "fastify";
import { Writable } from "node:stream";
import { describe, expect, it, vi } from "vitest";
import { requestLoggerFactory } from "./request-logger";

/** A Fastify app logging JSON lines at `level` into `lines`, with the API's request logger. */
async function appLoggingAt(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      callback();
    },
  });
  const app = Fastify({ logger: { level, stream }, childLoggerFactory: requestLoggerFactory });
  app.get("/quiet", async (request) => {
    request.log.info("an info line");
    return { ok: true };
  });
  app.get("/warns", async (request) => {
    request.log.warn({ reason: "test" }, "a warning");
    return { ok: true };
  });
  await app.ready();
  return { app, lines, child: vi.spyOn(app.log, "child") };
}

describe("the API's request logger (issue 17 item 5)", () => {
  it("makes no child logger for a request that logs nothing at the level", async () => {
    const { app, lines, child } = await appLoggingAt("warn");
    const answer = await app.inject({ url: "/quiet" });
    expect(answer.statusCode).toBe(200);
    expect(child).not.toHaveBeenCalled();
    expect(lines).toEqual([]);
    await app.close();
  });

  it("writes a request's lines with its request id once it logs at the level", async () => {
    const { app, lines } = await appLoggingAt("warn");
    await app.inject({ url: "/warns" });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 40, msg: "a warning", reason: "test", reqId: expect.any(String) });
    await app.close();
  });

  it("keeps Fastify's request lines at the info level", async () => {
    const { app, lines } = await appLoggingAt("info");
    await app.inject({ url: "/quiet" });
    expect(lines.map((line) => line.msg)).toEqual(["incoming request", "an info line", "request completed"]);
    expect(new Set(lines.map((line) => line.reqId)).size).toBe(1);
    await app.close();
  });
});
