// @vitest-environment node
import { afterEach, describe, expect, it, vi } from "vitest";
import { readFlash } from "@storefront/page-kit/action-flash";
import { FOREIGN_POST_MESSAGE } from "@storefront/page-kit/shopper-action";
import { actionContext, actionPost, readActionAnswer } from "@storefront/page-kit/testing";
import { action } from "../routes/newsletter";
import { fakeFetch, testApiClient } from "../test-helpers";
import { runNewsletterAction } from "./newsletter-action";

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

const casey = { name: "Casey", email: "casey@example.com", postcode: "3000" };

afterEach(() => vi.unstubAllGlobals());

describe("the newsletter's action (spec 1 §5, §7, §8; issue 40)", () => {
  it("refuses an invalid form with the spec's messages and the fields as sent, without asking the API", async () => {
    const api = fakeFetch();
    const outcome = await runNewsletterAction({
      form: form({ name: " ", email: "nope", postcode: "30000" }),
      api: testApiClient(api.fetch),
    });
    expect(outcome).toEqual({
      ok: false,
      message: "There has been an error. Please check below to see what fields are invalid.",
      fieldErrors: { name: "Please enter your Name", email: "Please enter a valid Email", postcode: "Please enter a valid Postcode" },
      values: { name: "", email: "nope", postcode: "30000" },
    });
    expect(api.calls).toEqual([]);
  });

  it("signs up with source Newsletter and thanks the shopper", async () => {
    const api = fakeFetch({ "POST /api/kitchenclub/newsletter": { success: true } });
    expect(await runNewsletterAction({ form: form(casey), api: testApiClient(api.fetch) })).toEqual({
      ok: true,
      message: "Thanks for joining! Look out for our next newsletter.",
    });
    expect(api.calls.map(({ body }) => body)).toEqual([{ ...casey, source: "Newsletter" }]);
  });

  it("forwards the bot check's score token the page added at submit (issue 45 item 7), and sends none when the post has none", async () => {
    const api = fakeFetch({ "POST /api/kitchenclub/newsletter": { success: true } });
    await runNewsletterAction({ form: form({ ...casey, botCheckToken: "rc.token-from-the-widget" }), api: testApiClient(api.fetch) });
    await runNewsletterAction({ form: form({ ...casey, botCheckToken: "" }), api: testApiClient(api.fetch) });
    expect(api.calls.map(({ body }) => body)).toEqual([
      { ...casey, source: "Newsletter", botCheckToken: "rc.token-from-the-widget" },
      { ...casey, source: "Newsletter" },
    ]);
  });

  it("shows the server's errtext (spec 1 §8), keeping the fields", async () => {
    const errtext = "This email address is already subscribed to the Kitchen Club.";
    const api = fakeFetch({ "POST /api/kitchenclub/newsletter": Response.json({ success: false, errtext }, { status: 409 }) });
    expect(await runNewsletterAction({ form: form(casey), api: testApiClient(api.fetch) })).toEqual({
      ok: false,
      message: errtext,
      values: casey,
    });
  });
});

describe("the newsletter route's action", () => {
  it("renders the sign-up page again with the messages when a post without JavaScript is refused", async () => {
    vi.stubGlobal("fetch", fakeFetch().fetch);
    const answer = readActionAnswer(await action({ request: actionPost("/newsletter", { name: "Casey" }), context: actionContext() }));
    expect(answer).toMatchObject({ status: 400, location: null, data: { ok: false, values: { name: "Casey" } } });
  });

  it("thanks a shopper without JavaScript on the page the form was on", async () => {
    vi.stubGlobal("fetch", fakeFetch({ "POST /api/kitchenclub/newsletter": { success: true } }).fetch);
    const answer = readActionAnswer(
      await action({ request: actionPost("/newsletter", { ...casey, returnTo: "/newsletter" }), context: actionContext() }),
    );
    expect(answer).toMatchObject({ status: 303, location: "/newsletter" });
    expect(readFlash(answer.headers.getSetCookie()[0]?.split(";")[0])?.message).toBe(
      "Thanks for joining! Look out for our next newsletter.",
    );
  });

  it("refuses a post from another site", async () => {
    const api = fakeFetch();
    vi.stubGlobal("fetch", api.fetch);
    const answer = readActionAnswer(
      await action({ request: actionPost("/newsletter", casey, { origin: "https://evil.example" }), context: actionContext() }),
    );
    expect(answer).toMatchObject({ status: 403, data: { message: FOREIGN_POST_MESSAGE } });
    expect(api.calls).toEqual([]);
  });
});
