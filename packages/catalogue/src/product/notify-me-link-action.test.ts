// @vitest-environment node
import { afterEach, describe, expect, it, vi } from "vitest";
import { actionContext, actionPost, fakeFetch, readActionAnswer } from "@storefront/page-kit/testing";
import { notifyMeMessages } from "@storefront/validation/notify-me";
import { action } from "../routes/notify-me-link";

// Issue 45 item 1: the notify-me mails' links work as HTML first: the button posts to the page's
// own action, which answers with the page (the API's words and the product), no JavaScript needed.

const TOKEN = `${"A".repeat(22)}.${"B".repeat(43)}`;
const confirmed = {
  outcome: "confirmed",
  message: "You're on the list. We'll email you once, when it's back in stock.",
  product: { title: "Veldt Studio 60cm Freestanding Dishwasher", uri: "/p/veldt-studio" },
};

const press = (link: string, fields: Record<string, string>) =>
  action({ request: actionPost(`/notify-me/${link}?token=${TOKEN}`, fields), context: actionContext() }).then(readActionAnswer);

afterEach(() => vi.unstubAllGlobals());

describe("the notify-me link pages' action", () => {
  it("presses the link's button with the mailed token and answers with the page: the API's words and the product", async () => {
    const api = fakeFetch({ "POST /api/notify-me/confirm": confirmed });
    vi.stubGlobal("fetch", api.fetch);
    const answer = await press("confirm", { link: "confirm", token: TOKEN });
    expect(answer.status).toBe(200);
    expect(answer.data).toEqual({ ok: true, message: confirmed.message, data: confirmed });
    expect(api.sent).toEqual([{ call: "POST /api/notify-me/confirm", body: { token: TOKEN } }]);
  });

  it("answers a link the API does not know with its words, on the page", async () => {
    vi.stubGlobal(
      "fetch",
      fakeFetch({ "POST /api/notify-me/unsubscribe": Response.json({ message: notifyMeMessages.linkInvalid }, { status: 400 }) }).fetch,
    );
    const answer = await press("unsubscribe", { link: "unsubscribe", token: TOKEN });
    expect(answer.status).toBe(400);
    expect(answer.data).toMatchObject({ ok: false, message: notifyMeMessages.linkInvalid });
  });

  it("asks the API nothing without a token or with another link's name", async () => {
    const api = fakeFetch({});
    vi.stubGlobal("fetch", api.fetch);
    expect((await press("confirm", { link: "confirm", token: "" })).data).toMatchObject({
      ok: false,
      message: notifyMeMessages.linkInvalid,
    });
    expect((await press("confirm", { link: "delete-everything", token: TOKEN })).data).toMatchObject({ ok: false });
    expect(api.sent).toEqual([]);
  });
});
