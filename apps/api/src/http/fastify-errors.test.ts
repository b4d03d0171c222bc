import { connect } from "node:net";
import { beforeAll, describe, expect, it } from "vitest";
import { setupTestApi } from "../test-helpers";

/**
 * issue 41 item 4: every error Fastify or Node's HTTP parser answers by itself comes in the API's
 * own shapes (spec 3 §8): a 400 is a list of messages, any other error `{ message }`. Sent raw over
 * a socket, as an attacker's client would, since `inject` cannot send a malformed request line.
 */
const api = setupTestApi();
let port = 0;

beforeAll(async () => {
  await api.app.listen({ port: 0, host: "127.0.0.1" });
  port = (api.app.server.address() as { port: number }).port;
});

interface RawAnswer {
  status: number;
  headers: string;
  body: string;
}

/** Writes `text` on a fresh socket and reads the answer until the server closes it. */
function rawRequest(text: string): Promise<RawAnswer> {
  return new Promise((resolve) => {
    let answer = "";
    const socket = connect(port, "127.0.0.1", () => socket.write(text));
    socket.on("data", (chunk: Buffer) => (answer += chunk.toString()));
    socket.on("error", () => undefined);
    socket.on("close", () => {
      const [head = "", body = ""] = answer.split("\r\n\r\n");
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0), headers: head, body });
    });
  });
}

const get = (target: string, headers = "") =>
  rawRequest(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Storefront-Brand: wa\r\n${headers}Connection: close\r\n\r\n`);

describe("request targets that are not a path of the API", () => {
  it("answers an absolute-form or asterisk-form target 400 with a message, never the path behind the host", async () => {
    for (const target of ["http://evil.example/", "http://evil.example/api/settings", "https://127.0.0.1/api/health", "*"]) {
      const answer = await get(target);
      expect(answer.status, target).toBe(400);
      expect(JSON.parse(answer.body), target).toEqual(["The address is not a valid URL"]);
    }
    expect((await get("/api/health")).status).toBe(200);
  });

  it("answers a request line the HTTP parser refuses 400 with a message", async () => {
    for (const text of ["GET evil HTTP/1.1\r\nHost: x\r\n\r\n", "BLAH\r\n\r\n", "GET /api/health HTTP/9.9\r\n\r\n"]) {
      const answer = await rawRequest(text);
      expect(answer.status, text).toBe(400);
      expect(JSON.parse(answer.body), text).toEqual(["The request is not valid HTTP"]);
    }
  });

  it("answers a malformed percent-encoding in the path 400 with a message", async () => {
    for (const target of ["/api/v2/product/slug/%zz", "/api/store/%E0%A4%A"]) {
      const answer = await get(target);
      expect(answer.status, target).toBe(400);
      expect(JSON.parse(answer.body), target).toEqual(["The address is not a valid URL"]);
    }
  });
});

describe("length limits", () => {
  it("answers a path segment over 100 characters 414 with a message", async () => {
    for (const target of [
      `/api/v2/product/slug/${"a".repeat(101)}`,
      `/api/content/blog/${"b".repeat(300)}`,
      `/api/forms/${"c".repeat(101)}`,
    ]) {
      const answer = await get(target);
      expect(answer.status, target).toBe(414);
      expect(JSON.parse(answer.body), target).toEqual({ message: "The address has a part longer than 100 characters" });
    }
    expect((await get(`/api/v2/product/slug/${"a".repeat(100)}`)).status).toBe(404);
  });

  it("answers headers past Node's limit 431 with a message", async () => {
    const answer = await get("/api/health", `X-Padding: ${"a".repeat(20_000)}\r\n`);
    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.body)).toEqual({ message: "The request's headers are too large" });
  });

  it("answers a body past the 64 KiB limit 413 and a body of another type 415, each with a message", async () => {
    const large = await api.request({
      method: "POST",
      url: "/api/cart/email",
      brand: "wa",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ email: "x".repeat(70_000) }),
    });
    expect(large.statusCode).toBe(413);
    expect(large.json()).toEqual({ message: expect.any(String) });
    const xml = await api.request({
      method: "POST",
      url: "/api/cart/email",
      brand: "wa",
      headers: { "content-type": "application/xml" },
      payload: "<a/>",
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toEqual({ message: expect.any(String) });
  });
});
