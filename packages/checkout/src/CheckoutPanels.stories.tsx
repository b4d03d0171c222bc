import type { Decorator, Meta, StoryObj } from "@storybook/react-vite";
import { Formik, type FormikErrors, type FormikTouched } from "formik";
import { http, HttpResponse } from "msw";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { checkoutMessages } from "@storefront/validation/checkout";
import { initialPageFields, type CheckoutFormValues } from "./CheckoutPage";
import { DeliveryCalendar } from "./delivery/DeliveryCalendar";
import { addressSuggestionsAnswer, availabilityFixture, cartFixture, dayFromToday, localityAnswer, placeAddressAnswer } from "./fixtures";
import { toDeliveryDate } from "./delivery/calendar";
import { initialCheckoutValues } from "./form/checkout-values";
import { BillingAddressPanel, DeliveryAddressPanel } from "./panels/AddressPanel";
import { CardPanel } from "./panels/CardPanel";
import { ContactPanel } from "./panels/ContactPanel";
import { ExpressGooglePay } from "./panels/ExpressGooglePay";
import { NextStepsPanel } from "./panels/NextStepsPanel";
import { DeliveryRequirementsFields, PaidInstallsList, requirementField } from "./panels/DeliveryRequirements";
import { ThemeProvider } from "@storefront/ui-kit/theme-provider";
import { themeNames, themes } from "@storefront/ui-kit/themes";
import { PaymentPanel } from "./panels/PaymentPanel";
import { SalespersonPanel } from "./panels/SalespersonPanel";
import { ZipInStoreModal } from "./panels/ZipInStoreModal";
import { CHECKOUT_OPTIONS } from "@storefront/api-contract/checkout";
import { CREDIT_CARD_CHOICE, paymentChoices, type PaymentChoice } from "./payment/payment-options";
import { OrderSummary } from "./summary/OrderSummary";

/** A story's form state, in `parameters.checkoutForm`: values over the empty form, errors shown as touched. */
interface CheckoutFormParameters {
  values?: Partial<CheckoutFormValues>;
  errors?: FormikErrors<CheckoutFormValues>;
  touched?: FormikTouched<CheckoutFormValues>;
}

/** Each panel inside one checkout form, as the page places it (one form: forms do not nest). */
const inForm: Decorator = (Story, { parameters }) => {
  const { values, errors, touched } = (parameters.checkoutForm ?? {}) as CheckoutFormParameters;
  return (
    <Formik<CheckoutFormValues>
      initialValues={{ ...initialCheckoutValues({ country: "AU" }), ...initialPageFields, serviceChoices: {}, ...values }}
      initialErrors={errors}
      initialTouched={touched}
      onSubmit={() => undefined}
    >
      <form noValidate style={{ maxWidth: 720 }}>
        <Story />
      </form>
    </Formik>
  );
};

const meta = {
  title: "Checkout/Panels",
  tags: ["!autodocs"],
  decorators: [inForm],
  parameters: {
    msw: { handlers: [http.get("/api/locality/:query", () => HttpResponse.json(localityAnswer))] },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** spec 2 §2 section 1: the newsletter opt-in starts ticked. */
export const Contact: Story = { render: () => <ContactPanel /> };

/** A locked customer's email and phone are read-only (spec 2 §4). */
export const ContactLocked: Story = { render: () => <ContactPanel locked /> };

/**
 * The delivery address: typing 'Melb' in Suburb offers the lookup's suburbs; a click fills State
 * and Postcode, and the choice stays when the pointer moves on to the next field (issue 40).
 */
export const DeliveryAddress: Story = {
  render: () => <DeliveryAddressPanel />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const suburb = canvas.getByRole("combobox", { name: "Suburb" });
    await userEvent.type(suburb, "Melb");
    const option = await canvas.findByRole("option", { name: "MELBOURNE VIC 3000" });
    const listbox = canvas.getByRole("listbox");
    await userEvent.click(option);
    await userEvent.pointer([{ target: listbox }, { target: canvasElement }]);
    await userEvent.click(suburb);
    await expect(suburb).toHaveValue("MELBOURNE VIC 3000");
    await expect(canvas.getByRole("textbox", { name: /^State/ })).toHaveValue("VIC");
    await expect(canvas.getByRole("textbox", { name: /^Postcode/ })).toHaveValue("3000");
  },
};

/** The same choice with the arrow keys and Enter; Tab moves on and the choice stays. */
export const DeliveryAddressKeyboard: Story = {
  render: () => <DeliveryAddressPanel />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const suburb = canvas.getByRole("combobox", { name: "Suburb" });
    await userEvent.type(suburb, "Melb");
    await canvas.findByRole("option", { name: "MELBOURNE VIC 3000" });
    await userEvent.keyboard("{ArrowDown}{Enter}");
    await userEvent.tab();
    await expect(suburb).toHaveValue("MELBOURNE VIC 3000");
    await expect(canvas.getByRole("textbox", { name: /^Postcode/ })).toHaveValue("3000");
  },
};

const withAddressLookup = { route: { settings: { AddressLookupEnabled: "true" } } };

/**
 * The street address lookup (issue 44 item 3, spec 2 §7): where AddressLookupEnabled is on,
 * 'Address' is a combobox of the maps service's suggestions; a choice fills the street, suburb,
 * state and postcode.
 */
export const DeliveryAddressLookup: Story = {
  render: () => <DeliveryAddressPanel />,
  parameters: {
    ...withAddressLookup,
    msw: {
      handlers: [
        http.get("/api/locality/:query", () => HttpResponse.json(localityAnswer)),
        http.get("/api/address/suggestions", () => HttpResponse.json(addressSuggestionsAnswer)),
        http.get("/api/address/place/:placeId", () => HttpResponse.json(placeAddressAnswer)),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole("combobox", { name: "Address" }), "12 Banks");
    await userEvent.click(await canvas.findByRole("option", { name: "12 Banksia Street, Melbourne VIC 3000, Australia" }));
    await waitFor(() => expect(canvas.getByRole("textbox", { name: /^Postcode/ })).toHaveValue("3000"));
    await expect(canvas.getByRole("combobox", { name: "Address" })).toHaveValue("12 Banksia Street");
  },
};

/** The maps service down (spec 2 §8 'Maps error'): the spec's message under the field; what was typed stays the address. */
export const DeliveryAddressLookupUnavailable: Story = {
  render: () => <DeliveryAddressPanel />,
  parameters: {
    ...withAddressLookup,
    msw: { handlers: [http.get("/api/address/suggestions", () => HttpResponse.json({ message: "down" }, { status: 503 }))] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole("combobox", { name: "Address" }), "7 Ocean Parade");
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "An error occurred while looking up this address. Please check the address and try again.",
    );
  },
};

/** The trade brand (flag purchaseOrderField): the purchase-order number field. */
export const DeliveryAddressWithPurchaseOrder: Story = {
  render: () => <DeliveryAddressPanel />,
  parameters: { brandFeatures: { checkout: { purchaseOrderField: true, lastNameMaxLength: 29 } } },
};

/** The NZ brand (flag suburbAndPostcodeAsOneField): suburb and postcode in one field, no state; a tapped choice stays. */
export const DeliveryAddressNewZealand: Story = {
  render: () => <DeliveryAddressPanel />,
  parameters: { brandFeatures: { checkout: { suburbAndPostcodeAsOneField: true, validateState: false } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole("combobox", { name: "Suburb and postcode" });
    await userEvent.type(field, "Melb");
    await userEvent.pointer({ keys: "[TouchA]", target: await canvas.findByRole("option", { name: "MELBOURNE VIC 3004" }) });
    await userEvent.pointer({ keys: "[TouchA]", target: field });
    await expect(field).toHaveValue("MELBOURNE VIC 3004");
    await expect(canvas.queryByRole("textbox", { name: /^State/ })).toBeNull();
  },
};

/** 'Same as shipping address' ticked by default hides the billing fields. */
export const BillingSameAsShipping: Story = { render: () => <BillingAddressPanel /> };

/** Unticked: the billing fields. */
export const BillingSeparate: Story = {
  render: () => <BillingAddressPanel />,
  parameters: { checkoutForm: { values: { billingSameAsShipping: false } } },
};

/**
 * The calendar stories' today, pinned: a Monday in mid-March, so every day below falls in its month
 * whatever day the stories run (on the 30th of November the days were in December, and the
 * calendar rightly let the shopper go back to November).
 */
const calendarToday = new Date(2026, 2, 9);
const calendarDays = [
  dayFromToday(1, {}, calendarToday),
  dayFromToday(2, { price: 0 }, calendarToday),
  dayFromToday(5, {}, calendarToday),
  dayFromToday(9, { price: 79 }, calendarToday),
];

/** The calendar: 42 days from Monday, only available days can be chosen; arrows move between days. */
export const Calendar: Story = {
  render: () => (
    <DeliveryCalendar availability={calendarDays} selected={null} today={toDeliveryDate(calendarToday)} onSelect={() => undefined} />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Previous month" })).toBeDisabled();
  },
};

/** A chosen day. */
export const CalendarWithSelection: Story = {
  render: () => (
    <DeliveryCalendar
      availability={calendarDays}
      selected={calendarDays[1]!.date}
      today={toDeliveryDate(calendarToday)}
      onSelect={() => undefined}
    />
  ),
};

/** Next steps: delivery services and requests. */
export const NextSteps: Story = {
  render: () => (
    <NextStepsPanel services={availabilityFixture().deliveryServices} showInstallationContact showNotifyIfAvailableSooner storageFee={0} />
  ),
};

/** A date past the free storage: the acknowledgement box and its link to the storage terms (new tab). */
/** spec 2 §3 (issue 44 item 5): the unique delivery requirements to answer and the paid installs, in the next steps. */
const ACCESS_REQUIREMENT = {
  id: "access",
  question: "How do we reach the room it goes in? Tell us about stairs, lifts and narrow doorways.",
  hint: "Large items need a clear path about 100 mm wider than the product.",
  products: ["Kelvin 600L French Door Fridge"],
};
const PAID_INSTALLS = [
  { sku: "OV-1", productTitle: "Emberline 60cm Oven", title: "Professional installation", price: 149, quantity: 1 },
  { sku: "AC-1", productTitle: "Coolbreeze 7kW Split System", title: "Professional installation", price: 699, quantity: 2 },
];

export const NextStepsDeliveryRequirements: Story = {
  render: () => (
    <NextStepsPanel
      services={availabilityFixture().deliveryServices}
      showInstallationContact
      showNotifyIfAvailableSooner={false}
      storageFee={0}
      requirements={[ACCESS_REQUIREMENT]}
      paidInstalls={PAID_INSTALLS}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole("group", { name: "Delivery requirements" });
    await expect(within(group).getByRole("textbox", { name: /^How do we reach the room/ })).toBeRequired();
    await expect(within(canvas.getByRole("list", { name: "Installation booked" })).getAllByRole("listitem")).toHaveLength(2);
  },
};

/** The requirement left unanswered on submit: the shared rule's message under it. */
export const NextStepsDeliveryRequirementUnanswered: Story = {
  parameters: {
    checkoutForm: {
      errors: { deliveryRequirementAnswers: { access: checkoutMessages.deliveryRequirement(ACCESS_REQUIREMENT.question) } },
      touched: { deliveryRequirementAnswers: { access: true } },
    },
  },
  render: () => <DeliveryRequirementsFields requirements={[ACCESS_REQUIREMENT]} />,
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole("textbox", { name: /^How do we reach the room/ });
    await expect(field).toHaveAttribute("name", requirementField("access"));
    await expect(field).toHaveAccessibleDescription(
      expect.stringContaining(checkoutMessages.deliveryRequirement(ACCESS_REQUIREMENT.question)),
    );
  },
};

/** The requirements and the paid installs in every theme, one under another. */
export const DeliveryRequirementsEveryTheme: Story = {
  render: () => (
    <div style={{ display: "grid", gap: 16 }}>
      {themeNames.map((name) => {
        const theme = themes[name];
        return theme ? (
          <ThemeProvider key={name} theme={theme} global={false}>
            <section aria-label={theme.displayName ?? name}>
              <DeliveryRequirementsFields requirements={[ACCESS_REQUIREMENT]} />
              <PaidInstallsList installs={PAID_INSTALLS} />
            </section>
          </ThemeProvider>
        ) : null;
      })}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole("group", { name: "Delivery requirements" })).toHaveLength(themeNames.length);
  },
};

export const NextStepsWithStorageFee: Story = {
  render: () => <NextStepsPanel services={[]} showInstallationContact={false} showNotifyIfAvailableSooner={false} storageFee={4} />,
};

/** The card panel; 'What is a security code?' opens the help. */
export const Card: Story = {
  render: () => <CardPanel />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "What is a security code?" }));
    const help = await within(canvasElement.ownerDocument.body).findByRole("dialog", { name: "What is a security code?" });
    await waitFor(() => expect(help).toBeVisible());
  },
};

/** The card's messages after a submit with nothing filled in. */
export const CardErrors: Story = {
  render: () => <CardPanel />,
  parameters: {
    checkoutForm: {
      errors: {
        cardDetails: {
          nameOnCard: checkoutMessages.nameOnCard,
          cardNo: checkoutMessages.cardNo,
          expiryDate: checkoutMessages.expiryDate,
          cvv: checkoutMessages.cvv,
        },
      },
      touched: { cardDetails: { nameOnCard: true, cardNo: true, expiryDate: true, cvv: true } },
    },
  },
};

const summaryProps = {
  cart: cartFixture,
  delivery: { label: "Delivery", amount: 49 },
  extras: [{ label: "Unpack and remove packaging Delivery", amount: 30 }],
  orderTotal: 1079,
  email: "",
  onEditCart: () => undefined,
};

/** The summary: 'You saved', 'Delivery', a priced service and 'Order Total'. */
export const Summary: Story = { render: () => <OrderSummary {...summaryProps} /> };

/** Same-day delivery, free. */
export const SummarySameDayFree: Story = {
  render: () => <OrderSummary {...summaryProps} delivery={{ label: "Same Day Delivery", amount: 0 }} extras={[]} orderTotal={1000} />,
};

/** Cart errors: each with 'Request Assistance', and no totals. */
export const SummaryWithCartErrors: Story = {
  render: () => <OrderSummary {...summaryProps} cart={{ ...cartFixture, errors: ["This product is no longer available"] }} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("link", { name: "Request Assistance" })).toHaveAttribute("href", "/ask-an-expert");
    await expect(within(canvasElement).queryByText("Order Total")).toBeNull();
  },
};

/** A cart with every part of spec 2 §2's cart line display (issue 44 item 7). */
const detailedCart = {
  ...cartFixture,
  products: [
    {
      ...cartFixture.products[0]!,
      image: "/api/images/product/KOR-FR1115/1.svg?size=thumb",
      ribbonType: "sale",
      condition: "Cosmetic Imperfection",
      promoId: "spring-kitchen-event",
      promoTitle: "Spring Kitchen Event",
    },
    {
      ...cartFixture.products[0]!,
      productCode: "line-2",
      sku: "IRB-OV600",
      title: "Ironbark 60cm Pyrolytic Oven",
      brand: "Ironbark",
      available: false,
    },
  ],
};

/**
 * Each line with its image, availability, the proforma flag (Ironbark ships from its supplier
 * here), its ribbon (in the brands that show ribbons) and the promotion it is part of.
 */
export const SummaryLines: Story = {
  render: () => <OrderSummary {...summaryProps} cart={detailedCart} />,
  parameters: { route: { settings: { proformaShippingBrands: "Ironbark" } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("Delivered by the supplier")).toBeVisible();
    await expect(canvas.getByText("No longer available")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Part of Spring Kitchen Event" })).toHaveAttribute(
      "href",
      "/promotion/spring-kitchen-event",
    );
  },
};

const instalmentChoices: PaymentChoice[] = [
  CREDIT_CARD_CHOICE,
  { method: "PayPal", provider: "paypal", title: "PayPal" },
  { method: "AfterPay", provider: "afterpay", title: "Afterpay" },
  { method: "Zip", provider: "zip", title: "Zip" },
  { method: "Humm", provider: "humm", title: "Humm" },
  { method: "Klarna", provider: "klarna", title: "Klarna" },
];
const noDeposit = { allowed: false, percentage: 30, remainingPayment: 1000 };

/** The wallets and PayPal's pay later (issue 44 item 4), as a storefront that offers them lists them. */
const walletChoices: PaymentChoice[] = [
  CREDIT_CARD_CHOICE,
  { method: "PayPal", provider: "paypal", title: "PayPal" },
  { method: "PayPalBnpl", provider: "paypalbnpl", title: "PayPal Pay in 4" },
  { method: "ApplePay", provider: "applepay", title: "Apple Pay" },
  { method: "GooglePay", provider: "googlepay", title: "Google Pay" },
];

/** Apple Pay chosen (issue 44 item 4): the whole amount and the wallet's payment sheet. */
export const PaymentApplePay: Story = {
  render: () => <PaymentPanel choices={walletChoices} settled orderTotal={1000} zipRepaymentMonths={0} deposit={noDeposit} />,
  parameters: { checkoutForm: { values: { selectedPaymentOption: "ApplePay" } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("radio", { name: "Apple Pay" })).toBeChecked();
    await expect(canvas.getByText("Pay $1,000 in full with a card in your wallet.")).toBeInTheDocument();
  },
};

/** PayPal Pay in 4 chosen (issue 44 item 4): four payments and their dates, as Afterpay's. */
export const PaymentPayPalPayIn4: Story = {
  render: () => <PaymentPanel choices={walletChoices} settled orderTotal={1000} zipRepaymentMonths={0} deposit={noDeposit} />,
  parameters: { checkoutForm: { values: { selectedPaymentOption: "PayPalBnpl" } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("4 payments of $250")).toBeInTheDocument();
    await expect(canvas.getByRole("list", { name: "Payment schedule" })).toBeInTheDocument();
  },
};

/** The express Google Pay button (issue 44 item 4, IsGooglePayExpressEnabled) at the top of the checkout. */
export const ExpressCheckout: Story = {
  render: () => <ExpressGooglePay providerOrigin="http://127.0.0.1:4010" onDetails={() => undefined} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("region", { name: "Express checkout" })).toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: "Buy with Google Pay" })).toBeEnabled();
  },
};

/** The payment options block (spec 2 §2) with Zip chosen: four payments and Zip's weekly offer. */
export const PaymentOptions: Story = {
  render: () => <PaymentPanel choices={instalmentChoices} settled orderTotal={1000} zipRepaymentMonths={12} deposit={noDeposit} />,
  parameters: { checkoutForm: { values: { selectedPaymentOption: "Zip" } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("radio", { name: "Zip" })).toBeChecked();
    await expect(canvas.getByText("Own it from $10 per week*")).toBeInTheDocument();
  },
};

/** PayPal chosen where the PaypalDisclaimer setting has a text (spec 3 §3, issue 45 item 8): its small print under the four payments. */
export const PaymentPayPalDisclaimer: Story = {
  render: () => <PaymentPanel choices={instalmentChoices} settled orderTotal={1000} zipRepaymentMonths={12} deposit={noDeposit} />,
  parameters: {
    checkoutForm: { values: { selectedPaymentOption: "PayPal" } },
    route: { settings: { PaypalDisclaimer: "PayPal Pay in 4 is available on eligible purchases between $30 and $2,000." } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("radio", { name: "PayPal" })).toBeChecked();
    await expect(await canvas.findByText(/^PayPal Pay in 4 is available/)).toBeVisible();
  },
};

/** Zip's interest-free offer (spec 2 §9, issue 44 item 6): 'interest free' and the last day it includes, here the end of next month. */
export const PaymentZipOffer: Story = {
  render: () => {
    const lastDay = new Date();
    lastDay.setMonth(lastDay.getMonth() + 2, 0);
    return (
      <PaymentPanel
        choices={instalmentChoices}
        settled
        orderTotal={1500}
        zipRepaymentMonths={12}
        zipOfferLastDay={lastDay}
        deposit={noDeposit}
      />
    );
  },
  parameters: { checkoutForm: { values: { selectedPaymentOption: "Zip" } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Own it from $28.87 weekly for 12 months interest free")).toBeInTheDocument();
    await expect(canvas.getByText(/^Interest free on orders placed by /)).toBeInTheDocument();
  },
};

/** The card with the deposit section switched on (spec 2 §2 "Partial-payment section"). */
export const PaymentWithDeposit: Story = {
  render: () => (
    <PaymentPanel
      choices={[CREDIT_CARD_CHOICE]}
      settled
      orderTotal={1000}
      zipRepaymentMonths={0}
      deposit={{ allowed: true, percentage: 30, remainingPayment: 600 }}
    />
  ),
  parameters: { checkoutForm: { values: { partialPaymentOn: true, deposit: "400" } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("textbox", { name: /^Deposit amount/ })).toHaveValue("400");
    await expect(canvas.getByText("Remaining payment")).toBeInTheDocument();
  },
};

/**
 * Nothing to pay (spec 2 §3 isPaymentFree, issue 44 item 2): a gift card covers the Order Total, so
 * the panel says so instead of offering methods, the card's fields or a deposit.
 */
export const PaymentNothingToPay: Story = {
  render: () => (
    <PaymentPanel
      choices={instalmentChoices}
      settled
      orderTotal={0}
      nothingToPay={{ giftCard: true }}
      zipRepaymentMonths={12}
      deposit={{ allowed: true, percentage: 30, remainingPayment: 0 }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole("region", { name: "Payment" });
    await expect(within(region).getByRole("status")).toHaveTextContent("Nothing to pay: your gift card covers this order.");
    await expect(within(region).queryByRole("radiogroup", { name: "Payment method" })).not.toBeInTheDocument();
    await expect(within(region).queryByRole("textbox", { name: /^Card number/ })).not.toBeInTheDocument();
    await expect(within(region).queryByRole("checkbox", { name: "Pay a deposit now" })).not.toBeInTheDocument();
  },
};

/** The staff payment options (issue 14 item 4): every staff flag in the view's opts. */
const staffChoices = paymentChoices({
  opts: CHECKOUT_OPTIONS.ZipInStore | CHECKOUT_OPTIONS.StaffOnlyOtherPaymentMethod | CHECKOUT_OPTIONS.CRAccount | CHECKOUT_OPTIONS.COD,
  country: "AU",
  orderTotal: 1000,
  configuration: null,
});

/** Staff signed in: Zip in store chosen asks for the customer's 6-digit store code (spec 2 §2, §5). */
export const StaffPaymentOptions: Story = {
  render: () => <PaymentPanel choices={staffChoices} settled orderTotal={1000} zipRepaymentMonths={0} deposit={noDeposit} />,
  parameters: {
    checkoutForm: {
      values: { selectedPaymentOption: "ZipInStore", devicePaymentCode: "12a4" },
      errors: { devicePaymentCode: checkoutMessages.zipStoreCode },
      touched: { devicePaymentCode: true },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ["Credit card", "Zip in store", "Use Other Payment Method", "Account credit", "Cash on delivery"]) {
      await expect(canvas.getByRole("radio", { name })).toBeInTheDocument();
    }
    await expect(canvas.getByRole("textbox", { name: /^Zip store code/ })).toHaveAttribute("inputmode", "numeric");
    await expect(canvas.getByText(checkoutMessages.zipStoreCode)).toBeInTheDocument();
  },
};

/** Staff: the other payment method needs no card; the panel says what happens to the payment. */
export const StaffOtherPaymentMethod: Story = {
  render: () => <PaymentPanel choices={staffChoices} settled orderTotal={1000} zipRepaymentMonths={0} deposit={noDeposit} />,
  parameters: { checkoutForm: { values: { selectedPaymentOption: "StaffOnlyOtherPaymentMethod" } } },
};

/** Staff: the store and salesperson pickers; a store lists its own people (spec 2 §4). */
export const StaffSalesperson: Story = {
  render: () => (
    <SalespersonPanel
      view={{
        stores: [
          { subdivision: "perth", name: "Perth", selected: true },
          { subdivision: "osborne-park", name: "Osborne Park", selected: false },
        ],
        salesPeople: [
          { code: "P1", name: "Pat Perth", subdivision: "perth", selected: true },
          { code: "O1", name: "Olive Osborne", subdivision: "osborne-park", selected: false },
        ],
      }}
    />
  ),
  parameters: { checkoutForm: { values: { subdivision: "perth", salespersonCode: "P1" } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: "Store" }), "osborne-park");
    await waitFor(() => expect(canvas.getByRole("combobox", { name: "Salesperson" })).toHaveValue("O1"));
  },
};

/** The Zip in-store waiting modal (spec 2 §2 section 9): no close button; a backdrop click leaves it open. */
export const ZipInStoreWaiting: Story = {
  render: () => <ZipInStoreModal open />,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole("dialog", { name: "Waiting for customer to confirm in their Zip app" });
    await expect(within(dialog).getByText("Please do not refresh the page")).toBeInTheDocument();
    await userEvent.click(body.getByTestId("modal-backdrop"), { skipHover: true });
    await expect(body.getByRole("dialog", { name: "Waiting for customer to confirm in their Zip app" })).toBeInTheDocument();
  },
};
