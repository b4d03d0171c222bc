import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { CHECKOUT_OPTIONS } from "@storefront/api-contract/checkout";
import { brandWith, renderWithProviders, resetSession } from "@storefront/page-kit/testing";
import { checkoutSubmitMessages } from "@storefront/validation/checkout";
import { instalmentDueDates, toCalendarDate, zipOfferInclusionDate } from "@storefront/validation/instalments";
import { CheckoutPage } from "./CheckoutPage";
import { leaveFor } from "./form/leave-for";
import { PARTIAL_PAYMENT_RESET_MS } from "./form/useDeposit";
import { CHECKOUT_SESSION_KEY } from "./session/checkout-session";
import {
  CART_ID,
  cartFixture,
  checkoutAnswers,
  checkoutApi,
  fillContactAndAddress,
  fillField as fill,
  paymentConfigurationFixture,
  useGlobalRealmTextEncoder,
  viewFixture,
} from "./test-helpers";

// The browser's navigation to another site, which jsdom does not do.
vi.mock("./form/leave-for", () => ({ leaveFor: vi.fn() }));

const { PayPal, AfterPay, Zip, ZipNz, Humm, Klarna, PartialPayment } = CHECKOUT_OPTIONS;
const ALL_PROVIDERS = PayPal | AfterPay | Zip | Humm | Klarna;

beforeAll(useGlobalRealmTextEncoder);
beforeEach(() => vi.mocked(leaveFor).mockClear());
afterEach(() => {
  vi.useRealTimers();
  resetSession();
  localStorage.clear();
});

function renderCheckout(answers = checkoutAnswers(), path = "/customer/checkout") {
  const api = checkoutApi(answers);
  const view = renderWithProviders(
    [
      { path: "/customer/checkout", element: <CheckoutPage /> },
      { path: "/customer/confirmation", element: <p>Confirmation page</p> },
    ],
    { fetch: api.fetch, path, brand: brandWith() },
  );
  return { ...view, api };
}

const withOpts = (opts: number, overrides: Parameters<typeof checkoutAnswers>[0] = {}) =>
  checkoutAnswers({ "GET /api/checkout": { ...viewFixture, opts }, ...overrides });

async function fillContactAddressAndDate(user: ReturnType<typeof userEvent.setup>) {
  await fillContactAndAddress(user);
  const day = within(await screen.findByRole("grid"))
    .getAllByRole("button")
    .find((button) => button.getAttribute("aria-disabled") === "false");
  await user.click(day as HTMLElement);
}

async function fillCard(user: ReturnType<typeof userEvent.setup>) {
  await fill(user, screen.getByRole("textbox", { name: /^Name on card/ }), "Jane Citizen");
  await fill(user, screen.getByRole("textbox", { name: /^Card number/ }), "4111111111111111");
  await fill(user, screen.getByRole("textbox", { name: /^Expiry date/ }), "03 / 2031");
  await fill(user, screen.getByRole("textbox", { name: /^CVV/ }), "737");
}

const paymentMethods = async () => screen.findByRole("radiogroup", { name: "Payment method" });
const payment = () => screen.getByRole("region", { name: "Payment" });

describe("the payment options block (spec 2 §2)", () => {
  it("offers a radio per option the flags include and the configuration enables, with the card chosen", async () => {
    renderCheckout(withOpts(ALL_PROVIDERS));
    const group = await paymentMethods();
    const radios = within(group).getAllByRole("radio");
    expect(radios.map((radio) => radio.closest("label")?.textContent)).toEqual([
      "Credit card",
      "PayPal",
      "Afterpay",
      "Zip",
      "Humm",
      "Klarna",
    ]);
    expect(within(group).getByRole("radio", { name: "Credit card" })).toBeChecked();
    expect(within(payment()).getByRole("textbox", { name: /^Card number/ })).toBeInTheDocument();
  });

  it("leaves out a disabled provider and one whose minimum or maximum leaves out the Order Total", async () => {
    renderCheckout(
      withOpts(ALL_PROVIDERS, {
        "GET /api/checkout/paymentconfiguration": {
          ...paymentConfigurationFixture,
          klarna: { isEnabled: false, details: { minimumAmount: 1, maximumAmount: 5000 } },
          humm: { isEnabled: true, details: { minimumAmount: 1, maximumAmount: 999 } },
          afterPay: { isEnabled: true, details: { minimumAmount: 1001, maximumAmount: 5000 } },
        },
      }),
    );
    const group = await paymentMethods();
    expect(
      within(group)
        .getAllByRole("radio")
        .map((radio) => radio.closest("label")?.textContent),
    ).toEqual(["Credit card", "PayPal", "Zip"]);
  });

  it("hides the card radio when the card is the only option, also when the configuration fails", async () => {
    const { api } = renderCheckout(
      withOpts(PayPal | AfterPay, { "GET /api/checkout/paymentconfiguration": Response.json({ message: "down" }, { status: 500 }) }),
    );
    expect(await screen.findByRole("textbox", { name: /^Card number/ })).toBeInTheDocument();
    await waitFor(() => expect(api.requests.some((request) => request.key === "GET /api/checkout/paymentconfiguration")).toBe(true));
    expect(screen.queryByRole("radiogroup", { name: "Payment method" })).not.toBeInTheDocument();
    expect(screen.queryByRole("radio", { name: "Credit card" })).not.toBeInTheDocument();
  });

  it("does not ask for the configuration when the flags offer no provider", async () => {
    const { api } = renderCheckout(withOpts(0));
    await screen.findByRole("textbox", { name: /^Card number/ });
    expect(api.requests.some((request) => request.url.pathname.includes("paymentconfiguration"))).toBe(false);
  });

  it("shows each provider's panel: four payments, due dates, Zip's offer, Humm's payments, Klarna", async () => {
    const user = userEvent.setup();
    renderCheckout(withOpts(ALL_PROVIDERS));
    const group = await paymentMethods();

    await user.click(within(group).getByRole("radio", { name: "PayPal" }));
    expect(within(payment()).getByText("4 payments of $250")).toBeInTheDocument();
    expect(within(payment()).getByText("You'll be sent to PayPal to approve your payment, then brought back here.")).toBeInTheDocument();
    expect(within(payment()).queryByRole("textbox", { name: /^Card number/ })).not.toBeInTheDocument();

    await user.click(within(group).getByRole("radio", { name: "Afterpay" }));
    expect(within(payment()).getByText("4 payments of $250")).toBeInTheDocument();
    const schedule = within(payment()).getByRole("list", { name: "Payment schedule" });
    const locale = brandWith().locale;
    const [, ...later] = instalmentDueDates(new Date());
    expect(
      within(schedule)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      "Today: $250",
      ...later.map((due) => `${due.toLocaleDateString(locale, { day: "numeric", month: "long", year: "numeric" })}: $250`),
    ]);

    await user.click(within(group).getByRole("radio", { name: "Zip" }));
    expect(within(payment()).getByText("4 payments of $250")).toBeInTheDocument();
    expect(within(payment()).getByText("Own it from $10 per week*")).toBeInTheDocument();
    expect(within(payment()).queryByRole("list", { name: "Payment schedule" })).not.toBeInTheDocument();

    await user.click(within(group).getByRole("radio", { name: "Humm" }));
    expect(within(payment()).getByText("5 fortnightly payments of $200 with Humm")).toBeInTheDocument();

    await user.click(within(group).getByRole("radio", { name: "Klarna" }));
    expect(within(payment()).getByText("Pay over time with Klarna: choose how to pay on Klarna's page.")).toBeInTheDocument();
    expect(within(payment()).getByText("You'll be sent to Klarna to approve your payment, then brought back here.")).toBeInTheDocument();
  });

  it("shows Zip's weekly offer with the configuration's months above $1,000, and Zip NZ's due dates", async () => {
    const user = userEvent.setup();
    renderCheckout(withOpts(Zip, { "GET /api/cart/": { ...cartFixture, orderTotal: 1500 } }));
    await user.click(within(await paymentMethods()).getByRole("radio", { name: "Zip" }));
    expect(within(payment()).getByText("Own it from $28.87 weekly for 12 months")).toBeInTheDocument();
  });

  it("reads Zip's offer as interest free up to the configuration's last included day, then without it (issue 44 item 6)", async () => {
    const user = userEvent.setup();
    const nextMonth = new Date();
    nextMonth.setDate(1);
    nextMonth.setMonth(nextMonth.getMonth() + 2);
    const expiry = toCalendarDate(nextMonth);
    const lastDay = zipOfferInclusionDate(nextMonth);
    const withOffer = (offerExpiry: string | null, offerExpiryInclusion: string | null) =>
      withOpts(Zip, {
        "GET /api/cart/": { ...cartFixture, orderTotal: 1500 },
        "GET /api/checkout/paymentconfiguration": {
          ...paymentConfigurationFixture,
          zip: { isEnabled: true, details: { ...paymentConfigurationFixture.zip.details, offerExpiry, offerExpiryInclusion } },
        },
      });
    const view = renderCheckout(withOffer(expiry, null));
    await user.click(within(await paymentMethods()).getByRole("radio", { name: "Zip" }));
    expect(within(payment()).getByText("Own it from $28.87 weekly for 12 months interest free")).toBeInTheDocument();
    const locale = brandWith().locale;
    expect(
      within(payment()).getByText(
        `Interest free on orders placed by ${lastDay.toLocaleDateString(locale, { day: "numeric", month: "long", year: "numeric" })}.`,
      ),
    ).toBeInTheDocument();
    view.unmount();

    // An offer whose last included day was yesterday is over: the plain weekly message, no date.
    const yesterday = new Date();
    yesterday.setDate(yesterday.getDate() - 1);
    renderCheckout(withOffer(null, toCalendarDate(yesterday)));
    await user.click(within(await paymentMethods()).getByRole("radio", { name: "Zip" }));
    expect(within(payment()).getByText("Own it from $28.87 weekly for 12 months")).toBeInTheDocument();
    expect(within(payment()).queryByText(/^Interest free on orders placed by/)).not.toBeInTheDocument();
  });

  it("lists the due dates for Zip NZ", async () => {
    const user = userEvent.setup();
    renderCheckout(withOpts(ZipNz));
    await user.click(within(await paymentMethods()).getByRole("radio", { name: "Zip" }));
    expect(within(within(payment()).getByRole("list", { name: "Payment schedule" })).getAllByRole("listitem")).toHaveLength(4);
  });

  it("sends a provider's order with no card and no deposit, then leaves for the provider's page", async () => {
    const user = userEvent.setup();
    const redirectUrl = "https://sandbox.paypal.test/checkout?token=EC-1";
    const { api } = renderCheckout(
      withOpts(PayPal | PartialPayment, {
        "POST /api/checkout": {
          orderCompleted: false,
          success: true,
          paymentReference: null,
          redirectUrl,
          secure3DResponse: null,
          refusalReason: null,
          orderNumber: null,
        },
      }),
    );
    await fillContactAddressAndDate(user);
    await user.click(within(await paymentMethods()).getByRole("radio", { name: "PayPal" }));
    expect(screen.queryByRole("checkbox", { name: "Pay a deposit now" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Place Order" }));

    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith(redirectUrl));
    expect(screen.getByRole("button", { name: "Redirecting to PayPal…" })).toBeDisabled();
    const post = api.requests.find((request) => request.key === "POST /api/checkout");
    expect(post?.body).toMatchObject({ selectedPaymentOption: PayPal, partialPayment: 0, cardDetails: null });
    expect(post?.body).not.toHaveProperty("encryptedValues");
  });

  it("sends Zip NZ's payment option for the NZ Zip", async () => {
    const user = userEvent.setup();
    const { api } = renderCheckout(withOpts(ZipNz, { "POST /api/checkout": Response.json({ message: "down" }, { status: 500 }) }));
    await fillContactAddressAndDate(user);
    await user.click(within(await paymentMethods()).getByRole("radio", { name: "Zip" }));
    await user.click(screen.getByRole("button", { name: "Place Order" }));
    await waitFor(() => expect(api.requests.some((request) => request.key === "POST /api/checkout")).toBe(true));
    expect(api.requests.find((request) => request.key === "POST /api/checkout")?.body).toMatchObject({ selectedPaymentOption: ZipNz });
  });
});

describe("the wallets and PayPal Pay in 4 (issue 44 item 4)", () => {
  const { ApplePay, GooglePay, PayPalBnpl } = CHECKOUT_OPTIONS;
  afterEach(() => {
    delete window.ApplePaySession;
  });

  it("offers Google Pay and Pay in 4, and Apple Pay once the browser can pay with it", async () => {
    renderCheckout(withOpts(PayPal | PayPalBnpl | ApplePay | GooglePay));
    const labels = async () =>
      within(await paymentMethods())
        .getAllByRole("radio")
        .map((radio) => radio.closest("label")?.textContent);
    expect(await labels()).toEqual(["Credit card", "PayPal", "PayPal Pay in 4", "Google Pay"]);
    // Apple Pay's script defines ApplePaySession and says so (the payment sandbox's does in every browser).
    act(() => {
      window.ApplePaySession = { canMakePayments: () => true };
      window.dispatchEvent(new Event("applepayavailable"));
    });
    await waitFor(async () => expect(await labels()).toEqual(["Credit card", "PayPal", "PayPal Pay in 4", "Apple Pay", "Google Pay"]));
  });

  it("shows a wallet's whole amount and payment sheet, and Pay in 4's four payments and dates", async () => {
    const user = userEvent.setup();
    window.ApplePaySession = { canMakePayments: () => true };
    renderCheckout(withOpts(PayPalBnpl | ApplePay | GooglePay));
    const group = await paymentMethods();
    await user.click(await within(group).findByRole("radio", { name: "Apple Pay" }));
    expect(within(payment()).getByText("Pay $1,000 in full with a card in your wallet.")).toBeInTheDocument();
    expect(
      within(payment()).getByText("Apple Pay opens its payment sheet to confirm the payment, then brings you back here."),
    ).toBeInTheDocument();
    expect(within(payment()).queryByRole("textbox", { name: /^Card number/ })).not.toBeInTheDocument();
    await user.click(within(group).getByRole("radio", { name: "Google Pay" }));
    expect(
      within(payment()).getByText("Google Pay opens its payment sheet to confirm the payment, then brings you back here."),
    ).toBeInTheDocument();
    await user.click(within(group).getByRole("radio", { name: "PayPal Pay in 4" }));
    expect(within(payment()).getByText("4 payments of $250")).toBeInTheDocument();
    expect(within(within(payment()).getByRole("list", { name: "Payment schedule" })).getAllByRole("listitem")).toHaveLength(4);
    expect(
      within(payment()).getByText("You'll be sent to PayPal Pay in 4 to approve your payment, then brought back here."),
    ).toBeInTheDocument();
  });

  it("sends Google Pay's payment option with no card, then opens the wallet's sheet", async () => {
    const user = userEvent.setup();
    const redirectUrl = "https://sandbox.test/googlepay/v1/checkouts/c1";
    const { api } = renderCheckout(
      withOpts(GooglePay, {
        "POST /api/checkout": {
          orderCompleted: false,
          success: true,
          paymentReference: "c1",
          redirectUrl,
          secure3DResponse: null,
          refusalReason: null,
          orderNumber: null,
        },
      }),
    );
    await fillContactAddressAndDate(user);
    await user.click(within(await paymentMethods()).getByRole("radio", { name: "Google Pay" }));
    await user.click(screen.getByRole("button", { name: "Place Order" }));
    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith(redirectUrl));
    expect(screen.getByRole("button", { name: "Redirecting to Google Pay…" })).toBeDisabled();
    expect(api.requests.find((request) => request.key === "POST /api/checkout")?.body).toMatchObject({
      selectedPaymentOption: GooglePay,
      cardDetails: null,
    });
  });
});

describe("the return from a provider (spec 2 §4 'Instalment confirmations', §8)", () => {
  const returnPath = (status = "APPROVED") => `/customer/checkout?provider=paypal&cartId=${CART_ID}&token=EC-1&PayerID=P1&status=${status}`;
  const confirmation = (answer: unknown) => checkoutAnswers({ "POST /api/checkout/paypalconfirmation": answer });
  const confirmations = (api: ReturnType<typeof checkoutApi>) =>
    api.requests.filter((request) => request.key === "POST /api/checkout/paypalconfirmation");

  it("says 'Confirming your payment…', posts the return's parameters once, and goes to the confirmation on success", async () => {
    localStorage.setItem(CHECKOUT_SESSION_KEY, JSON.stringify({ value: {}, expiresAt: Date.now() + 100_000 }));
    const { api } = renderCheckout(confirmation({ errors: [], type: "success", orderCompleted: true, cartId: CART_ID }), returnPath());
    expect(screen.getByRole("status")).toHaveTextContent("Confirming your payment…");
    expect(await screen.findByText("Confirmation page")).toBeInTheDocument();
    const sent = confirmations(api);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url.search).toBe(`?cartId=${CART_ID}&token=EC-1&PayerID=P1&status=APPROVED`);
    expect(sent[0]?.body).toBeUndefined();
    expect(localStorage.getItem(CHECKOUT_SESSION_KEY)).toBeNull();
  });

  it("shows all the errors of a declined payment, joined by blank lines, and takes the parameters off the address", async () => {
    const errors = ["Your payment was declined by PayPal.", "Please choose another payment method."];
    const { api, router } = renderCheckout(
      confirmation({ errors, type: "declined", orderCompleted: false, cartId: CART_ID }),
      returnPath("DECLINED"),
    );
    const alert = await screen.findByRole("alert");
    expect(alert.querySelector("p")?.textContent).toBe(errors.join("\n\n"));
    expect(getComputedStyle(alert.closest("div[class]")!.parentElement!).whiteSpace).toBe("pre-line");
    await waitFor(() => expect(router.state.location.search).toBe(""));
    expect(router.state.location.pathname).toBe("/customer/checkout");
    expect(confirmations(api)).toHaveLength(1);
    expect(await screen.findByRole("button", { name: "Place Order" })).toBeInTheDocument();
  });

  it("says the service is unavailable for type 'error' and for a confirmation that fails", async () => {
    renderCheckout(confirmation({ errors: [], type: "error", orderCompleted: false, cartId: CART_ID }), returnPath());
    expect(await screen.findByRole("alert")).toHaveTextContent("Service currently unavailable. Please try again later");
  });

  it("says the service is unavailable when the confirmation answers 503", async () => {
    renderCheckout(confirmation(Response.json({ message: "down" }, { status: 503 })), returnPath());
    expect(await screen.findByRole("alert")).toHaveTextContent("Service currently unavailable. Please try again later");
  });

  it("says 'You've cancelled your payment.' for a cancelled return", async () => {
    renderCheckout(confirmation({ errors: [], type: "cancelled", orderCompleted: false, cartId: CART_ID }), returnPath("CANCELLED"));
    expect(await screen.findByRole("alert")).toHaveTextContent(/^You've cancelled your payment\.$/);
  });

  it("shows the generic message for any other answer", async () => {
    renderCheckout(confirmation({ errors: [], type: "declined", orderCompleted: false, cartId: CART_ID }), returnPath());
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "We couldn't confirm your payment. Please try again or choose another payment method.",
    );
  });
});

describe("the deposit (spec 2 §2, §4 and §5)", () => {
  const depositField = () => screen.getByRole("textbox", { name: /^Deposit amount/ });
  async function typeDeposit(user: ReturnType<typeof userEvent.setup>, amount: string) {
    await user.clear(depositField());
    await user.type(depositField(), amount);
    await user.tab();
  }

  it("is offered only where the view allows partial payment", async () => {
    renderCheckout(withOpts(0));
    await screen.findByRole("textbox", { name: /^Card number/ });
    expect(screen.queryByRole("checkbox", { name: "Pay a deposit now" })).not.toBeInTheDocument();
  });

  it("asks for the amount once switched on and checks it with the spec's messages", async () => {
    const user = userEvent.setup();
    renderCheckout(withOpts(PartialPayment));
    const payDeposit = await screen.findByRole("checkbox", { name: "Pay a deposit now" });
    expect(payDeposit).not.toBeChecked();
    expect(screen.queryByRole("textbox", { name: /^Deposit amount/ })).not.toBeInTheDocument();
    await user.click(payDeposit);
    expect(depositField()).toHaveAttribute("placeholder", "0.00");

    await typeDeposit(user, "-5");
    expect(await screen.findByText("Input must be a postive number.")).toHaveAttribute("role", "alert");
    await typeDeposit(user, "100");
    expect(await screen.findByText("Minimum deposit is 30% of order total ($300.00)")).toHaveAttribute("role", "alert");
    await typeDeposit(user, "1000");
    expect(await screen.findByText("Deposit request cannot equal or exceed order total.")).toHaveAttribute("role", "alert");

    await typeDeposit(user, "400");
    await waitFor(() => expect(screen.queryByText("Deposit request cannot equal or exceed order total.")).not.toBeInTheDocument());
    expect(within(payment()).getByText("Remaining payment").nextElementSibling).toHaveTextContent("$600");
    const summary = screen.getByRole("complementary", { name: "Order Summary" });
    expect(within(summary).getByText("Deposit today").nextElementSibling).toHaveTextContent("$400");
    expect(within(summary).getByText("Remaining payment").nextElementSibling).toHaveTextContent("$600");

    await user.click(payDeposit);
    await user.click(payDeposit);
    expect(depositField()).toHaveValue("");
  });

  it("blocks the submit of an invalid deposit, and sends a valid one as partialPayment with the card", async () => {
    // The clock runs, and the test moves it on past the date's reset of the deposit.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"], shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { api } = renderCheckout(
      withOpts(PartialPayment, {
        "POST /api/checkout": {
          orderCompleted: true,
          success: true,
          paymentReference: "PSP-1",
          redirectUrl: null,
          secure3DResponse: null,
          refusalReason: null,
          orderNumber: "WA-1",
        },
      }),
    );
    await fillContactAddressAndDate(user);
    await fillCard(user);
    // The date's own reset (200 ms) passes before the deposit is switched on.
    await act(() => vi.advanceTimersByTimeAsync(PARTIAL_PAYMENT_RESET_MS));
    await user.click(screen.getByRole("checkbox", { name: "Pay a deposit now" }));
    await typeDeposit(user, "100");
    await user.click(screen.getByRole("button", { name: "Place Order" }));
    expect(await screen.findByText(checkoutSubmitMessages.deposit)).toBeInTheDocument();
    expect(api.requests.some((request) => request.key === "POST /api/checkout")).toBe(false);

    await typeDeposit(user, "400");
    await user.click(screen.getByRole("button", { name: "Place Order" }));
    expect(await screen.findByText("Confirmation page")).toBeInTheDocument();
    expect(api.requests.find((request) => request.key === "POST /api/checkout")?.body).toMatchObject({
      partialPayment: 400,
      selectedPaymentOption: 0,
    });
  });

  it("switches partial payment off 200 ms after the coupon changes", async () => {
    const user = userEvent.setup();
    let couponCode: string | null = null;
    renderCheckout(
      withOpts(PartialPayment, {
        "GET /api/cart/": () => ({ ...cartFixture, couponCode }),
        "POST /api/cart/coupon/": () => {
          couponCode = "SAVE10";
          return { ...cartFixture, couponCode };
        },
      }),
    );
    await user.click(await screen.findByRole("checkbox", { name: "Pay a deposit now" }));
    await typeDeposit(user, "400");
    await user.click(screen.getByRole("button", { name: "Have a gift card or coupon code?" }));
    await user.type(screen.getByRole("textbox", { name: /^Gift card \/ coupon code/ }), "SAVE10");
    await user.click(screen.getByRole("button", { name: "Apply" }));
    await waitFor(() => expect(screen.getByRole("checkbox", { name: "Pay a deposit now" })).not.toBeChecked());
    expect(screen.queryByRole("textbox", { name: /^Deposit amount/ })).not.toBeInTheDocument();
  });
});
