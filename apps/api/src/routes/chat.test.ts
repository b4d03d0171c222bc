import { describe, expect, it } from "vitest";
import { DEFAULT_RATE_LIMITS } from "../http/rate-limits";
import { setupTestApi } from "../test-helpers";
import { CHAT_SANDBOX_REPLY } from "./chat";

const api = setupTestApi({ rateLimits: { ...DEFAULT_RATE_LIMITS, forms: { max: 3, windowSeconds: 600 } } });
const json = { "content-type": "application/json" };
const send = (payload: unknown, headers: Record<string, string> = {}) =>
  api.request({ method: "POST", url: "/api/chat/sandbox/messages", headers: { ...json, ...headers }, payload: JSON.stringify(payload) });

describe("the sandbox chat (POST /api/chat/sandbox/messages, spec 3 §2, §9)", () => {
  it("answers a shopper's message with the sandbox's automatic reply", async () => {
    const response = await send({ appId: "sf-storefront-chat", text: "Is the Korrin freezer in stock in Perth?" });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ reply: CHAT_SANDBOX_REPLY, sentAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) });
    expect(CHAT_SANDBOX_REPLY).toBe("Thanks for your message. A team member will reply here shortly.");
  });

  it("refuses bad input with a clear 400, never a 5xx", async () => {
    const cases: [unknown, string][] = [
      [{ appId: "sf-storefront-chat", text: "x".repeat(1001) }, "text must be at most 1000 characters long"],
      [{ appId: "sf-storefront-chat", text: "   " }, "text must not be blank"],
      [
        { appId: "sf-storefront-chat", text: "<script>alert(1)</script>" },
        "text must not contain HTML or SQL control characters (< > ; \\ -- /*)",
      ],
      [{ appId: "not an id!", text: "Hello" }, "appId must be an app id of letters, digits and hyphens"],
    ];
    for (const [payload, message] of cases) {
      const response = await send(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json<string[]>(), JSON.stringify(response.json())).toContain(message);
    }
    const missing = await send({ appId: "sf-storefront-chat" });
    expect(missing.statusCode).toBe(400);
    const notJson = await api.request({
      method: "POST",
      url: "/api/chat/sandbox/messages",
      headers: { "content-type": "text/plain" },
      payload: "hi",
    });
    expect(notJson.statusCode).toBe(415);
  });

  it("refuses a message posted from another site (the forgery guard)", async () => {
    const response = await send(
      { appId: "sf-storefront-chat", text: "Hello" },
      { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
    );
    expect(response.statusCode).toBe(403);
  });

  it("counts messages against the public-write limit (429 once it is spent)", async () => {
    let last = 0;
    for (let attempt = 0; attempt < 6; attempt++)
      last = (await send({ appId: "sf-storefront-chat", text: `Message ${attempt}` })).statusCode;
    expect(last).toBe(429);
  });
});
