// @vitest-environment node
import { afterEach, describe, expect, it, vi } from "vitest";
import { readFlash } from "@storefront/page-kit/action-flash";
import { FOREIGN_POST_MESSAGE } from "@storefront/page-kit/shopper-action";
import { actionContext, actionPost, readActionAnswer } from "@storefront/page-kit/testing";
import { action } from "../routes/your-store";
import { fakeFetch, geoFixture, storeFixture, testApiClient } from "../test-helpers";
import { runPickerAction } from "./store-action";

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

const melbourne = { ...geoFixture, postcode: "3000", state: "VIC", city: "Melbourne", locationId: "3000_MELBOURNE" };

afterEach(() => vi.unstubAllGlobals());

describe("the pickers' action (issue 40)", () => {
  it("chooses a store by its id and says it is the shopper's store now", async () => {
    const api = fakeFetch({ "POST /api/store/setstore": { store: { ...storeFixture, id: 8, name: "Parramatta" } } });
    const outcome = await runPickerAction({ form: form({ intent: "store", storeId: "8" }), api: testApiClient(api.fetch) });
    expect(outcome).toMatchObject({ ok: true, message: "Parramatta is now your store" });
    expect(api.calls.map(({ method, url, body }) => [method, url.pathname, body])).toEqual([
      ["POST", "/api/store/setstore", { storeId: 8 }],
    ]);
  });

  it("sets the delivery location by a locality id and says where it delivers", async () => {
    const api = fakeFetch({ "POST /api/geo/setlocation": melbourne });
    const outcome = await runPickerAction({
      form: form({ intent: "location", localityId: "3000_MELBOURNE" }),
      api: testApiClient(api.fetch),
    });
    expect(outcome).toEqual({ ok: true, message: "Delivering to Melbourne VIC 3000", data: melbourne });
    expect(api.calls.map(({ body }) => body)).toEqual([{ localityId: "3000_MELBOURNE" }]);
  });

  it("refuses ids that are not the API's, and an unknown choice, before asking the API", async () => {
    const api = fakeFetch();
    for (const [fields, message] of [
      [{ intent: "store", storeId: "0" }, "We could not change your store. Please try again."],
      [{ intent: "store", storeId: "99999999999" }, "We could not change your store. Please try again."],
      [{ intent: "location", localityId: "<b>" }, "We could not set your delivery location. Please try again."],
      [{ intent: "location", localityId: "3000_melbourne" }, "We could not set your delivery location. Please try again."],
      [{ intent: "everything" }, "That change could not be made. Please try again."],
    ] as const) {
      expect(await runPickerAction({ form: form(fields), api: testApiClient(api.fetch) }), JSON.stringify(fields)).toEqual({
        ok: false,
        message,
      });
    }
    expect(api.calls).toEqual([]);
  });
});

describe("the pickers' route action", () => {
  it("chooses without JavaScript and goes back to the page with the outcome", async () => {
    const api = fakeFetch({ "POST /api/store/setstore": { store: storeFixture } });
    vi.stubGlobal("fetch", api.fetch);
    const request = actionPost("/your-store", { intent: "store", storeId: "7", returnTo: "/stores" });
    const answer = readActionAnswer(await action({ request, context: actionContext() }));
    expect(answer).toMatchObject({ status: 303, location: "/stores" });
    expect(readFlash(answer.headers.getSetCookie()[0]?.split(";")[0])).toEqual({ ok: true, message: "Sydney City is now your store" });
  });

  it("refuses a post from another site and changes nothing", async () => {
    const api = fakeFetch();
    vi.stubGlobal("fetch", api.fetch);
    const request = actionPost(
      "/your-store",
      { intent: "store", storeId: "7" },
      { origin: null, headers: { "sec-fetch-site": "cross-site" } },
    );
    expect(readActionAnswer(await action({ request, context: actionContext() }))).toMatchObject({
      status: 403,
      data: { message: FOREIGN_POST_MESSAGE },
    });
    expect(api.calls).toEqual([]);
  });
});
