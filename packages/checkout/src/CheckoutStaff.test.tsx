import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import {
  CHECKOUT_OPTIONS,
  MIELE_WARNING_LABEL,
  ZIP_IN_STORE_MODAL_TEXT,
  ZIP_IN_STORE_MODAL_TITLE,
  zipPollTimeoutMessage,
  type CheckoutView,
} from "@storefront/api-contract/checkout";
import { brandWith, renderWithProviders, resetSession } from "@storefront/page-kit/testing";
import type { RootData } from "@storefront/page-kit/root-data";
import { checkoutMessages, checkoutSubmitMessages } from "@storefront/validation/checkout";
import { CheckoutPage } from "./CheckoutPage";
import { FRAUD_CHECK_SCRIPT_ID } from "./form/fraud-check";
import { CHECKOUT_SESSION_KEY, type CheckoutSession } from "./session/checkout-session";
import {
  availabilityFixture,
  CART_ID,
  cartFixture,
  checkoutAnswers,
  checkoutApi,
  dayFromToday,
  firstDeliveryOffset,
  useGlobalRealmTextEncoder,
  viewFixture,
  type RecordedRequest,
} from "./test-helpers";

/**
 * Issue 14 items 4 and 5 on the checkout page: the staff options (driven only by the view's
 * `opts` and lists), Zip in store with its modal and polling, cash and carry, the salesperson
 * panel, the delivery service override, the Miele warning and the fraud-check token.
 */

const { ZipInStore, StaffOnlyOtherPaymentMethod, CRAccount, COD, CashAndCarry, WinningDeliveryServiceOverride } = CHECKOUT_OPTIONS;
const ALL_STAFF_PAYMENTS = ZipInStore | StaffOnlyOtherPaymentMethod | CRAccount | COD;

beforeAll(useGlobalRealmTextEncoder);
afterEach(() => {
  vi.useRealTimers();
  resetSession();
  localStorage.clear();
  delete window.fraudCheck;
  document.getElementById(FRAUD_CHECK_SCRIPT_ID)?.remove();
});

/** The store's number as stores list it; the form holds it as the phone rule reads it (STORE_PHONE). */
const STORE_PHONE = "08 9321 0000";
const STORE = { phone: "(08) 9321-0000", address: "1 Store Rd", suburb: "OSBORNE PARK", postcode: "6017", state: "WA" };
const DELIVERY_DAY = dayFromToday(firstDeliveryOffset());

const address = {
  firstName: "Jane",
  lastName: "Citizen",
  companyName: "",
  address: "1 Collins St",
  suburb: "MELBOURNE",
  state: "VIC",
  postcode: "3000",
  country: "AU",
  deliveryInstructions: "",
};

/** A saved checkout session that makes the form valid without typing (spec 3 §3). */
function saveSession(overrides: Partial<CheckoutSession> = {}) {
  const value: CheckoutSession = {
    guestEmail: { email: "jane@example.com", isValid: true },
    isOptingIntoNewsletter: true,
    phoneNumber: "0412345678",
    deliveryAddress: address,
    isBillingAddressSameAsShipping: true,
    billingAddress: null,
    selectedDate: DELIVERY_DAY.date,
    paymentMethod: "CreditCard",
    ...overrides,
  };
  localStorage.setItem(CHECKOUT_SESSION_KEY, JSON.stringify({ value, expiresAt: Date.now() + 86_400_000 }));
}

const view = (overrides: Partial<CheckoutView>) => ({ ...viewFixture, ...overrides });

function renderCheckout(
  answers = checkoutAnswers(),
  rootData: Partial<Omit<RootData, "settings">> = {},
  settings?: Record<string, string>,
) {
  const api = checkoutApi(answers);
  const rendered = renderWithProviders(
    [
      { path: "/customer/checkout", element: <CheckoutPage /> },
      { path: "/customer/confirmation", element: <p>Confirmation page</p> },
      { path: "/", element: <p>Home page</p> },
    ],
    { fetch: api.fetch, path: "/customer/checkout", brand: brandWith(), rootData, settings },
  );
  return { ...rendered, api };
}

const posts = (api: { requests: RecordedRequest[] }, key: string) => api.requests.filter((request) => request.key === key);
const placeOrder = () => screen.getByRole("button", { name: "Place Order" });
const paymentMethods = () => screen.findByRole("radiogroup", { name: "Payment method" });
const radioLabels = (group: HTMLElement) =>
  within(group)
    .getAllByRole("radio")
    .map((radio) => radio.closest("label")?.textContent);

describe("the staff payment options (spec 2 §2, issue 14 item 4)", () => {
  it("shows each staff option only when its flag is in the view's opts", async () => {
    const { unmount } = renderCheckout(checkoutAnswers({ "GET /api/checkout": view({ opts: ALL_STAFF_PAYMENTS }) }));
    expect(radioLabels(await paymentMethods())).toEqual([
      "Credit card",
      "Zip in store",
      "Use Other Payment Method",
      "Account credit",
      "Cash on delivery",
    ]);
    unmount();

    for (const [flag, label] of [
      [ZipInStore, "Zip in store"],
      [StaffOnlyOtherPaymentMethod, "Use Other Payment Method"],
      [CRAccount, "Account credit"],
      [COD, "Cash on delivery"],
    ] as const) {
      const one = renderCheckout(checkoutAnswers({ "GET /api/checkout": view({ opts: flag }) }));
      expect(radioLabels(await paymentMethods())).toEqual(["Credit card", label]);
      one.unmount();
    }
  });

  it("shows none of them, and no card radio, without the flags (a customer's view)", async () => {
    renderCheckout();
    expect(await screen.findByRole("textbox", { name: /^Card number/ })).toBeInTheDocument();
    expect(screen.queryByRole("radiogroup", { name: "Payment method" })).not.toBeInTheDocument();
    for (const name of ["Zip in store", "Use Other Payment Method", "Account credit", "Cash on delivery"]) {
      expect(screen.queryByRole("radio", { name })).not.toBeInTheDocument();
    }
    expect(screen.queryByRole("checkbox", { name: /Cash and carry/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Store and salesperson" })).not.toBeInTheDocument();
  });

  it("asks Zip in store for a 6-digit store code with the spec's two messages, and no card", async () => {
    const user = userEvent.setup();
    renderCheckout(checkoutAnswers({ "GET /api/checkout": view({ opts: ZipInStore }) }));
    await user.click(within(await paymentMethods()).getByRole("radio", { name: "Zip in store" }));
    const code = screen.getByRole("textbox", { name: /^Zip store code/ });
    expect(code).toHaveAttribute("inputmode", "numeric");
    expect(screen.queryByRole("textbox", { name: /^Card number/ })).not.toBeInTheDocument();

    await user.click(code);
    await user.tab();
    expect(await screen.findByText("Please enter a zip store code")).toHaveAttribute("role", "alert");
    await user.type(code, "12a45");
    await user.tab();
    expect(await screen.findByText("Zip store code should be exactly 6 digits and contain only numbers")).toHaveAttribute("role", "alert");
    await user.clear(code);
    await user.type(code, "123456");
    await user.tab();
    await waitFor(() => expect(screen.queryByText(/Zip store code should be/)).not.toBeInTheDocument());
  });
});

const zipAccepted = {
  orderCompleted: false,
  success: true,
  paymentReference: "ZIP-1",
  orderReference: "WA-100077",
  redirectUrl: null,
  secure3DResponse: null,
  refusalReason: null,
  orderNumber: null,
};

/** A Zip in-store order, ready to place: saved session, the option chosen, the store code typed. */
async function startZipInStore(statuses: (request: RecordedRequest) => unknown, rootData: Partial<Omit<RootData, "settings">> = {}) {
  saveSession({ paymentMethod: "ZipInStore" });
  const rendered = renderCheckout(
    checkoutAnswers({
      "GET /api/checkout": view({ opts: ZipInStore }),
      "POST /api/checkout": zipAccepted,
      "GET /api/payment/status": statuses,
      "POST /api/checkout/void": { cancelled: true, paymentReference: "ZIP-1" },
    }),
    rootData,
  );
  const code = await screen.findByRole("textbox", { name: /^Zip store code/ });
  fireEvent.change(code, { target: { value: "123456" } });
  // The calendar has answered and kept the saved date.
  await screen.findByRole("grid");
  return rendered;
}

const status = (paymentStatus: string, message = "") => ({ paymentStatus, message });

/** Places the order and waits until the submit has answered and polling has started (100 ms of fake time). */
async function submitZip(api: { requests: RecordedRequest[] }) {
  fireEvent.click(placeOrder());
  await screen.findByRole("dialog", { name: ZIP_IN_STORE_MODAL_TITLE });
  await waitFor(() => expect(posts(api, "POST /api/checkout")).toHaveLength(1));
  await act(() => vi.advanceTimersByTimeAsync(100));
}

describe("Zip in store: the waiting modal and the polling (spec 2 §4, §8, §9)", () => {
  it("opens the modal on submission with the spec's texts; a backdrop click or Escape does not close it", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { api } = await startZipInStore(() => status("Pending"));
    fireEvent.click(placeOrder());
    const dialog = await screen.findByRole("dialog", { name: ZIP_IN_STORE_MODAL_TITLE });
    expect(dialog).toHaveAttribute("aria-modal", "true");
    expect(within(dialog).getByText(ZIP_IN_STORE_MODAL_TEXT)).toBeInTheDocument();
    expect(within(dialog).queryByRole("button")).not.toBeInTheDocument();

    fireEvent.mouseDown(screen.getByTestId("modal-backdrop"));
    fireEvent.mouseUp(screen.getByTestId("modal-backdrop"));
    fireEvent.click(screen.getByTestId("modal-backdrop"));
    fireEvent.keyDown(dialog, { key: "Escape" });
    expect(screen.getByRole("dialog", { name: ZIP_IN_STORE_MODAL_TITLE })).toBeInTheDocument();

    await waitFor(() => expect(posts(api, "POST /api/checkout")).toHaveLength(1));
    expect(posts(api, "POST /api/checkout")[0]?.body).toMatchObject({
      selectedPaymentOption: ZipInStore,
      devicePaymentCode: "123456",
      cardDetails: null,
      partialPayment: 0,
    });
    await act(() => vi.advanceTimersByTimeAsync(100));
    // It stays open while the status is polled every 2 s.
    await act(() => vi.advanceTimersByTimeAsync(4000));
    expect(posts(api, "GET /api/payment/status")).toHaveLength(2);
    expect(posts(api, "GET /api/payment/status")[0]?.url.search).toBe(
      `?cartId=${CART_ID}&paymentReference=ZIP-1&selectedPaymentOption=128`,
    );
    expect(screen.getByRole("dialog", { name: ZIP_IN_STORE_MODAL_TITLE })).toBeInTheDocument();
    expect(placeOrder()).toBeDisabled();
  });

  it("goes to the confirmation page, as after a card payment, once the payment is Approved", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let polls = 0;
    const { api } = await startZipInStore(() => (++polls >= 2 ? status("Approved") : status("Pending")));
    await submitZip(api);
    await act(() => vi.advanceTimersByTimeAsync(4000));
    expect(await screen.findByText("Confirmation page")).toBeInTheDocument();
    expect(localStorage.getItem(CHECKOUT_SESSION_KEY)).toBeNull();
  });

  it("shows the answer's message when the payment is Declined, closes the modal and enables the form", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { api } = await startZipInStore(() => status("Declined", "The customer declined the payment in their Zip app."));
    await submitZip(api);
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(await screen.findByRole("alert")).toHaveTextContent("The customer declined the payment in their Zip app.");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(placeOrder()).toBeEnabled();
  });

  it("ignores a poll answered 5xx and polls on", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let polls = 0;
    const { api } = await startZipInStore(() =>
      ++polls === 1 ? Response.json({ message: "down" }, { status: 503 }) : polls === 2 ? status("Pending") : status("Approved"),
    );
    await submitZip(api);
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(posts(api, "GET /api/payment/status")).toHaveLength(1);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: ZIP_IN_STORE_MODAL_TITLE })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(4000));
    expect(await screen.findByText("Confirmation page")).toBeInTheDocument();
    expect(posts(api, "GET /api/payment/status")).toHaveLength(3);
  });

  it("stops polling and shows an error when a poll fails with a status that does not start with 5", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { api } = await startZipInStore(() => Response.json({ message: ["No such payment."] }, { status: 400 }));
    await submitZip(api);
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(await screen.findByRole("alert")).toHaveTextContent("No such payment.");
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(posts(api, "GET /api/payment/status")).toHaveLength(1);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("times out after 65 s with the 408 text and the order reference in the persistent global error", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { api } = await startZipInStore(() => status("Pending"));
    await submitZip(api);
    await act(() => vi.advanceTimersByTimeAsync(63_800));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1300));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(zipPollTimeoutMessage("WA-100077"));
    expect(alert).toHaveTextContent(
      "There has been an error processing your order, please contact our support team. Order reference : WA-100077",
    );
    expect(posts(api, "GET /api/payment/status")).toHaveLength(32);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("takes the limit from the root data (PUBLIC_ZIP_POLL_LIMIT_MS)", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { api } = await startZipInStore(() => status("Pending"), { zipPollLimitMs: 3000 });
    await submitZip(api);
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(await screen.findByRole("alert")).toHaveTextContent(zipPollTimeoutMessage("WA-100077"));
  });

  it("cancels the payment 200 ms after the page starts to unload while polling", async () => {
    const { api } = await startZipInStore(() => status("Pending"));
    const listening = vi.spyOn(window, "addEventListener");
    fireEvent.click(placeOrder());
    await screen.findByRole("dialog", { name: ZIP_IN_STORE_MODAL_TITLE });
    await waitFor(() => expect(posts(api, "POST /api/checkout")).toHaveLength(1));
    // Polling has started: the page listens for its unload. Then the clock stands still for it.
    await waitFor(() => {
      expect(listening).toHaveBeenCalledWith("beforeunload", expect.any(Function));
      expect(listening).toHaveBeenCalledWith("pagehide", expect.any(Function));
    });
    listening.mockRestore();
    vi.useFakeTimers();
    act(() => {
      window.dispatchEvent(new Event("beforeunload"));
    });
    await act(() => vi.advanceTimersByTimeAsync(199));
    expect(posts(api, "POST /api/checkout/void")).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(posts(api, "POST /api/checkout/void").map((request) => request.body)).toEqual([
      { cartId: CART_ID, selectedPaymentOption: ZipInStore },
    ]);
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(screen.getByRole("alert")).toHaveTextContent("The transaction was canceled");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});

describe("cash and carry (spec 2 §4, §5)", () => {
  const customer = {
    email: "staff@example.com",
    phone: "0400000001",
    locked: false,
    shippingAddress: { ...address, companyName: null },
    billingAddress: null,
  };
  const cashAndCarryView = view({ opts: CashAndCarry, store: STORE, customer });

  it("is offered only with the flag and a store", async () => {
    const { unmount } = renderCheckout(checkoutAnswers({ "GET /api/checkout": view({ opts: CashAndCarry, store: null }) }));
    await screen.findByRole("textbox", { name: /^Card number/ });
    expect(screen.queryByRole("checkbox", { name: /^Cash and carry/ })).not.toBeInTheDocument();
    unmount();
    renderCheckout(checkoutAnswers({ "GET /api/checkout": view({ opts: 0, store: STORE }) }));
    await screen.findByRole("textbox", { name: /^Card number/ });
    expect(screen.queryByRole("checkbox", { name: /^Cash and carry/ })).not.toBeInTheDocument();
  });

  it("fills in and disables the store's phone and address, clears the email, and unticking restores the customer's address", async () => {
    const user = userEvent.setup();
    const { api } = renderCheckout(checkoutAnswers({ "GET /api/checkout": cashAndCarryView }));
    const delivery = await screen.findByRole("region", { name: "Delivery address" });
    expect(screen.getByRole("textbox", { name: /^Email/ })).toHaveValue("staff@example.com");
    await user.click(within(delivery).getByRole("checkbox", { name: /^Cash and carry/ }));

    expect(screen.getByRole("textbox", { name: /^Email/ })).toHaveValue("");
    expect(screen.getByRole("textbox", { name: /^Email/ })).toBeEnabled();
    expect(screen.getByRole("textbox", { name: /^Phone number/ })).toHaveValue(STORE_PHONE);
    expect(screen.getByRole("textbox", { name: /^Phone number/ })).toBeDisabled();
    for (const [label, value] of [
      [/^Address/, STORE.address],
      [/^Suburb/, STORE.suburb],
      [/^State/, STORE.state],
      [/^Postcode/, STORE.postcode],
    ] as const) {
      const field = within(delivery).getByRole("textbox", { name: label });
      expect(field).toHaveValue(value);
      expect(field).toBeDisabled();
    }
    expect(within(delivery).getByRole("textbox", { name: /^First name/ })).toBeEnabled();
    // The availability is looked up for the store's address; the date is today.
    await waitFor(() =>
      expect(
        posts(api, "POST /api/checkout/avail").some(
          (request) => (request.body as { deliveryAddress: { postcode: string } }).deliveryAddress.postcode === STORE.postcode,
        ),
      ).toBe(true),
    );
    expect(screen.getByText("Cash and carry: the order is collected from the store today.")).toBeInTheDocument();
    expect(screen.queryByRole("grid")).not.toBeInTheDocument();

    await user.click(within(delivery).getByRole("checkbox", { name: /^Cash and carry/ }));
    expect(within(delivery).getByRole("textbox", { name: /^Address/ })).toHaveValue(address.address);
    expect(within(delivery).getByRole("textbox", { name: /^Address/ })).toBeEnabled();
    expect(within(delivery).getByRole("combobox", { name: "Suburb" })).toHaveValue("MELBOURNE VIC 3000");
    expect(within(delivery).getByRole("textbox", { name: /^Postcode/ })).toHaveValue(address.postcode);
    expect(screen.getByRole("textbox", { name: /^Phone number/ })).toHaveValue(customer.phone);
    expect(screen.getByRole("textbox", { name: /^Phone number/ })).toBeEnabled();
  });

  it("offers no delivery tip for cash and carry, collected in store: a tip chosen before is dropped (issue 45 item 4)", async () => {
    const user = userEvent.setup();
    const { api } = renderCheckout(
      checkoutAnswers({
        "GET /api/checkout": view({ opts: CashAndCarry | COD, store: STORE, customer }),
        "POST /api/checkout": { ...zipAccepted, orderCompleted: true, paymentReference: null, orderNumber: "WA-6" },
      }),
      {},
      { TipEnabled: "true" },
    );
    const tip = await screen.findByRole("region", { name: "Delivery tip" });
    await user.click(within(tip).getByRole("radio", { name: "$10" }));
    const summary = screen.getByRole("complementary", { name: "Order Summary" });
    expect(within(summary).getByText("Delivery tip")).toBeInTheDocument();
    await user.click(within(screen.getByRole("region", { name: "Delivery address" })).getByRole("checkbox", { name: /^Cash and carry/ }));
    expect(screen.queryByRole("region", { name: "Delivery tip" })).not.toBeInTheDocument();
    expect(within(summary).queryByText("Delivery tip")).not.toBeInTheDocument();
    await user.type(screen.getByRole("textbox", { name: /^Email/ }), "customer@example.com");
    await user.click(within(await paymentMethods()).getByRole("radio", { name: "Cash on delivery" }));
    await user.click(placeOrder());
    expect(await screen.findByText("Confirmation page")).toBeInTheDocument();
    expect(posts(api, "POST /api/checkout")[0]?.body).not.toHaveProperty("tip");
    expect(posts(api, "POST /api/checkout")[0]?.body).toMatchObject({ cashAndCarry: true, orderTotal: cartFixture.orderTotal });
  });

  it("submits cashAndCarry true with today's date and no shipping, without the delivery-date check", async () => {
    const user = userEvent.setup();
    const { api } = renderCheckout(
      checkoutAnswers({
        "GET /api/checkout": view({ opts: CashAndCarry | COD, store: STORE, customer }),
        "POST /api/checkout/avail": availabilityFixture({ availability: [dayFromToday(3)] }),
        "POST /api/checkout": { ...zipAccepted, orderCompleted: true, paymentReference: null, orderNumber: "WA-5" },
      }),
    );
    const delivery = await screen.findByRole("region", { name: "Delivery address" });
    await user.click(within(delivery).getByRole("checkbox", { name: /^Cash and carry/ }));
    await user.type(screen.getByRole("textbox", { name: /^Email/ }), "customer@example.com");
    await user.click(within(await paymentMethods()).getByRole("radio", { name: "Cash on delivery" }));
    await user.click(placeOrder());
    expect(await screen.findByText("Confirmation page")).toBeInTheDocument();
    expect(screen.queryByText(checkoutSubmitMessages.deliveryDate)).not.toBeInTheDocument();
    const today = new Date();
    expect(posts(api, "POST /api/checkout")[0]?.body).toMatchObject({
      cashAndCarry: true,
      email: "customer@example.com",
      phoneNumber: STORE_PHONE,
      deliveryDate: [today.getFullYear(), today.getMonth() + 1, today.getDate()],
      deliveryAddress: { address: STORE.address, suburb: STORE.suburb, postcode: STORE.postcode, state: STORE.state },
      selectedPaymentOption: COD,
      cardDetails: null,
      orderTotal: cartFixture.orderTotal,
    });
  });
});

describe("the salesperson panel (spec 2 §2 section 8, §4)", () => {
  const stores = [
    { subdivision: "perth", name: "Perth", selected: false },
    { subdivision: "osborne-park", name: "Osborne Park", selected: true },
  ];
  const salesPeople = [
    { code: "P1", name: "Pat Perth", subdivision: "perth", selected: false },
    { code: "P2", name: "Paula Perth", subdivision: "perth", selected: false },
    { code: "O1", name: "Olive Osborne", subdivision: "osborne-park", selected: false },
    { code: "O2", name: "Oscar Osborne", subdivision: "osborne-park", selected: true },
  ];

  it("starts from the selected store and salesperson, and a new store lists its people and picks the first", async () => {
    const user = userEvent.setup();
    renderCheckout(checkoutAnswers({ "GET /api/checkout": view({ stores, salesPeople }) }));
    const panel = await screen.findByRole("region", { name: "Store and salesperson" });
    const store = within(panel).getByRole("combobox", { name: "Store" });
    const person = within(panel).getByRole("combobox", { name: "Salesperson" });
    expect(store).toHaveValue("osborne-park");
    expect(person).toHaveValue("O2");
    expect(
      within(person)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Olive Osborne", "Oscar Osborne"]);

    await user.selectOptions(store, "perth");
    expect(
      within(person)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Pat Perth", "Paula Perth"]);
    expect(person).toHaveValue("P1");
  });

  it("is not shown without both lists", async () => {
    renderCheckout(checkoutAnswers({ "GET /api/checkout": view({ stores, salesPeople: [] }) }));
    await screen.findByRole("textbox", { name: /^Card number/ });
    expect(screen.queryByRole("region", { name: "Store and salesperson" })).not.toBeInTheDocument();
  });

  it("sends the store and the salesperson with the order, with a staff option and the fraud-check token", async () => {
    const user = userEvent.setup();
    window.fraudCheck = { token: () => Promise.resolve("fc.abc.def") };
    saveSession({ paymentMethod: "StaffOnlyOtherPaymentMethod" });
    const { api } = renderCheckout(
      checkoutAnswers({
        "GET /api/checkout": view({ opts: StaffOnlyOtherPaymentMethod, stores, salesPeople }),
        "POST /api/checkout": { ...zipAccepted, orderCompleted: true, paymentReference: null, orderNumber: "WA-6" },
      }),
    );
    await user.selectOptions(await screen.findByRole("combobox", { name: "Store" }), "perth");
    await user.selectOptions(screen.getByRole("combobox", { name: "Salesperson" }), "P2");
    await screen.findByRole("grid");
    await user.click(placeOrder());
    expect(await screen.findByText("Confirmation page")).toBeInTheDocument();
    expect(posts(api, "POST /api/checkout")[0]?.body).toMatchObject({
      selectedPaymentOption: StaffOnlyOtherPaymentMethod,
      subdivision: "perth",
      salespersonCode: "P2",
      fraudCheckToken: "fc.abc.def",
      cashAndCarry: false,
      winningDeliveryServiceOverride: false,
      cardDetails: null,
    });
  });
});

describe("the delivery service override (issue 14 item 5)", () => {
  it("shows only with the flag and the availability's leave, reloads the cart with the query and sends the flag", async () => {
    const user = userEvent.setup();
    saveSession({ paymentMethod: "COD" });
    const { api } = renderCheckout(
      checkoutAnswers({
        "GET /api/checkout": view({ opts: WinningDeliveryServiceOverride | COD }),
        "POST /api/checkout/avail": availabilityFixture({ winningDeliveryServiceOverride: true }),
        "GET /api/cart/": (request: RecordedRequest) =>
          request.url.searchParams.get("winningDeliveryServiceOverride") === "true"
            ? {
                ...cartFixture,
                winningDeliveryServiceOverride: true,
                shipping: 0,
                messages: ["Delivered by the supplier's own delivery service."],
              }
            : cartFixture,
        "POST /api/checkout": { ...zipAccepted, orderCompleted: true, paymentReference: null, orderNumber: "WA-7" },
      }),
    );
    const override = await screen.findByRole("checkbox", { name: "Use the supplier's own delivery service" });
    await user.click(override);
    await waitFor(() =>
      expect(
        api.requests.some(
          (request) => request.key === "GET /api/cart/" && request.url.search.includes("winningDeliveryServiceOverride=true"),
        ),
      ).toBe(true),
    );
    const reload = api.requests.find((request) => request.url.search.includes("winningDeliveryServiceOverride=true"));
    expect(Object.fromEntries(reload?.url.searchParams ?? [])).toEqual({
      suburb: "MELBOURNE",
      postcode: "3000",
      state: "VIC",
      winningDeliveryServiceOverride: "true",
    });
    expect(await screen.findByText("Delivered by the supplier's own delivery service.")).toBeInTheDocument();
    await user.click(placeOrder());
    expect(await screen.findByText("Confirmation page")).toBeInTheDocument();
    expect(posts(api, "POST /api/checkout")[0]?.body).toMatchObject({
      winningDeliveryServiceOverride: true,
      orderTotal: cartFixture.orderTotal,
    });
  });

  it("is not shown when the availability does not allow it, nor without the flag", async () => {
    saveSession();
    const { unmount } = renderCheckout(checkoutAnswers({ "GET /api/checkout": view({ opts: WinningDeliveryServiceOverride }) }));
    await screen.findByRole("grid");
    expect(screen.queryByRole("checkbox", { name: "Use the supplier's own delivery service" })).not.toBeInTheDocument();
    unmount();
    renderCheckout(checkoutAnswers({ "POST /api/checkout/avail": availabilityFixture({ winningDeliveryServiceOverride: true }) }));
    await screen.findByRole("grid");
    expect(screen.queryByRole("checkbox", { name: "Use the supplier's own delivery service" })).not.toBeInTheDocument();
  });
});

describe("the Miele warning (issue 14 item 5)", () => {
  const mieleCart = { ...cartFixture, products: [{ ...cartFixture.products[0]!, brand: "Miele" }] };

  it("shows the contract's checkbox with a Miele product and requires it on submit", async () => {
    const user = userEvent.setup();
    saveSession({ paymentMethod: "COD" });
    const { api } = renderCheckout(
      checkoutAnswers({
        "GET /api/cart/": mieleCart,
        "GET /api/checkout": view({ opts: COD }),
        "POST /api/checkout": { ...zipAccepted, orderCompleted: true, paymentReference: null, orderNumber: "WA-8" },
      }),
    );
    const box = await screen.findByRole("checkbox", { name: new RegExp(`^${MIELE_WARNING_LABEL}`) });
    await screen.findByRole("grid");
    await user.click(placeOrder());
    expect(await screen.findByText(checkoutMessages.mieleWarning)).toHaveAttribute("role", "alert");
    expect(screen.getByText(checkoutSubmitMessages.invalidForm)).toBeInTheDocument();
    expect(posts(api, "POST /api/checkout")).toHaveLength(0);

    await user.click(box);
    await user.click(placeOrder());
    expect(await screen.findByText("Confirmation page")).toBeInTheDocument();
    expect(posts(api, "POST /api/checkout")[0]?.body).toMatchObject({ brandsWarnings: { mieleWarning: true } });
  });

  it("is not shown without a Miele product", async () => {
    renderCheckout();
    await screen.findByRole("textbox", { name: /^Card number/ });
    expect(screen.queryByRole("checkbox", { name: new RegExp(`^${MIELE_WARNING_LABEL}`) })).not.toBeInTheDocument();
  });
});

describe("the fraud-check script (spec 2 §4 Submission 2, issue 14 item 5)", () => {
  const completed = { ...zipAccepted, orderCompleted: true, paymentReference: null, orderNumber: "WA-9" };

  it("loads the script from the root data's origin, once", async () => {
    renderCheckout(checkoutAnswers(), { fraudCheckOrigin: "http://sandbox.test:4010" });
    await screen.findByRole("textbox", { name: /^Card number/ });
    const scripts = document.querySelectorAll(`script#${FRAUD_CHECK_SCRIPT_ID}`);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toHaveAttribute("src", "http://sandbox.test:4010/fraud/check.js");
  });

  it("loads no script without an origin", async () => {
    renderCheckout();
    await screen.findByRole("textbox", { name: /^Card number/ });
    expect(document.getElementById(FRAUD_CHECK_SCRIPT_ID)).toBeNull();
  });

  it("sends an empty token when the script is missing, and when its token fails", async () => {
    const user = userEvent.setup();
    saveSession({ paymentMethod: "COD" });
    const { api, unmount } = renderCheckout(checkoutAnswers({ "GET /api/checkout": view({ opts: COD }), "POST /api/checkout": completed }));
    await screen.findByRole("grid");
    await user.click(placeOrder());
    expect(await screen.findByText("Confirmation page")).toBeInTheDocument();
    expect(posts(api, "POST /api/checkout")[0]?.body).toMatchObject({ fraudCheckToken: "" });
    unmount();

    window.fraudCheck = { token: () => Promise.reject(new Error("blocked")) };
    saveSession({ paymentMethod: "COD" });
    const second = renderCheckout(checkoutAnswers({ "GET /api/checkout": view({ opts: COD }), "POST /api/checkout": completed }));
    await screen.findByRole("grid");
    await user.click(placeOrder());
    expect(await screen.findByText("Confirmation page")).toBeInTheDocument();
    expect(posts(second.api, "POST /api/checkout")[0]?.body).toMatchObject({ fraudCheckToken: "" });
  });
});
