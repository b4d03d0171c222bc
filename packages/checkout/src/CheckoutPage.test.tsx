import { compactDecrypt, importPKCS8 } from "jose";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { brandWith, customerInfo, renderWithProviders, resetSession, signIn } from "@storefront/page-kit/testing";
import { checkoutSubmitMessages } from "@storefront/validation/checkout";
import { LOCATION_TYPEAHEAD_DEBOUNCE_MS } from "@storefront/validation/search";
import type { BrandConfig } from "@storefront/ui-kit/brand";
import { CheckoutPage } from "./CheckoutPage";
import { checkoutErrorTexts } from "./form/checkout-messages";
import { LEAVE_PAGE_MESSAGE } from "./form/LeavePageWarning";
import { CHECKOUT_SESSION_KEY } from "./session/checkout-session";
import {
  availabilityFixture,
  CART_ID,
  cartFixture,
  checkoutAnswers,
  checkoutApi,
  dayFromToday,
  TEST_PRIVATE_KEY,
  useGlobalRealmTextEncoder,
} from "./test-helpers";

afterEach(() => {
  vi.useRealTimers();
  resetSession();
  localStorage.clear();
});

beforeAll(useGlobalRealmTextEncoder);

/** Types a whole value at once (a paste), so long forms stay quick under jsdom. */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

function renderCheckout(
  answers = checkoutAnswers(),
  {
    path = "/customer/checkout",
    brand = brandWith(),
    settings,
  }: { path?: string; brand?: BrandConfig; settings?: Record<string, string> } = {},
) {
  const api = checkoutApi(answers);
  const view = renderWithProviders(
    [
      { path: "/customer/checkout", element: <CheckoutPage /> },
      { path: "/customer/confirmation", element: <p>Confirmation page</p> },
      { path: "/", element: <p>Home page</p> },
    ],
    { fetch: api.fetch, path, brand, settings },
  );
  return { ...view, api };
}

/**
 * Types 'Melb' and chooses 'MELBOURNE VIC 3000': by pointer, a click after which the pointer
 * leaves the closed list as a person's does (issue 40: that emptied the field), or by keyboard.
 */
async function chooseSuburb(user = userEvent.setup(), way: "pointer" | "keyboard" = "pointer") {
  await user.type(await screen.findByRole("combobox", { name: "Suburb" }), "Melb");
  const option = await screen.findByRole("option", { name: "MELBOURNE VIC 3000" });
  const list = option.closest<HTMLElement>("[role=listbox]")!;
  if (way === "keyboard") {
    await user.keyboard("{ArrowDown}{Enter}");
    return;
  }
  await user.click(option);
  await user.pointer([{ target: list }, { target: document.body }]);
}

async function fillContactAndAddress(user = userEvent.setup()) {
  await fill(user, await screen.findByRole("textbox", { name: /^Email/ }), "jane@example.com");
  await fill(user, screen.getByRole("textbox", { name: /^Phone number/ }), "0412345678");
  const delivery = screen.getByRole("region", { name: "Delivery address" });
  await fill(user, within(delivery).getByRole("textbox", { name: /^First name/ }), "Jane");
  await fill(user, within(delivery).getByRole("textbox", { name: /^Last name/ }), "Citizen");
  await fill(user, within(delivery).getByRole("textbox", { name: /^Address/ }), "1 Collins St");
  await chooseSuburb(user);
}

async function chooseFirstDate(user = userEvent.setup()) {
  const grid = await screen.findByRole("grid");
  const day = within(grid)
    .getAllByRole("button")
    .find((button) => button.getAttribute("aria-disabled") === "false");
  await user.click(day as HTMLElement);
}

async function fillCard(user = userEvent.setup()) {
  await fill(user, screen.getByRole("textbox", { name: /^Name on card/ }), "Jane Citizen");
  await fill(user, screen.getByRole("textbox", { name: /^Card number/ }), "4111111111111111");
  await fill(user, screen.getByRole("textbox", { name: /^Expiry date/ }), "03 / 2031");
  await fill(user, screen.getByRole("textbox", { name: /^CVV/ }), "737");
}

describe("the checkout page", () => {
  it("starts with the newsletter opt-in and 'same as shipping' ticked (spec 2 §2)", async () => {
    renderCheckout();
    expect(await screen.findByRole("checkbox", { name: "Keep me up to date with news and offers" })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "Same as shipping address" })).toBeChecked();
    expect(screen.queryByRole("region", { name: "Billing address" })?.querySelectorAll("input[type=text]")).toHaveLength(0);
  });

  it("searches suburbs in the {items} answer and fills the state and postcode from the choice", async () => {
    const { api } = renderCheckout();
    await chooseSuburb();
    expect(api.requests.some((request) => request.url.pathname === "/api/locality/Melb")).toBe(true);
    expect(screen.getByRole("textbox", { name: /^State/ })).toHaveValue("VIC");
    expect(screen.getByRole("textbox", { name: /^Postcode/ })).toHaveValue("3000");
  });

  it.each(["pointer", "keyboard"] as const)(
    "keeps a suburb chosen by %s: the field, state and postcode stay and the calendar offers days",
    async (way) => {
      const user = userEvent.setup();
      renderCheckout();
      await chooseSuburb(user, way);
      await user.click(screen.getByRole("textbox", { name: /^Address/ }));
      expect(screen.getByRole("combobox", { name: "Suburb" })).toHaveValue("MELBOURNE VIC 3000");
      expect(screen.getByRole("textbox", { name: /^State/ })).toHaveValue("VIC");
      expect(screen.getByRole("textbox", { name: /^Postcode/ })).toHaveValue("3000");
      const grid = await screen.findByRole("grid");
      expect(
        within(grid)
          .getAllByRole("button")
          .some((day) => day.getAttribute("aria-disabled") === "false"),
      ).toBe(true);
      expect(screen.queryByText("Choose your suburb to see the delivery dates.")).toBeNull();
    },
  );

  it("does not search a suburb of 2 characters (spec 2 §5: more than 2)", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { api } = renderCheckout();
    const searched = () =>
      api.requests.filter((request) => request.url.pathname.startsWith("/api/locality")).map((request) => request.url.pathname);
    const suburb = await screen.findByRole("combobox", { name: "Suburb" });
    await user.type(suburb, "Me");
    await act(() => vi.advanceTimersByTimeAsync(LOCATION_TYPEAHEAD_DEBOUNCE_MS));
    expect(searched()).toEqual([]);
    // The third character is searched once the same pause has passed.
    await user.type(suburb, "l");
    await act(() => vi.advanceTimersByTimeAsync(LOCATION_TYPEAHEAD_DEBOUNCE_MS));
    await waitFor(() => expect(searched()).toEqual(["/api/locality/Mel"]));
  });

  it("blocks a submit with a suburb typed but not chosen", async () => {
    const user = userEvent.setup();
    renderCheckout();
    await user.type(await screen.findByRole("combobox", { name: "Suburb" }), "Nowhere");
    await user.click(screen.getByRole("button", { name: "Place Order" }));
    expect((await screen.findByText(checkoutSubmitMessages.invalidSuburb)).closest("[role=alert]")).not.toBeNull();
  });

  it("blocks an invalid form with the spec's message", async () => {
    const user = userEvent.setup();
    renderCheckout();
    await chooseSuburb(user);
    await user.click(screen.getByRole("button", { name: "Place Order" }));
    expect(await screen.findByText(checkoutSubmitMessages.invalidForm)).toBeInTheDocument();
    expect(screen.getByText("Please enter a first name (max 20 characters)")).toBeInTheDocument();
  });

  it("blocks a valid form without a delivery date", async () => {
    const user = userEvent.setup();
    renderCheckout();
    await fillContactAndAddress(user);
    await fillCard(user);
    await user.click(screen.getByRole("button", { name: "Place Order" }));
    expect(await screen.findByText(checkoutSubmitMessages.deliveryDate)).toBeInTheDocument();
  });

  it("posts the order once with an Idempotency-Key and the card encrypted, then shows the confirmation", async () => {
    const user = userEvent.setup();
    const { api } = renderCheckout(
      checkoutAnswers({
        "POST /api/checkout": {
          orderCompleted: true,
          success: true,
          paymentReference: "PSP-1",
          redirectUrl: null,
          secure3DResponse: null,
          refusalReason: null,
          orderNumber: "WA-100042",
        },
      }),
    );
    await fillContactAndAddress(user);
    await chooseFirstDate(user);
    await fillCard(user);
    await user.click(screen.getByRole("button", { name: "Place Order" }));
    expect(await screen.findByText("Confirmation page")).toBeInTheDocument();
    const posts = api.requests.filter((request) => request.key === "POST /api/checkout");
    expect(posts).toHaveLength(1);
    const post = posts[0]!;
    expect(post.headers.get("idempotency-key")).toMatch(/^[\x21-\x7E]{1,64}$/);
    const body = post.body as {
      cartId: string;
      orderTotal: number;
      cardDetails: { cardNo: string };
      encryptedValues: { encryptedCardNumber: string };
    };
    expect(body.cartId).toBe(CART_ID);
    expect(body.orderTotal).toBe(1049);
    expect(JSON.stringify(body)).not.toContain("4111111111111111");
    const { plaintext } = await compactDecrypt(
      body.encryptedValues.encryptedCardNumber,
      await importPKCS8(TEST_PRIVATE_KEY, "RSA-OAEP-256"),
    );
    expect(JSON.parse(new TextDecoder().decode(plaintext))).toMatchObject({ number: "4111111111111111" });
    expect(localStorage.getItem(CHECKOUT_SESSION_KEY)).toBeNull();
  });

  it("shows the payment message of a 401 (spec 2 §8)", async () => {
    const user = userEvent.setup();
    renderCheckout(checkoutAnswers({ "POST /api/checkout": Response.json({ message: "refused" }, { status: 401 }) }));
    await fillContactAndAddress(user);
    await chooseFirstDate(user);
    await fillCard(user);
    await user.click(screen.getByRole("button", { name: "Place Order" }));
    expect(await screen.findByText(/^Sorry there has been a problem with your payment\./)).toBeInTheDocument();
  });

  it("shows the refusal reason of a declined card", async () => {
    const user = userEvent.setup();
    renderCheckout(
      checkoutAnswers({
        "POST /api/checkout": {
          orderCompleted: false,
          success: false,
          paymentReference: null,
          redirectUrl: null,
          secure3DResponse: null,
          refusalReason: "Insufficient funds",
          orderNumber: null,
        },
      }),
    );
    await fillContactAndAddress(user);
    await chooseFirstDate(user);
    await fillCard(user);
    await user.click(screen.getByRole("button", { name: "Place Order" }));
    expect(await screen.findByText("Insufficient funds")).toBeInTheDocument();
  });

  it("submits from the CVV with Enter", async () => {
    const user = userEvent.setup();
    renderCheckout();
    await chooseSuburb(user);
    await user.type(screen.getByRole("textbox", { name: /^CVV/ }), "737{Enter}");
    expect(await screen.findByText(checkoutSubmitMessages.invalidForm)).toBeInTheDocument();
  });

  it("opens the security code help from 'What is a security code?'", async () => {
    const user = userEvent.setup();
    renderCheckout();
    await user.click(await screen.findByRole("button", { name: "What is a security code?" }));
    expect(screen.getByRole("dialog", { name: "What is a security code?" })).toBeInTheDocument();
  });

  it("says 'You've cancelled your payment.' on a return with status=CANCELLED", async () => {
    renderCheckout(checkoutAnswers(), { path: "/customer/checkout?status=CANCELLED" });
    expect(await screen.findByRole("alert")).toHaveTextContent(checkoutErrorTexts.paymentCancelledOnReturn);
  });

  it("shows the delivery lookup failure as a global error", async () => {
    renderCheckout(checkoutAnswers({ "POST /api/checkout/avail": Response.json({ message: "down" }, { status: 500 }) }));
    await chooseSuburb();
    expect(await screen.findByText(checkoutErrorTexts.deliveryLookupFailed)).toBeInTheDocument();
  });

  it("shows the delivery-unavailable message with the support number where the brand says so", async () => {
    renderCheckout(checkoutAnswers({ "POST /api/checkout/avail": availabilityFixture({ availability: [], deliveryUnavailable: true }) }), {
      brand: brandWith({ checkout: { deliveryUnavailableMessage: true } }),
    });
    await chooseSuburb();
    expect(await screen.findByText(/^Unfortunately delivery is not currently available for your order\./)).toBeInTheDocument();
  });

  it("lists cart errors with 'Request Assistance' to /ask-an-expert and hides the totals", async () => {
    renderCheckout(checkoutAnswers({ "GET /api/cart/": { ...cartFixture, errors: ["This product is no longer available"] } }));
    expect(await screen.findByText("This product is no longer available")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Request Assistance" })).toHaveAttribute("href", "/ask-an-expert");
    expect(screen.queryByText("Order Total")).not.toBeInTheDocument();
  });

  it("shows 'You saved' and 'Order Total' in the summary, with the date's delivery cost", async () => {
    renderCheckout();
    await chooseSuburb();
    await chooseFirstDate();
    const summary = screen.getByRole("complementary", { name: "Order Summary" });
    expect(within(summary).getByText("You saved")).toBeInTheDocument();
    expect(within(summary).getByText("Delivery")).toBeInTheDocument();
    expect(within(summary).getByText("Order Total").nextElementSibling).toHaveTextContent(/^\$1,049(\.00)?$/);
  });

  it("adds a supplier's delivery line where the brand has supplier availability (andoo)", async () => {
    renderCheckout(
      checkoutAnswers({
        "POST /api/checkout/avail": availabilityFixture({
          supplierAvailability: [{ supplier: "BIGCO", title: "BigCo Freight", availability: [dayFromToday(4, { price: 25 })] }],
        }),
      }),
      { brand: brandWith({ checkout: { supplierAvailability: true } }) },
    );
    await chooseSuburb();
    const summary = screen.getByRole("complementary", { name: "Order Summary" });
    expect(await within(summary).findByText("BigCo Freight Delivery")).toBeInTheDocument();
  });

  it("has the purchase-order field only where the brand flag says", async () => {
    renderCheckout(checkoutAnswers(), { brand: brandWith({ checkout: { purchaseOrderField: true } }) });
    expect(await screen.findByRole("textbox", { name: /^Purchase order number/ })).toBeInTheDocument();
  });

  it("asks for suburb and postcode in one field, with no state, where the brand flag says (aol-nz)", async () => {
    renderCheckout(checkoutAnswers(), { brand: brandWith({ checkout: { suburbAndPostcodeAsOneField: true, validateState: false } }) });
    expect(await screen.findByRole("combobox", { name: "Suburb and postcode" })).toBeInTheDocument();
    expect(screen.queryByRole("textbox", { name: /^State/ })).not.toBeInTheDocument();
  });

  it("asks before leaving an unfinished checkout where the brand flag says (aol)", async () => {
    const user = userEvent.setup();
    const { router } = renderCheckout(checkoutAnswers(), { brand: brandWith({ checkout: { leavePageWarning: true } }) });
    const blockers = vi.spyOn(router, "getBlocker");
    await screen.findByRole("button", { name: "Place Order" });
    // The warning registers with the router once it has mounted (React Router's useBlocker, in an effect).
    await waitFor(() => expect(blockers).toHaveBeenCalled());
    void router.navigate("/");
    expect(await screen.findByRole("dialog", { name: LEAVE_PAGE_MESSAGE })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Stay on this page" }));
    expect(router.state.location.pathname).toBe("/customer/checkout");
    expect(screen.queryByText("Home page")).not.toBeInTheDocument();
  });

  it("keeps the contact details in the saved checkout session, never the card", async () => {
    const user = userEvent.setup();
    renderCheckout();
    await fillContactAndAddress(user);
    await fillCard(user);
    await waitFor(() => expect(localStorage.getItem(CHECKOUT_SESSION_KEY)).toContain("jane@example.com"));
    expect(localStorage.getItem(CHECKOUT_SESSION_KEY)).not.toContain("4111");
  });

  it("saves the last change at once when the page goes away (a payment provider's page), not 300 ms later", async () => {
    const user = userEvent.setup();
    renderCheckout();
    await fillContactAndAddress(user);
    await waitFor(() => expect(localStorage.getItem(CHECKOUT_SESSION_KEY)).toContain("jane@example.com"));
    const firstName = within(screen.getByRole("region", { name: "Delivery address" })).getByRole("textbox", { name: /^First name/ });
    await fill(user, firstName, "Morgan");
    window.dispatchEvent(new Event("pagehide"));
    expect(localStorage.getItem(CHECKOUT_SESSION_KEY)).toContain("Morgan");
  });
});

describe("saved addresses at checkout (issue 13 item 5)", () => {
  const saved = {
    id: 7,
    firstName: "Riley",
    lastName: "Harper",
    companyName: null,
    address: "12 Wattle St",
    suburb: "GLEBE",
    state: "NSW",
    postcode: "2037",
    country: "AU",
    deliveryInstructions: "Side gate",
  };

  it("lets a signed-in shopper pick a saved address, which fills the delivery fields and looks up delivery, or enter a new one", async () => {
    const user = userEvent.setup();
    signIn();
    const { api } = renderCheckout(
      checkoutAnswers({
        "GET /api/account": customerInfo,
        "GET /api/account/order/addresses": { items: [saved], totalCount: 1 },
        // The API knows the saved suburb (spec 2 §7 locality lookup): it stays chosen.
        "GET /api/locality/GLEBE/NSW/2037": {
          id: "2037_GLEBE",
          suburb: "GLEBE",
          postcode: "2037",
          state: "NSW",
          country: "AU",
          fullAddress: "GLEBE NSW 2037",
        },
      }),
    );
    const delivery = await screen.findByRole("region", { name: "Delivery address" });
    const choice = await within(delivery).findByRole("radiogroup", { name: "Deliver to a saved address" });
    expect(within(choice).getByRole("radio", { name: "Enter a new address" })).toBeChecked();

    await user.click(within(choice).getByRole("radio", { name: "Riley Harper, 12 Wattle St, GLEBE NSW 2037" }));
    expect(within(delivery).getByRole("textbox", { name: /^First name/ })).toHaveValue("Riley");
    expect(within(delivery).getByRole("textbox", { name: /^Address/ })).toHaveValue("12 Wattle St");
    expect(within(delivery).getByRole("combobox", { name: "Suburb" })).toHaveValue("GLEBE NSW 2037");
    expect(within(delivery).getByRole("textbox", { name: /^Postcode/ })).toHaveValue("2037");
    expect(within(delivery).getByRole("textbox", { name: /^Delivery instructions/ })).toHaveValue("Side gate");
    // The saved suburb counts as chosen: the delivery lookup runs with it.
    await waitFor(() => expect(api.requests.some((request) => request.key === "POST /api/checkout/avail")).toBe(true));
    const lookup = api.requests.find((request) => request.key === "POST /api/checkout/avail");
    expect(lookup?.body).toMatchObject({ deliveryAddress: { suburb: "GLEBE", postcode: "2037" } });

    await user.click(within(choice).getByRole("radio", { name: "Enter a new address" }));
    expect(within(delivery).getByRole("textbox", { name: /^First name/ })).toHaveValue("");
    expect(within(delivery).getByRole("combobox", { name: "Suburb" })).toHaveValue("");
  });

  it("offers no choice to a guest, and does not ask for addresses", async () => {
    const { api } = renderCheckout(checkoutAnswers({ "GET /api/account/order/addresses": { items: [saved], totalCount: 1 } }));
    await screen.findByRole("region", { name: "Delivery address" });
    expect(screen.queryByRole("radiogroup", { name: "Deliver to a saved address" })).toBeNull();
    expect(api.requests.some((request) => request.url.pathname === "/api/account/order/addresses")).toBe(false);
  });
});

describe("the delivery calendar and the brand's settings (issue 20 item 1)", () => {
  const availableDays = async () =>
    within(await screen.findByRole("grid"))
      .getAllByRole("button")
      .filter((button) => button.getAttribute("aria-disabled") === "false");

  it("shows the calendar as soon as the dates arrive when CheckoutShowCalendarOnLoad is true", async () => {
    renderCheckout(checkoutAnswers(), { settings: { CheckoutShowCalendarOnLoad: "true" } });
    await chooseSuburb();
    expect(await availableDays()).toHaveLength(2);
    expect(screen.queryByRole("button", { name: "Choose a delivery date" })).not.toBeInTheDocument();
  });

  it("puts the calendar behind 'Choose a delivery date' when CheckoutShowCalendarOnLoad is false", async () => {
    const user = userEvent.setup();
    renderCheckout(checkoutAnswers(), { settings: { CheckoutShowCalendarOnLoad: "false" } });
    await chooseSuburb(user);
    const choose = await screen.findByRole("button", { name: "Choose a delivery date" });
    expect(screen.queryByRole("grid")).not.toBeInTheDocument();
    await user.click(choose);
    expect(await availableDays()).toHaveLength(2);
  });

  it("says the supplier delivers a proforma brand and offers dates from its first free day", async () => {
    renderCheckout(checkoutAnswers(), { settings: { proformaShippingBrands: " korrin ,Emberline" } });
    await chooseSuburb();
    expect(await screen.findByText(/Korrin is delivered by the supplier/)).toBeInTheDocument();
    expect(await availableDays()).toHaveLength(1);
  });

  it("says nothing of suppliers when no product's brand is listed", async () => {
    renderCheckout(checkoutAnswers(), { settings: { proformaShippingBrands: "Ironbark,Emberline" } });
    await chooseSuburb();
    expect(await availableDays()).toHaveLength(2);
    expect(screen.queryByText(/delivered by the supplier/)).not.toBeInTheDocument();
  });
});
