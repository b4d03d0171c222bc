import { describe, expect, it } from "vitest";
import { errorMessage, isApiError } from "../http/errors";
import { json, serveForTests } from "../test-helpers";
import { postChatMessage } from "./api";

const api = serveForTests();

describe("chat calls", () => {
  it("posts the app id and the message and answers the sandbox's reply", async () => {
    const reply = { reply: "Thanks for your message. A team member will reply here shortly.", sentAt: "2026-11-24T22:00:00.000Z" };
    api.server.on("POST", "/api/chat/sandbox/messages", (_request, response) => json(response, 201, reply));
    await expect(postChatMessage(api.client, { appId: "sf-storefront-chat", text: "Hello" })).resolves.toEqual(reply);
    expect(JSON.parse(api.server.requests[0]?.body ?? "")).toEqual({ appId: "sf-storefront-chat", text: "Hello" });
  });

  it("gives a refused message's first server message", async () => {
    api.server.on("POST", "/api/chat/sandbox/messages", (_request, response) => json(response, 400, ["text must not be blank"]));
    const error = await postChatMessage(api.client, { appId: "sf-storefront-chat", text: " " }).catch((caught: unknown) => caught);
    expect(isApiError(error) && error.status).toBe(400);
    expect(errorMessage(error)).toBe("text must not be blank");
  });
});
