import type { Meta, StoryObj } from "@storybook/react-vite";
import { NO_SALE, type Sale } from "@storefront/api-client/content";
import { http, HttpResponse } from "msw";
import { expect, userEvent, within } from "storybook/test";
import { CHECKOUT_OPTIONS } from "@storefront/api-contract/checkout";
import { CheckoutPage } from "./CheckoutPage";
import { CHECKOUT_PATH } from "@storefront/api-contract/storefront-paths";
import { availabilityFixture, cartFixture, localityAnswer, paymentConfigurationFixture, viewFixture } from "./fixtures";

const handlers = [
  http.get("/api/cart/", () => HttpResponse.json(cartFixture)),
  http.get("/api/checkout", () => HttpResponse.json(viewFixture)),
  http.get("/api/locality/:query", () => HttpResponse.json(localityAnswer)),
  http.post("/api/checkout/avail", () => HttpResponse.json(availabilityFixture())),
  http.post("/api/cart/email", () => HttpResponse.json(cartFixture)),
  http.get("/api/checkout/paymentconfiguration", () => HttpResponse.json(paymentConfigurationFixture)),
];

/** The handlers with the checkout view's option flags set. */
const withOpts = (opts: number) => [http.get("/api/checkout", () => HttpResponse.json({ ...viewFixture, opts })), ...handlers];
const { PayPal, AfterPay, Zip, Humm, Klarna, PartialPayment, PayPalBnpl, GooglePay } = CHECKOUT_OPTIONS;

/** spec 3 §3's sale shape, as the API answers it. */
const sale: Sale = {
  ...NO_SALE,
  isSaleOn: true,
  name: "Summer Sale",
  baseImagePath: "/api/images/sale/",
  time: "2026-11-24",
  message: "Up to 30% off kitchen appliances",
  startsOn: "2026-11-01",
  endsOn: "2026-12-31",
};

/** The whole checkout page on a mocked API (msw): the sections, the summary and the submit. */
const meta = {
  title: "Checkout/CheckoutPage",
  component: CheckoutPage,
  tags: ["!autodocs"],
  parameters: { route: { path: CHECKOUT_PATH, pattern: CHECKOUT_PATH }, msw: { handlers } },
} satisfies Meta<typeof CheckoutPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A guest's first visit. */
export const Guest: Story = {};

/** Back from a provider with ?status=CANCELLED (spec 2 §2). */
export const PaymentCancelled: Story = {
  parameters: { route: { path: `${CHECKOUT_PATH}?status=CANCELLED`, pattern: CHECKOUT_PATH } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("alert")).toHaveTextContent("You've cancelled your payment.");
  },
};

/** The blue home-goods preset's sales-asset banner above the summary (flag checkoutSalesBanner). */
export const WithSalesBanner: Story = {
  parameters: {
    brandFeatures: { checkoutSalesBanner: { mobileHeight: 60, desktopHeight: 72 } },
    msw: { handlers: [...handlers, http.get("/api/promotion/sale", () => HttpResponse.json(sale))] },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("link", { name: /Summer Sale/ })).toHaveAttribute("href", "/sale");
  },
};

/** The payment options block with every instalment provider offered (spec 2 §2); Afterpay chosen shows its due dates. */
export const WithInstalmentOptions: Story = {
  parameters: { msw: { handlers: withOpts(PayPal | AfterPay | Zip | Humm | Klarna) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const methods = await canvas.findByRole("radiogroup", { name: "Payment method" });
    await userEvent.click(within(methods).getByRole("radio", { name: "Afterpay" }));
    await expect(canvas.getByText("4 payments of $250")).toBeInTheDocument();
    await expect(canvas.getByRole("list", { name: "Payment schedule" })).toBeInTheDocument();
  },
};

/** PayPal Pay in 4 and Google Pay offered (issue 44 item 4): Google Pay chosen shows the whole amount and its payment sheet. */
export const WithWalletOptions: Story = {
  parameters: { msw: { handlers: withOpts(PayPal | PayPalBnpl | GooglePay) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const methods = await canvas.findByRole("radiogroup", { name: "Payment method" });
    await expect(within(methods).getByRole("radio", { name: "PayPal Pay in 4" })).toBeInTheDocument();
    await userEvent.click(within(methods).getByRole("radio", { name: "Google Pay" }));
    await expect(
      canvas.getByText("Google Pay opens its payment sheet to confirm the payment, then brings you back here."),
    ).toBeInTheDocument();
  },
};

/** Partial payment allowed (flag PartialPayment): a deposit below the 30 % minimum shows its message. */
export const WithDeposit: Story = {
  parameters: { msw: { handlers: withOpts(PartialPayment) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("checkbox", { name: "Pay a deposit now" }));
    await userEvent.type(canvas.getByRole("textbox", { name: /^Deposit amount/ }), "100");
    await userEvent.tab();
    await expect(await canvas.findByText("Minimum deposit is 30% of order total ($300.00)")).toBeInTheDocument();
  },
};
