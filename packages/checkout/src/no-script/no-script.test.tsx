import { screen, waitFor, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { cartKeys } from "@storefront/api-client/cart";
import { readFlash } from "@storefront/page-kit/action-flash";
import { FOREIGN_POST_MESSAGE } from "@storefront/page-kit/shopper-action";
import { actionContext, actionPost, brandWith, fakeFetch, readActionAnswer, renderWithProviders } from "@storefront/page-kit/testing";
import { createApiClient } from "@storefront/api-client/http";
import { ApiClientProvider } from "@storefront/api-client/react";
import { BrandProvider } from "@storefront/ui-kit/brand";
import { CheckoutPage } from "../CheckoutPage";
import { action } from "../routes/checkout";
import { CHECKOUT_SESSION_KEY } from "../session/checkout-session";
import { cartFixture, checkoutAnswers, checkoutApi } from "../test-helpers";
import { readSavedDetails, SAVED_DETAILS_COOKIE, savedDetailsCookie, type SavedDetails } from "./saved-details";

const jane: SavedDetails = {
  email: "jane@example.com",
  phoneNumber: "0412 345 678",
  deliveryAddress: {
    firstName: "Jane",
    lastName: "Citizen",
    companyName: "",
    address: "1 Collins St",
    suburb: "MELBOURNE",
    state: "VIC",
    postcode: "3000",
    deliveryInstructions: "",
  },
};

/** Jane's details as the no-JavaScript form posts them. */
const janeFields = {
  email: jane.email,
  phoneNumber: jane.phoneNumber,
  "deliveryAddress.firstName": "Jane",
  "deliveryAddress.lastName": "Citizen",
  "deliveryAddress.address": "1 Collins St",
  "deliveryAddress.suburb": "MELBOURNE",
  "deliveryAddress.state": "VIC",
  "deliveryAddress.postcode": "3000",
  returnTo: "/customer/checkout",
};

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  document.cookie = `${SAVED_DETAILS_COOKIE}=; Max-Age=0; Path=/customer`;
});

describe("the details a checkout without JavaScript keeps (issue 40 item 4)", () => {
  it("round-trips them through their cookie, sent to the checkout's pages only, for three days", () => {
    const line = savedDetailsCookie(jane, true);
    expect(line).toMatch(/; Max-Age=259200; Path=\/customer; SameSite=Lax; Secure$/);
    expect(readSavedDetails(`wau=1; ${line.split(";")[0]}`)).toEqual(jane);
  });

  it("reads nothing from a cookie it did not write", () => {
    for (const cookie of [undefined, "", `${SAVED_DETAILS_COOKIE}=nope`, `${SAVED_DETAILS_COOKIE}=${encodeURIComponent("[1]")}`]) {
      const read = readSavedDetails(cookie);
      expect(read === null || (read.email === "" && read.deliveryAddress.firstName === ""), String(cookie)).toBe(true);
    }
  });
});

describe("the checkout's action without JavaScript", () => {
  const localities = {
    items: [
      { id: "3000_MELBOURNE", suburb: "MELBOURNE", state: "VIC", postcode: "3000", country: "AU", fullAddress: "MELBOURNE VIC 3000" },
    ],
    totalCount: 1,
  };

  it("keeps valid details and comes back to the checkout saying so", async () => {
    vi.stubGlobal("fetch", fakeFetch({ "GET /api/cart/": cartFixture, "GET /api/locality/3000": localities }).fetch);
    const answer = readActionAnswer(await action({ request: actionPost("/customer/checkout", janeFields), context: actionContext() }));
    expect(answer).toMatchObject({ status: 303, location: "/customer/checkout" });
    const [details, flash] = answer.headers.getSetCookie();
    expect(readSavedDetails(details?.split(";")[0])).toEqual(jane);
    expect(readFlash(flash?.split(";")[0])).toEqual({ ok: true, message: "Your delivery details are saved." });
  });

  it("takes the suburb only as the lookup knows it, with its postcode and state (spec 2 §5)", async () => {
    vi.stubGlobal("fetch", fakeFetch({ "GET /api/cart/": cartFixture, "GET /api/locality/3000": localities }).fetch);
    const request = actionPost("/customer/checkout", { ...janeFields, "deliveryAddress.suburb": "melbourne" });
    const [details] = readActionAnswer(await action({ request, context: actionContext() })).headers.getSetCookie();
    expect(readSavedDetails(details?.split(";")[0])?.deliveryAddress.suburb).toBe("MELBOURNE");
    for (const fields of [
      { ...janeFields, "deliveryAddress.suburb": "Atlantis" },
      { ...janeFields, "deliveryAddress.state": "NSW" },
    ]) {
      const answer = readActionAnswer(await action({ request: actionPost("/customer/checkout", fields), context: actionContext() }));
      expect(answer).toMatchObject({
        status: 400,
        data: {
          message: "Please, select a suburb in the suggested list.",
          fieldErrors: { "deliveryAddress.suburb": "Please, select a suburb in the suggested list." },
        },
      });
    }
  });

  it("refuses invalid details with the checkout's own messages, keeping what was typed", async () => {
    vi.stubGlobal("fetch", fakeFetch({ "GET /api/cart/": cartFixture }).fetch);
    const request = actionPost("/customer/checkout", { ...janeFields, email: "nope", "deliveryAddress.address": "PO Box 7" });
    const answer = readActionAnswer(await action({ request, context: actionContext() }));
    expect(answer.status).toBe(400);
    expect(answer.data).toMatchObject({
      ok: false,
      message: "There has been an error. Please check below to see what fields are invalid.",
      fieldErrors: { email: expect.any(String), "deliveryAddress.address": expect.stringContaining("PO") },
      values: { email: "nope", "deliveryAddress.address": "PO Box 7" },
    });
    expect(answer.headers.getSetCookie()).toEqual([]);
  });

  it("refuses a post from another site", async () => {
    const api = fakeFetch({ "GET /api/cart/": cartFixture });
    vi.stubGlobal("fetch", api.fetch);
    const request = actionPost("/customer/checkout", janeFields, { origin: "https://evil.example" });
    expect(readActionAnswer(await action({ request, context: actionContext() }))).toMatchObject({
      status: 403,
      data: { message: FOREIGN_POST_MESSAGE },
    });
    expect(api.calls).toEqual([]);
  });
});

describe("the checkout page without JavaScript", () => {
  /** The page as the server renders it, with the cart its loader read. */
  function serverHtml(savedDetails: SavedDetails | null = null) {
    const queryClient = new QueryClient();
    queryClient.setQueryData(cartKeys.detail(), cartFixture);
    const router = createMemoryRouter([{ path: "/customer/checkout", element: <CheckoutPage savedDetails={savedDetails} /> }], {
      initialEntries: ["/customer/checkout"],
    });
    return renderToString(
      <BrandProvider brand={brandWith()}>
        <QueryClientProvider client={queryClient}>
          <ApiClientProvider client={createApiClient({ brand: "wa", baseUrl: "http://shop.test", fetch: fakeFetch().fetch })}>
            <RouterProvider router={router} />
          </ApiClientProvider>
        </QueryClientProvider>
      </BrandProvider>,
    );
  }

  it("says plainly that payment needs JavaScript, shows the cart and a details form, all in <noscript>", () => {
    const html = serverHtml();
    const noscript = /<noscript>([\s\S]*)<\/noscript>/.exec(html)?.[1] ?? "";
    expect(noscript).toContain("Payment needs JavaScript");
    expect(noscript).toContain("Your cart is kept");
    for (const product of cartFixture.products) expect(noscript).toContain(product.title);
    const form = /<form[^>]*>/.exec(noscript)?.[0];
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/customer/checkout"');
    expect(noscript).toContain('name="deliveryAddress.suburb"');
    // The loader that would turn for ever is hidden when scripts do not run.
    expect(noscript).toContain("[data-needs-script]{display:none}");
    expect(html).toContain("data-needs-script");
  });

  it("fills the form with the details saved before", () => {
    expect(serverHtml(jane)).toContain('value="1 Collins St"');
  });
});

describe("the hydrated checkout after a visit without JavaScript", () => {
  it("starts from the saved details, keeps them in its own session and forgets their cookie", async () => {
    document.cookie = `${SAVED_DETAILS_COOKIE}=x; Path=/`;
    const api = checkoutApi(checkoutAnswers());
    renderWithProviders([{ path: "/customer/checkout", element: <CheckoutPage savedDetails={jane} /> }], {
      fetch: api.fetch,
      path: "/customer/checkout",
    });
    const delivery = await screen.findByRole("region", { name: "Delivery address" });
    expect(within(delivery).getByRole("textbox", { name: /^First name/ })).toHaveValue("Jane");
    expect(within(delivery).getByRole("textbox", { name: /^Address/ })).toHaveValue("1 Collins St");
    expect(screen.getByRole("textbox", { name: /^Email/ })).toHaveValue("jane@example.com");
    await waitFor(() => expect(localStorage.getItem(CHECKOUT_SESSION_KEY)).toContain("1 Collins St"));
  });
});
