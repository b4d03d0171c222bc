import { INSTALMENT_PROVIDERS, STAFF_PAYMENT_TYPES, type CheckoutRequest } from "@storefront/api-contract/checkout";
import type { Storefront } from "../../storefronts";
import { orderNumberFor, type OrderSnapshot, type SnapshotAddress } from "../orders";
import type { PricedCart } from "../pricing";
import { answersById, requirementsAsked, type Booking, type DeliveryChoice } from "./delivery";
import type { SubmitInput } from "./input";
import type { OrderPrice } from "./price";
import type { CheckoutFeatures, PaymentChoice, StaffChoices } from "./validate";

/** Everything the validate and price steps found: what the order snapshot is made of. */
export interface ValidatedOrder {
  priced: PricedCart;
  features: CheckoutFeatures;
  payment: PaymentChoice;
  staff: StaffChoices;
  delivery: DeliveryChoice;
  booking: Booking;
  price: OrderPrice;
}

/** The order the payment is for, kept on its row (orders.ts OrderSnapshot) until it is paid. */
export function orderSnapshot(
  input: Pick<SubmitInput, "storefront" | "sessionId" | "accountId" | "body" | "lockedCustomer">,
  order: ValidatedOrder,
): OrderSnapshot {
  const { storefront, body } = input;
  const { priced, features, payment, staff, delivery, booking, price } = order;
  const { cashAndCarryStore } = staff;
  const { day } = delivery;
  const { staffOption } = payment;
  // spec 2 §4: a locked customer's email, phone and billing address are the account's.
  const locked = input.lockedCustomer ?? null;
  const answers = answersById(body);
  return {
    sessionId: input.sessionId as string,
    accountId: input.accountId,
    email: locked ? locked.email : (body.email ?? "").trim(),
    phoneNumber: locked ? locked.phone : (body.phoneNumber ?? "").trim(),
    newsletter: body.newsletter ?? true,
    poNumber: features.purchaseOrderField ? body.poNumber?.trim() || null : null,
    currency: storefront.currency,
    couponCode: priced.discount?.kind === "coupon" ? priced.discount.code : null,
    giftCardCode: priced.discount?.kind === "giftCard" ? priced.discount.code : null,
    giftCardCents: priced.discount?.kind === "giftCard" ? priced.discount.cents : 0,
    totals: price.totals,
    amountPaidCents: price.amountCents,
    storageFeePerDay: day?.storageFee ?? 0,
    stockFeeAcknowledged: body.stockFeeAcknowledged === true,
    requestedDeliveryContact: body.requestedDeliveryContact === true,
    requestedInstallationContact: body.requestedInstallationContact === true,
    earlyNotification: body.EarlyNotification === true,
    deliveryRequirements: requirementsAsked(order).map(({ id, question }) => ({ id, question, answer: (answers[id] ?? "").trim() })),
    salespersonCode: staff.salespersonCode,
    subdivision: staff.subdivision,
    orderNumber: orderNumberFor(storefront.id),
    paymentOption: payment.option,
    paymentType: staffOption && staffOption !== "ZipInStore" ? STAFF_PAYMENT_TYPES[staffOption] : null,
    zipStoreCode: payment.isZipInStore ? (body.devicePaymentCode ?? "").trim() : null,
    cashAndCarry: cashAndCarryStore !== undefined,
    winningDeliveryServiceOverride: staff.override,
    lines: priced.cart.products.map((p) => ({
      sku: p.sku,
      title: p.title,
      quantity: p.quantity,
      unitPrice: p.price,
      warranty: p.warranty ? { name: p.warranty.name, price: p.warranty.price } : null,
      install: p.install ? { name: p.install.name, price: p.install.price } : null,
    })),
    deliveryAddress: addressOf(delivery.deliveryAddress, storefront, true),
    billingAddress: locked
      ? locked.billingAddress && addressOf(locked.billingAddress, storefront, false)
      : body.billingAddress
        ? addressOf(body.billingAddress, storefront, false)
        : null,
    booking: {
      // Cash and carry: today in the storefront's zone.
      deliveryDate: cashAndCarryStore ? delivery.calendar.today.parts : (day?.date ?? null),
      sameDay: day?.sameDay ?? false,
      extended: day?.extended ?? false,
      price: price.totals.shippingCents / 100,
      services: booking.services.filter((s) => s.selected).map(({ sku, title, price }) => ({ sku, title, price })),
      supplierDates: booking.supplierDates,
    },
  };
}

/** The payment's method (the order's paymentMethod): what takes the amount, None when nothing is charged. */
export function paymentMethodFor(amountCents: number, { provider, staffOption }: Pick<PaymentChoice, "provider" | "staffOption">): string {
  if (amountCents === 0) return "None";
  if (provider) return INSTALMENT_PROVIDERS[provider].method;
  if (staffOption === "ZipInStore") return "ZipInStore";
  if (staffOption === "COD") return "Cash";
  return staffOption ? "None" : "CreditCard";
}

function addressOf(address: CheckoutRequest["deliveryAddress"], storefront: Storefront, delivery: boolean): SnapshotAddress {
  const text = (value: string | null | undefined) => (value ?? "").trim();
  return {
    firstName: text(address.firstName),
    lastName: text(address.lastName),
    companyName: text(address.companyName) || null,
    address: text(address.address),
    suburb: text(address.suburb),
    state: storefront.country === "AU" ? text(address.state) : null,
    postcode: text(address.postcode),
    country: storefront.country,
    deliveryInstructions: delivery ? text(address.deliveryInstructions) || null : null,
  };
}
