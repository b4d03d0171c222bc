import { describe, expect, it } from "vitest";
import { errorMessage } from "../http/errors";
import { json, serveForTests } from "../test-helpers";
import { postNotifyMe, pressNotifyMeLink } from "./api";

const api = serveForTests();

describe("notify-me calls", () => {
  it("posts the request and answers the API's message", async () => {
    api.server.on("POST", "/api/notify-me", (_request, response) => json(response, 202, { message: "Check your inbox" }));
    await expect(postNotifyMe(api.client, { sku: "FR-1", email: "jane@example.com", botCheckToken: "t" })).resolves.toEqual({
      message: "Check your inbox",
    });
    expect(JSON.parse(api.server.requests[0]?.body ?? "")).toEqual({ sku: "FR-1", email: "jane@example.com", botCheckToken: "t" });
  });

  it("presses a mailed link's button and gives a refusal's server message", async () => {
    api.server.on("POST", "/api/notify-me/unsubscribe", (_request, response) => json(response, 400, ["This link is not valid."]));
    const error = await pressNotifyMeLink(api.client, "unsubscribe", "abc").catch((caught: unknown) => caught);
    expect(errorMessage(error)).toBe("This link is not valid.");
    expect(JSON.parse(api.server.requests[0]?.body ?? "")).toEqual({ token: "abc" });
  });
});
