import { useFormikContext } from "formik";
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from "react";
import styled from "styled-components";
import type { Cart } from "@storefront/api-client/cart";
import { useSetCartEmail } from "@storefront/api-client/cart";
import { hasCheckoutOption } from "@storefront/api-contract/checkout";
import type { AvailabilityAnswer, CheckoutView } from "@storefront/api-client/checkout";
import { Alert } from "@storefront/ui-kit/alert";
import { useBrand } from "@storefront/ui-kit/brand";
import { Button } from "@storefront/ui-kit/button";
import { Loader } from "@storefront/ui-kit/loader";
import { isValidEmail } from "@storefront/validation/email";
import { checkoutSubmitBlock, isSuburbSelected } from "@storefront/validation/checkout";
import type { CheckoutFormValues } from "./CheckoutPage";
import { CheckoutColumns } from "./CheckoutPage";
import { checkoutTexts } from "./checkout-texts";
import { DeliveryPanel } from "./delivery/DeliveryPanel";
import { sameDay, selectedShippingCost, shippingLabel, toDeliveryDate } from "./delivery/calendar";
import { useDeliveryLookup } from "./delivery/useDeliveryLookup";
import { checkoutErrorTexts } from "./form/checkout-messages";
import { availabilityRequest, checkoutRequest } from "./form/checkout-request";
import { LeavePageWarning } from "./form/LeavePageWarning";
import { depositAmounts, usePartialPaymentReset } from "./form/useDeposit";
import { usePaymentChoices } from "./form/usePaymentChoices";
import { ThreeDsForm } from "./form/ThreeDsForm";
import { useCheckoutSubmit } from "./form/useCheckoutSubmit";
import { BillingAddressPanel, DeliveryAddressPanel } from "./panels/AddressPanel";
import { ContactPanel } from "./panels/ContactPanel";
import { PaymentPanel } from "./panels/PaymentPanel";
import { choiceOf } from "./payment/payment-options";
import { SavedAddressChoice } from "./panels/SavedAddressChoice";
import type { ChosenSuburb } from "@storefront/page-kit/suburb-field";
import { saveCheckoutSession, sessionFromValues } from "./session/checkout-session";
import { EditCart } from "./summary/EditCart";
import { OrderSummary, type SummaryLine } from "./summary/OrderSummary";
import { SalesBanner } from "./summary/SalesBanner";
import { orderTotal } from "./summary/order-total";

/** spec 2 §4 and §9: the guest email goes to the cart 400 ms after typing stops, when valid. */
export const EMAIL_DEBOUNCE_MS = 400;

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
}

/** The checkout form's sections, its submit and the order summary beside it. */
export function CheckoutForm({ cart, view, supportNumber, initialMessage, locked, onStockFeeRequired, onOrderTotal }: CheckoutFormProps) {
  const brand = useBrand();
  const flags = brand.features.checkout;
  const form = useFormikContext<CheckoutFormValues>();
  const { values } = form;
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

  const context = { cartId: cart.cartId, withState: flags.validateState, purchaseOrderField: flags.purchaseOrderField };
  const suburbSelected = isSuburbSelected(values.deliveryAddress, chosen);
  const lookup = useDeliveryLookup(suburbSelected ? availabilityRequest(values, context) : null, (answer: AvailabilityAnswer | null) => {
    if (!answer) {
      setGlobalError(checkoutErrorTexts.deliveryLookupFailed);
      return;
    }
    if (answer.deliveryUnavailable) {
      setGlobalError(
        flags.deliveryUnavailableMessage ? checkoutErrorTexts.deliveryUnavailable(supportNumber) : checkoutErrorTexts.deliveryLookupFailed,
      );
    }
    // spec 2 §4: a date the new calendar does not offer is cleared.
    const stillOffered = [...answer.availability, ...answer.extendedAvailability].some(
      (day) => day.available && sameDay(day.date, values.deliveryDate),
    );
    if (!stillOffered && values.deliveryDate) void form.setFieldValue("deliveryDate", null);
    const preselected = Object.fromEntries(
      answer.deliveryServices.filter((service) => service.selected).map((service) => [service.sku, true]),
    );
    void form.setFieldValue("serviceChoices", preselected);
  });
  const answer = lookup.answer;
  const productBrands = useMemo(() => cart.products.map((product) => product.brand), [cart.products]);
  const days = useMemo(() => (answer ? [...answer.availability, ...answer.extendedAvailability] : []), [answer]);
  const selectedDay = days.find((day) => sameDay(day.date, values.deliveryDate)) ?? null;
  const storageFee = selectedDay?.storageFee ?? 0;
  useEffect(() => onStockFeeRequired(storageFee > 0), [storageFee, onStockFeeRequired]);

  // spec 2 §4: a valid email is set on the cart, debounced.
  const email = values.email.trim();
  const { mutate: sendEmail } = setCartEmail;
  useEffect(() => {
    if (locked || email.length <= 1 || !isValidEmail(email)) return;
    const timer = setTimeout(() => sendEmail(email), EMAIL_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [email, locked, sendEmail]);

  // The saved checkout session follows the form (spec 3 §3); the card is never in it.
  const savedOnce = useRef(false);
  useEffect(() => {
    if (!savedOnce.current) {
      savedOnce.current = true;
      return;
    }
    const timer = setTimeout(() => saveCheckoutSession(sessionFromValues(values, isValidEmail(values.email.trim()))), 300);
    return () => clearTimeout(timer);
  }, [values]);

  const shippingCost = selectedShippingCost(days, values.deliveryDate);
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
  const total = orderTotal({
    cartTotal: cart.orderTotal,
    shippingCost,
    supplierPrices: supplierLines.map((line) => line.amount ?? 0),
    servicePrices: services.map((service) => service.price),
  });
  useEffect(() => onOrderTotal?.(total), [total, onOrderTotal]);

  const payment = usePaymentChoices(view, total);
  const choice = choiceOf(payment.choices, values.selectedPaymentOption);
  const byCard = choice.provider === null;
  const partialPaymentAllowed = hasCheckoutOption(view.opts, "PartialPayment");
  const deposit = depositAmounts({
    allowed: partialPaymentAllowed,
    active: values.partialPaymentOn && byCard,
    deposit: values.deposit,
    orderTotal: total,
    percentage: view.partialPaymentPercentage,
  });
  const { setFieldValue } = form;
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
  ];

  const attempt = async (event: FormEvent) => {
    event.preventDefault();
    const touchedAll = await form.submitForm().then(() => form.validateForm());
    const block = checkoutSubmitBlock({
      suburbSelected,
      depositValid: deposit.valid,
      formValid: Object.keys(touchedAll).length === 0,
      hasSelectedDate: values.deliveryDate !== null,
      hasSupplierAvailability: supplierLines.length > 0,
      cashAndCarry: false,
    });
    if (block) {
      setGlobalError(block);
      return;
    }
    setGlobalError(null);
    await submitter.place({
      cartId: cart.cartId,
      card: byCard ? values.cardDetails : null,
      certificate: view.x509EncryptionKeys[brand.id] ?? null,
      request: (card) =>
        checkoutRequest(values, {
          ...context,
          orderTotal: total,
          card,
          zipNz: choice.provider === "zipnz",
          partialPayment: deposit.partialPayment,
          couponCode: cart.couponCode ?? null,
          supplierDeliveryDates: supplierDates.map(({ supplier, deliveryDate, price }) => ({ supplier, deliveryDate, price })),
        }),
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
          <ContactPanel locked={locked} />
          <DeliveryAddressPanel
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
            lookup={lookup}
            days={days}
            today={today}
            suburbSelected={suburbSelected}
            storageFee={storageFee}
            onSelect={(date) => void form.setFieldValue("deliveryDate", date)}
            productBrands={productBrands}
          />
          <PaymentPanel
            choices={payment.choices}
            settled={payment.settled}
            orderTotal={total}
            zipRepaymentMonths={payment.zipRepaymentMonths}
            deposit={{
              allowed: partialPaymentAllowed,
              percentage: deposit.state.depositPercentage,
              remainingPayment: deposit.state.cartRemainingPayment,
            }}
          />
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
      {flags.leavePageWarning ? <LeavePageWarning active={!submitter.redirecting && !submitter.completed} /> : null}
    </>
  );
}
