import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { CheckoutView } from "@storefront/api-client/checkout";
import { brandWith, renderWithProviders, resetSession, signIn } from "@storefront/page-kit/testing";
import { checkoutMessages, checkoutSubmitMessages, supplierErrorMessage } from "@storefront/validation/checkout";
import { CheckoutPage } from "./CheckoutPage";
import { checkoutErrorTexts } from "./form/checkout-messages";
import { CHECKOUT_SESSION_KEY, clearCheckoutSession, saveCheckoutSession, sessionFromValues } from "./session/checkout-session";
import { initialCheckoutValues } from "./form/checkout-values";
import {
  availabilityFixture,
  cartFixture,
  checkoutAnswers,
  checkoutApi,
  chooseFirstDate,
  dayFromToday,
  fillCard,
  fillContactAndAddress,
  fillField,
  useGlobalRealmTextEncoder,
  viewFixture,
} from "./test-helpers";

/** Delivery edge cases (issue 44 item 5, spec 2 §3 to §5). */
afterEach(() => {
  resetSession();
  localStorage.clear();
  vi.restoreAllMocks();
});

beforeAll(useGlobalRealmTextEncoder);

const ACCESS = {
  id: "access",
  question: "How do we reach the room it goes in? Tell us about stairs, lifts and narrow doorways.",
  hint: "Large items need a clear path about 100 mm wider than the product.",
  products: ["Kelvin 600L French Door Fridge"],
};
const PLACED = {
  orderCompleted: true,
  success: true,
  paymentReference: "PSP-1",
  redirectUrl: null,
  secure3DResponse: null,
  refusalReason: null,
  orderNumber: "WA-100042",
};

function renderCheckout(overrides: Parameters<typeof checkoutAnswers>[0] = {}) {
  const api = checkoutApi(checkoutAnswers(overrides));
  renderWithProviders(
    [
      { path: "/customer/checkout", element: <CheckoutPage /> },
      { path: "/customer/confirmation", element: <p>Confirmation page</p> },
    ],
    { fetch: api.fetch, path: "/customer/checkout", brand: brandWith() },
  );
  return api;
}

const nextSteps = () => screen.findByRole("region", { name: "Next steps" });

describe("unique delivery requirements (spec 2 §3)", () => {
  it("asks each question with its products, refuses the order without an answer and sends the answers", async () => {
    const user = userEvent.setup();
    const api = renderCheckout({
      "POST /api/checkout/avail": availabilityFixture({ showUniqueDeliveryRequirements: true, uniqueDeliveryRequirements: [ACCESS] }),
      "POST /api/checkout": PLACED,
    });
    await fillContactAndAddress(user);
    const steps = within(await nextSteps());
    const group = await steps.findByRole("group", { name: "Delivery requirements" });
    const answer = within(group).getByRole("textbox", { name: new RegExp(`^${ACCESS.question.slice(0, 30)}`) });
    expect(answer).toBeRequired();
    expect(answer).toHaveAccessibleDescription(expect.stringContaining("Asked for: Kelvin 600L French Door Fridge."));
    await chooseFirstDate(user);
    await fillCard(user);

    await user.click(screen.getByRole("button", { name: "Place Order" }));
    expect(await screen.findByText(checkoutSubmitMessages.invalidForm)).toBeInTheDocument();
    expect(await within(group).findByText(checkoutMessages.deliveryRequirement(ACCESS.question))).toBeInTheDocument();
    expect(api.requests.some((request) => request.key === "POST /api/checkout")).toBe(false);

    await fillField(user, answer, "Two steps at the front door, then a wide hall");
    await user.click(screen.getByRole("button", { name: "Place Order" }));
    expect(await screen.findByText("Confirmation page")).toBeInTheDocument();
    const post = api.requests.find((request) => request.key === "POST /api/checkout");
    expect(post?.body).toMatchObject({
      uniqueDeliveryRequirements: [{ id: "access", answer: "Two steps at the front door, then a wide hall" }],
    });
  });

  it("asks nothing when the answer does not show them", async () => {
    const user = userEvent.setup();
    renderCheckout({ "POST /api/checkout/avail": availabilityFixture({ uniqueDeliveryRequirements: [ACCESS] }) });
    await fillContactAndAddress(user);
    await within(await nextSteps()).findByRole("group", { name: "Delivery services" });
    expect(screen.queryByRole("group", { name: "Delivery requirements" })).toBeNull();
  });
});

describe("paid installs (spec 2 §3)", () => {
  it("lists each paid installation with its product and price", async () => {
    const user = userEvent.setup();
    renderCheckout({
      "POST /api/checkout/avail": availabilityFixture({
        paidInstalls: [{ sku: "OV-1", productTitle: "Emberline 60cm Oven", title: "Professional installation", price: 149, quantity: 2 }],
      }),
    });
    await fillContactAndAddress(user);
    const list = await within(await nextSteps()).findByRole("list", { name: "Installation booked" });
    expect(within(list).getByRole("listitem")).toHaveTextContent("Professional installation for Emberline 60cm Oven (× 2)$298");
  });
});

describe("supplier errors and the delivery blocking check (spec 2 §3, §5)", () => {
  const message = supplierErrorMessage("Ironbark", { suburb: "MELBOURNE", state: "VIC", postcode: "3000" });

  it("shows the supplier's error and blocks the order with it, with every field's message switched on", async () => {
    const user = userEvent.setup();
    const api = renderCheckout({ "POST /api/checkout/avail": availabilityFixture({ supplierErrors: [message] }) });
    await fillContactAndAddress(user);
    const calendar = screen.getByRole("region", { name: "Delivery date" });
    expect(await within(calendar).findByRole("alert")).toHaveTextContent(message);
    await chooseFirstDate(user);
    await fillCard(user);
    await user.click(screen.getByRole("button", { name: "Place Order" }));
    await waitFor(() =>
      expect(screen.getAllByRole("alert").some((alert) => alert.textContent?.includes(message) && !calendar.contains(alert))).toBe(true),
    );
    expect(api.requests.some((request) => request.key === "POST /api/checkout")).toBe(false);
  });
});

describe("the chosen locality (spec 2 §4, §7, §8)", () => {
  it("sets the delivery location to the chosen suburb's postcode_suburb id", async () => {
    const user = userEvent.setup();
    const api = renderCheckout();
    await fillContactAndAddress(user);
    await waitFor(() =>
      expect(api.requests.find((request) => request.key === "POST /api/geo/setlocation")?.body).toEqual({ localityId: "3000_MELBOURNE" }),
    );
    expect(api.requests.map((request) => request.url.pathname)).toContain("/api/locality/MELBOURNE/VIC/3000");
  });

  it("clears a suburb the API does not know and says 'Delivery services unavailable for the provided address'", async () => {
    const saved = initialCheckoutValues({ country: "AU" });
    saveCheckoutSession(
      sessionFromValues(
        {
          ...saved,
          deliveryAddress: { ...saved.deliveryAddress, address: "1 Old Road", suburb: "GONEVILLE", state: "VIC", postcode: "3999" },
        },
        false,
      ),
    );
    const api = renderCheckout();
    expect(await screen.findByText(checkoutErrorTexts.localityLookupFailed)).toBeInTheDocument();
    const delivery = screen.getByRole("region", { name: "Delivery address" });
    expect(within(delivery).getByRole("combobox", { name: "Suburb" })).toHaveValue("");
    expect(within(delivery).getByRole("textbox", { name: /^Postcode/ })).toHaveValue("");
    expect(api.requests.some((request) => request.key === "POST /api/geo/setlocation")).toBe(false);
    expect(await screen.findByText("Choose your suburb to see the delivery dates.")).toBeInTheDocument();
  });
});

describe("the shopper's phone (spec 2 §4)", () => {
  it("is formatted after cleaning when the shopper leaves the field", async () => {
    const user = userEvent.setup();
    renderCheckout();
    const phone = await screen.findByRole("textbox", { name: /^Phone number/ });
    await fillField(user, phone, "(03) 9496-4540");
    await user.tab();
    expect(phone).toHaveValue("03 9496 4540");
    await user.clear(phone);
    await fillField(user, phone, "9496-4540");
    await user.tab();
    expect(phone).toHaveValue("9496-4540");
  });
});

describe("the calendar and the saved session (spec 2 §4)", () => {
  it("logs a warning, and only that, when the selected date is not in the calendar", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    // A saved date among the later dates: still offered, but not in the calendar shown before 'Show later dates'.
    const later = dayFromToday(50);
    const saved = initialCheckoutValues({ country: "AU" });
    saveCheckoutSession(
      sessionFromValues(
        {
          ...saved,
          deliveryAddress: { ...saved.deliveryAddress, address: "1 Collins St", suburb: "MELBOURNE", state: "VIC", postcode: "3000" },
          deliveryDate: later.date,
        },
        false,
      ),
    );
    renderCheckout({ "POST /api/checkout/avail": availabilityFixture({ extendedAvailability: [later] }) });
    const grid = await screen.findByRole("grid");
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith(
        expect.stringMatching(/^Delivery calendar: the selected date \d{4}-\d{2}-\d{2} is not in the calendar\.$/),
      ),
    );
    expect(grid).toBeInTheDocument();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("clearing the session in another tab resets the date and the services, and looks up delivery again", async () => {
    const user = userEvent.setup();
    const api = renderCheckout();
    await fillContactAndAddress(user);
    await chooseFirstDate(user);
    await user.click(within(await nextSteps()).getByRole("checkbox", { name: /^Unpack and remove packaging/ }));
    const lookups = () => api.requests.filter((request) => request.key === "POST /api/checkout/avail").length;
    const before = lookups();
    act(() => {
      localStorage.removeItem(CHECKOUT_SESSION_KEY);
      window.dispatchEvent(new StorageEvent("storage", { key: CHECKOUT_SESSION_KEY, newValue: null }));
    });
    await waitFor(() => expect(lookups()).toBe(before + 1));
    const grid = await screen.findByRole("grid");
    expect(within(grid).queryByRole("button", { pressed: true })).toBeNull();
    expect(within(await nextSteps()).getByRole("checkbox", { name: /^Unpack and remove packaging/ })).not.toBeChecked();
    expect(screen.queryByText("Delivery", { selector: "dt, span" })).toBeNull();
  });

  it("clearing it on this page does the same", async () => {
    const user = userEvent.setup();
    const api = renderCheckout();
    await fillContactAndAddress(user);
    await chooseFirstDate(user);
    const before = api.requests.filter((request) => request.key === "POST /api/checkout/avail").length;
    act(() => clearCheckoutSession());
    await waitFor(() => expect(api.requests.filter((request) => request.key === "POST /api/checkout/avail").length).toBe(before + 1));
  });
});

describe("the locked customer (spec 2 §4, §6)", () => {
  const lockedView: CheckoutView = {
    ...viewFixture,
    customer: {
      email: "locked@example.com",
      phone: "0396541234",
      locked: true,
      shippingAddress: null,
      billingAddress: {
        firstName: "Avery",
        lastName: "Quinn",
        companyName: "Quinn Property Group",
        address: "200 Collins Street",
        suburb: "Melbourne",
        state: "VIC",
        postcode: "3000",
        country: "AU",
      },
    },
  };

  it("shows the account's email, phone and billing address read-only, and says why", async () => {
    signIn();
    renderCheckout({ "GET /api/checkout": lockedView, "GET /api/cart/": cartFixture });
    const email = await screen.findByRole("textbox", { name: /^Email/ });
    expect(email).toHaveValue("locked@example.com");
    expect(email).toBeDisabled();
    expect(screen.getByRole("textbox", { name: /^Phone number/ })).toBeDisabled();
    expect(screen.getByText(/kept on your account by our team/)).toBeInTheDocument();
    const billing = screen.getByRole("region", { name: "Billing address" });
    expect(within(billing).getByRole("checkbox", { name: "Same as shipping address" })).toBeDisabled();
    expect(within(billing).getByRole("textbox", { name: /^Company name/ })).toHaveValue("Quinn Property Group");
    expect(within(billing).getByRole("textbox", { name: /^Company name/ })).toBeDisabled();
    expect(within(billing).getByRole("textbox", { name: /^Address/ })).toBeDisabled();
  });
});
