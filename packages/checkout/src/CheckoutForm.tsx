import { useFormikContext } from "formik";
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from "react";
import styled from "styled-components";
import type { Cart, CartLocationQuery } from "@storefront/api-client/cart";
import { useSetCartEmail } from "@storefront/api-client/cart";
import { hasCheckoutOption, MIELE_WARNING_LABEL } from "@storefront/api-contract/checkout";
import type { CheckoutView, UniqueDeliveryRequirement } from "@storefront/api-client/checkout";
import { Alert } from "@storefront/ui-kit/alert";
import { useBrand } from "@storefront/ui-kit/brand";
import { Button } from "@storefront/ui-kit/button";
import { CheckboxField } from "@storefront/ui-kit/checkbox-field";
import { Loader } from "@storefront/ui-kit/loader";
import { up } from "@storefront/ui-kit/theme";
import { isPaymentFree } from "@storefront/validation/deposit";
import { isValidEmail } from "@storefront/validation/email";
import { formatPhoneInput } from "@storefront/validation/phone";
import { checkoutSubmitBlock, hasMieleProduct } from "@storefront/validation/checkout";
import type { CheckoutFormValues } from "./CheckoutPage";
import { checkoutTexts } from "./checkout-texts";
import { DeliveryPanel } from "./delivery/DeliveryPanel";
import { selectedShippingCost, shippingLabel, toDeliveryDate } from "./delivery/calendar";
import { useCheckoutDelivery } from "./delivery/useCheckoutDelivery";
import { checkoutErrorTexts } from "./form/checkout-messages";
import { checkoutRequest } from "./form/checkout-request";
import { useFraudCheckScript } from "./form/fraud-check";
import type { DeliveryAddressValues } from "./form/checkout-values";
import { LeavePageWarning } from "./form/LeavePageWarning";
import { depositAmounts, usePartialPaymentReset } from "./form/useDeposit";
import { usePaymentChoices } from "./form/usePaymentChoices";
import { ThreeDsForm } from "./form/ThreeDsForm";
import { useCheckoutSubmit } from "./form/useCheckoutSubmit";
import { BillingAddressPanel, DeliveryAddressPanel } from "./panels/AddressPanel";
import { ContactPanel } from "./panels/ContactPanel";
import { ExpressGooglePay } from "./panels/ExpressGooglePay";
import { PaymentPanel } from "./panels/PaymentPanel";
import { Panel } from "./panels/Panel";
import { offersSalesperson, SalespersonPanel } from "./panels/SalespersonPanel";
import { ZipInStoreModal } from "./panels/ZipInStoreModal";
import { DeliveryTip, useDeliveryTip } from "./payment/DeliveryTip";
import { choiceOf } from "./payment/payment-options";
import { SavedAddressChoice } from "./panels/SavedAddressChoice";
import type { ChosenSuburb } from "@storefront/page-kit/suburb-field";
import { useRootData } from "@storefront/page-kit/root-data";
import { useStorefrontSettings } from "@storefront/page-kit/settings";
import type { WalletShopperDetails } from "@storefront/api-contract/checkout";
import { useCheckoutSessionSaving } from "./session/useCheckoutSessionSaving";
import { EditCart } from "./summary/EditCart";
import { OrderSummary, type SummaryLine } from "./summary/OrderSummary";
import { SalesBanner } from "./summary/SalesBanner";
import { orderTotal } from "./summary/order-total";

/** spec 2 §4 and §9: the guest email goes to the cart 400 ms after typing stops, when valid. */
export const EMAIL_DEBOUNCE_MS = 400;

/** The form beside the order summary from the lg breakpoint, one column below. */
const CheckoutColumns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]}px;
  ${up("lg")} {
    grid-template-columns: minmax(0, 2fr) minmax(300px, 1fr);
    align-items: start;
  }
`;

const GlobalError = styled.div`
  /* Several messages come joined by blank lines (spec 2 §8): the blank line shows. */
  white-space: pre-line;
  position: sticky;
  top: 0;
  z-index: 1;
  margin-bottom: ${({ theme }) => theme.space[3]}px;
`;

export interface CheckoutFormProps {
  cart: Cart;
  view: CheckoutView;
  supportNumber: string;
  /** A message the page opens with (a provider's return: 'You've cancelled your payment.'). */
  initialMessage: string | null;
  locked: boolean;
  onStockFeeRequired: (required: boolean) => void;
  /** The Order Total as it changes (the deposit's rule is judged against it). */
  onOrderTotal?: (total: number) => void;
  /** The cart's query (GET /api/cart): the delivery service override reloads it with its flag and the address. */
  onCartLocation?: (location: CartLocationQuery) => void;
  /** The unique delivery requirements the delivery lookup asked (the rules need an answer to each). */
  onDeliveryRequirements?: (requirements: readonly UniqueDeliveryRequirement[]) => void;
}

/** The checkout form's sections, its submit and the order summary beside it. */
export function CheckoutForm({
  cart,
  view,
  supportNumber,
  initialMessage,
  locked,
  onStockFeeRequired,
  onOrderTotal,
  onCartLocation,
  onDeliveryRequirements,
}: CheckoutFormProps) {
  const brand = useBrand();
  const flags = brand.features.checkout;
  const form = useFormikContext<CheckoutFormValues>();
  const { values, setFieldValue } = form;
  const [globalError, setGlobalError] = useState<string | null>(initialMessage);
  const [chosen, setChosen] = useState<ChosenSuburb | null>(() => {
    const address = form.initialValues.deliveryAddress;
    return address.suburb && address.postcode ? { suburb: address.suburb, state: address.state, postcode: address.postcode } : null;
  });
  // A saved address filling the delivery fields gives the suburb field a fresh start.
  const [addressRound, setAddressRound] = useState(0);
  const today = useMemo(() => toDeliveryDate(new Date()), []);
  const submitter = useCheckoutSubmit({ supportNumber, onError: setGlobalError });
  const setCartEmail = useSetCartEmail();
  useFraudCheckScript();

  // Staff options (spec 2 §4, issue 14): what the view's flags offer, never who the user is.
  const store = view.store;
  const cashAndCarryOffered = hasCheckoutOption(view.opts, "CashAndCarry") && store !== null;
  const cashAndCarry = cashAndCarryOffered && values.cashAndCarry;
  const overrideOffered = hasCheckoutOption(view.opts, "WinningDeliveryServiceOverride");
  const salesperson = offersSalesperson(view);
  const mieleInCart = hasMieleProduct(cart.products.map((product) => product.brand));

  const context = { cartId: cart.cartId, withState: flags.validateState, purchaseOrderField: flags.purchaseOrderField };
  const unavailableMessage = flags.deliveryUnavailableMessage
    ? checkoutErrorTexts.deliveryUnavailable(supportNumber)
    : checkoutErrorTexts.deliveryLookupFailed;
  const { suburbSelected, lookup, answer, calendarRound, restartLookup, requirements, days, storageFee } = useCheckoutDelivery({
    chosen,
    cashAndCarry,
    context,
    unavailableMessage,
    onMessage: setGlobalError,
    onUnknownLocality: () => {
      void form.setFieldValue("deliveryAddress", { ...values.deliveryAddress, suburb: "", state: "", postcode: "" }, false);
      setChosen(null);
      setAddressRound((round) => round + 1);
    },
    onDeliveryRequirements,
    onStockFeeRequired,
  });
  const productBrands = useMemo(() => cart.products.map((product) => product.brand), [cart.products]);

  // spec 2 §4: a valid email is set on the cart, debounced.
  const email = values.email.trim();
  const { mutate: sendEmail } = setCartEmail;
  useEffect(() => {
    if (locked || email.length <= 1 || !isValidEmail(email)) return;
    const timer = setTimeout(() => sendEmail(email), EMAIL_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [email, locked, sendEmail]);

  useCheckoutSessionSaving(values);

  // The delivery service override (issue 14 item 5): offered, allowed for this address, and ticked.
  const overrideOn =
    overrideOffered && Boolean(answer?.winningDeliveryServiceOverride) && values.winningDeliveryServiceOverride && !cashAndCarry;
  const { suburb: overrideSuburb, postcode: overridePostcode, state: overrideState } = values.deliveryAddress;
  useEffect(() => {
    // Ticking reloads the cart with the override and the address (GET /api/cart?…&winningDeliveryServiceOverride=true).
    onCartLocation?.(
      overrideOn
        ? { suburb: overrideSuburb, postcode: overridePostcode, state: overrideState || null, winningDeliveryServiceOverride: true }
        : {},
    );
  }, [overrideOn, overrideSuburb, overridePostcode, overrideState, onCartLocation]);

  // Cash and carry (spec 2 §4): ticking fills in the store's phone and address and disables them,
  // clears the email, sets the delivery date to today (the lookup runs for the store's address);
  // unticking restores the customer's shipping address.
  const beforeCashAndCarry = useRef<{ phoneNumber: string; deliveryAddress: DeliveryAddressValues } | null>(null);
  const cashAndCarryShown = useRef(values.cashAndCarry);
  useEffect(() => {
    if (cashAndCarryShown.current === cashAndCarry) return;
    cashAndCarryShown.current = cashAndCarry;
    if (cashAndCarry && store) {
      beforeCashAndCarry.current = { phoneNumber: values.phoneNumber, deliveryAddress: values.deliveryAddress };
      void form.setValues(
        {
          ...values,
          email: "",
          // The store's number as the phone rule reads it: '(03) 9496 4540' becomes '03 9496 4540'.
          phoneNumber: formatPhoneInput(store.phone, view.country),
          deliveryAddress: {
            ...values.deliveryAddress,
            address: store.address,
            suburb: store.suburb,
            postcode: store.postcode,
            state: store.state,
          },
          deliveryDate: today,
        },
        false,
      );
      setChosen({ suburb: store.suburb, state: store.state, postcode: store.postcode });
      return;
    }
    const before = beforeCashAndCarry.current;
    const shipping = view.customer?.shippingAddress;
    const restored: DeliveryAddressValues = shipping
      ? {
          ...values.deliveryAddress,
          ...shipping,
          companyName: shipping.companyName ?? "",
          state: shipping.state ?? "",
          deliveryInstructions: shipping.deliveryInstructions ?? values.deliveryAddress.deliveryInstructions,
        }
      : (before?.deliveryAddress ?? values.deliveryAddress);
    void form.setValues(
      { ...values, phoneNumber: before?.phoneNumber ?? view.customer?.phone ?? "", deliveryAddress: restored, deliveryDate: null },
      false,
    );
    setChosen(
      restored.suburb && restored.postcode ? { suburb: restored.suburb, state: restored.state, postcode: restored.postcode } : null,
    );
    setAddressRound((round) => round + 1);
    // Runs when the box changes; the values are read as they are then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [cashAndCarry]);

  // Cash and carry and the override have no shipping charge.
  const shippingCost = cashAndCarry || overrideOn ? 0 : selectedShippingCost(days, values.deliveryDate);
  const services = (answer?.deliveryServices ?? []).filter((service) => values.serviceChoices[service.sku]);
  // andoo (flag supplierAvailability): each supplier delivers on its first available day.
  const supplierDates = flags.supplierAvailability
    ? (answer?.supplierAvailability ?? []).flatMap((supplier) => {
        const first = supplier.availability.find((day) => day.available);
        return first ? [{ supplier: supplier.supplier, title: supplier.title, deliveryDate: first.date, price: first.price }] : [];
      })
    : [];
  const supplierLines: SummaryLine[] = supplierDates.map((entry) => ({
    label: checkoutTexts.summary.serviceDelivery(entry.title),
    amount: entry.price,
  }));
  // Issue 45 item 4: the delivery tip, where offered, is in the Order Total (and the payment).
  const tip = useDeliveryTip(cashAndCarry);
  const total = orderTotal({
    cartTotal: cart.orderTotal,
    shippingCost,
    supplierPrices: supplierLines.map((line) => line.amount ?? 0),
    servicePrices: services.map((service) => service.price),
    tip: tip.amount,
  });
  useEffect(() => onOrderTotal?.(total), [total, onOrderTotal]);

  const payment = usePaymentChoices(view, total);
  const choice = choiceOf(payment.choices, values.selectedPaymentOption);
  // The express Google Pay button (issue 44 item 4): where the setting is on, Google Pay is offered and its provider's origin is known.
  const { googlePayExpressEnabled } = useStorefrontSettings();
  const providerOrigin = useRootData()?.fraudCheckOrigin;
  const expressOrigin =
    googlePayExpressEnabled && !cashAndCarry && payment.choices.some((offered) => offered.provider === "googlepay")
      ? providerOrigin
      : undefined;
  const fillFromWallet = (details: WalletShopperDetails) => {
    const { country, ...address } = details;
    void form.setValues(
      {
        ...values,
        // A locked customer's email and phone are the account's (spec 2 §4).
        ...(locked ? {} : { email: details.email, phoneNumber: details.phoneNumber }),
        deliveryAddress: {
          ...values.deliveryAddress,
          firstName: address.firstName,
          lastName: address.lastName,
          companyName: "",
          address: address.address,
          suburb: address.suburb,
          state: address.state,
          postcode: address.postcode,
          country,
        },
        selectedPaymentOption: "GooglePay",
      },
      true,
    );
    setChosen({ suburb: address.suburb, state: address.state, postcode: address.postcode });
    setAddressRound((round) => round + 1);
  };
  // spec 2 §3 and §4: nothing to pay (a gift card or coupon covers the Order Total): no method, no card, no deposit.
  const paymentFree = isPaymentFree(total);
  const byCard = choice.method === "CreditCard" && !paymentFree;
  const partialPaymentAllowed = hasCheckoutOption(view.opts, "PartialPayment") && !paymentFree;
  const deposit = depositAmounts({
    allowed: partialPaymentAllowed,
    active: values.partialPaymentOn && byCard,
    deposit: values.deposit,
    orderTotal: total,
    percentage: view.partialPaymentPercentage,
  });
  const resetPartialPayment = useCallback(() => {
    void setFieldValue("partialPaymentOn", false, false);
    void setFieldValue("deposit", "", false);
  }, [setFieldValue]);
  // spec 2 §4 and §9: a new coupon, date or shipping cost resets partial payment after 200 ms.
  usePartialPaymentReset([cart.couponCode ?? null, values.deliveryDate, shippingCost], resetPartialPayment, values.partialPaymentOn);

  const delivery: SummaryLine | null = values.deliveryDate
    ? { label: shippingLabel(values.deliveryDate, today), amount: shippingCost }
    : null;
  const extras: SummaryLine[] = [
    ...services.map((service) => ({ label: checkoutTexts.summary.serviceDelivery(service.title), amount: service.price })),
    ...supplierLines,
    ...tip.lines,
  ];

  const attempt = async (event: FormEvent) => {
    event.preventDefault();
    const touchedAll = await form.submitForm().then(() => form.validateForm());
    const block = checkoutSubmitBlock({
      // spec 2 §5 delivery blocking check: a supplier that cannot deliver here, or no delivery to the address.
      deliveryBlock:
        cashAndCarry || !answer
          ? null
          : answer.supplierErrors.length
            ? answer.supplierErrors.join("\n\n")
            : answer.deliveryUnavailable
              ? unavailableMessage
              : null,
      suburbSelected,
      depositValid: deposit.valid,
      formValid: Object.keys(touchedAll).length === 0,
      hasSelectedDate: values.deliveryDate !== null,
      hasSupplierAvailability: supplierLines.length > 0,
      // spec 2 §5: the delivery date check is skipped for cash and carry.
      cashAndCarry,
    });
    if (block) {
      setGlobalError(block);
      return;
    }
    setGlobalError(null);
    await submitter.place({
      cartId: cart.cartId,
      // spec 2 §4: card details are nulled for non-card methods or when payment is free.
      card: byCard ? values.cardDetails : null,
      certificate: view.x509EncryptionKeys[brand.id] ?? null,
      request: (card, { fraudCheckToken }) =>
        checkoutRequest(
          {
            ...values,
            cashAndCarry,
            winningDeliveryServiceOverride: overrideOn,
            // Nothing to pay is sent as the default method (card, 0) without a card: the API's total decides.
            ...(paymentFree ? { selectedPaymentOption: "CreditCard" as const } : {}),
          },
          {
            ...context,
            fraudCheckToken,
            salesperson,
            orderTotal: total,
            card,
            zipNz: !paymentFree && choice.provider === "zipnz",
            partialPayment: deposit.partialPayment,
            couponCode: cart.couponCode ?? null,
            supplierDeliveryDates: supplierDates.map(({ supplier, deliveryDate, price }) => ({ supplier, deliveryDate, price })),
            deliveryRequirements: requirements,
            tip: tip.amount,
          },
        ),
    });
  };

  const busy = submitter.disabled || submitter.redirecting;
  return (
    <>
      {globalError ? (
        <GlobalError>
          <Alert type="error" onDismiss={() => setGlobalError(null)}>
            {globalError}
          </Alert>
        </GlobalError>
      ) : null}
      <CheckoutColumns>
        <form noValidate onSubmit={attempt} aria-label={checkoutTexts.title}>
          {expressOrigin ? <ExpressGooglePay providerOrigin={expressOrigin} onDetails={fillFromWallet} /> : null}
          <ContactPanel locked={locked} phoneFixed={cashAndCarry} />
          <DeliveryAddressPanel
            cashAndCarryOffered={cashAndCarryOffered}
            onChooseSuburb={setChosen}
            fieldsKey={addressRound}
            savedAddresses={
              <SavedAddressChoice
                onFill={(filled) => {
                  setChosen(filled);
                  setAddressRound((round) => round + 1);
                }}
              />
            }
          />
          <BillingAddressPanel locked={locked} />
          <DeliveryPanel
            key={calendarRound}
            lookup={lookup}
            days={days}
            today={today}
            suburbSelected={suburbSelected}
            storageFee={storageFee}
            onSelect={(date) => void form.setFieldValue("deliveryDate", date)}
            productBrands={productBrands}
            cashAndCarry={cashAndCarry}
            overrideOffered={overrideOffered}
            onCartChanged={restartLookup}
          />
          {tip.offered ? <DeliveryTip /> : null}
          <PaymentPanel
            choices={payment.choices}
            settled={payment.settled}
            orderTotal={total}
            nothingToPay={paymentFree ? { giftCard: (cart.discounts ?? []).some((discount) => discount.kind === "giftCard") } : null}
            zipRepaymentMonths={payment.zipRepaymentMonths}
            zipOfferLastDay={payment.zipOfferLastDay}
            deposit={{
              allowed: partialPaymentAllowed,
              percentage: deposit.state.depositPercentage,
              remainingPayment: deposit.state.cartRemainingPayment,
            }}
          />
          {salesperson ? <SalespersonPanel view={view} /> : null}
          {mieleInCart ? (
            <Panel id="checkout-miele" heading={checkoutTexts.payment.mieleHeading}>
              <CheckboxField name="brandsWarnings.mieleWarning" label={MIELE_WARNING_LABEL} required />
            </Panel>
          ) : null}
          <Button type="submit" fullWidth size="large" disabled={busy}>
            {submitter.redirecting
              ? submitter.threeDs
                ? checkoutTexts.payment.redirecting
                : checkoutTexts.payment.redirectingTo(choice.title)
              : checkoutTexts.payment.submit}
          </Button>
          {submitter.disabled ? <Loader label={checkoutTexts.payment.submitting} /> : null}
        </form>
        <div>
          <SalesBanner />
          <EditCart>
            {(openCart) => (
              <OrderSummary
                cart={cart}
                delivery={delivery}
                extras={extras}
                orderTotal={total}
                deposit={deposit.partialPayment > 0 ? deposit.state : null}
                email={email}
                onEditCart={openCart}
              />
            )}
          </EditCart>
        </div>
      </CheckoutColumns>
      {submitter.threeDs ? <ThreeDsForm post={submitter.threeDs} /> : null}
      <ZipInStoreModal open={submitter.waitingForZip} />
      {flags.leavePageWarning ? <LeavePageWarning active={!submitter.redirecting && !submitter.completed} /> : null}
    </>
  );
}
