import {
  CHECKOUT_OPTIONS,
  hasCheckoutOption,
  INSTALMENT_PROVIDER_IDS,
  INSTALMENT_PROVIDERS,
  STAFF_CHECKOUT_OPTIONS_MASK,
  type CheckoutOptionName,
  type InstalmentProvider,
} from "@storefront/api-contract/checkout";
import { DEFAULT_DEPOSIT_PERCENTAGE } from "@storefront/validation/deposit";
import type { Storefront } from "../storefronts";

/**
 * The checkout option flags of a storefront (spec 2 §3 `opts`): what every storefront offers
 * today, and the storefront's own flags from its app folder (`storefront.checkoutOptions`: its
 * instalment providers, PartialPayment and its variants), so a brand variant is a flag and never
 * a brand id. The staff options (STAFF_CHECKOUT_OPTIONS: cash and carry, Zip in store, the other
 * payment method, account credit, cash on delivery, the delivery service override) a storefront
 * lists are offered to signed-in staff only (`viewOptions`).
 */
const EVERY_STOREFRONT: CheckoutOptionName[] = ["DeliveryInstructions", "InstallationContact", "WarehouseStorageCharge"];

function isOptionName(name: string): name is CheckoutOptionName {
  return Object.hasOwn(CHECKOUT_OPTIONS, name);
}

export function checkoutOptions(storefront: Storefront): number {
  const names = [...EVERY_STOREFRONT, ...storefront.checkoutOptions.filter(isOptionName)];
  return names.reduce((opts, name) => opts | CHECKOUT_OPTIONS[name], 0);
}

/** The view's `opts`: every flag of the storefront for staff; without the staff options for a customer or guest. */
export function viewOptions(storefront: Storefront, staff: boolean): number {
  const opts = checkoutOptions(storefront);
  return staff ? opts : opts & ~STAFF_CHECKOUT_OPTIONS_MASK;
}

/** The variants the API's rules read, from the flags. */
export function checkoutFeatures(storefront: Storefront) {
  const opts = checkoutOptions(storefront);
  return {
    opts,
    purchaseOrderField: hasCheckoutOption(opts, "PurchaseOrderNumber"),
    lastNameMaxLength: (hasCheckoutOption(opts, "LongLastName") ? 29 : 20) as 20 | 29,
    paymentConfigurationV2: hasCheckoutOption(opts, "PaymentConfigurationV2"),
    supplierAvailability: hasCheckoutOption(opts, "SupplierAvailability"),
    storageCharge: hasCheckoutOption(opts, "WarehouseStorageCharge"),
    /** spec 2 §3: the products' unique delivery requirements are asked and must be answered. */
    uniqueRequirements: hasCheckoutOption(opts, "UniqueRequirements"),
    /** spec 2 §3: the cart's paid installations are listed in the next steps. */
    paidInstalls: hasCheckoutOption(opts, "PaidInstalls"),
    /** spec 2 §2: a deposit now and the rest later, with the card only. */
    partialPayment: hasCheckoutOption(opts, "PartialPayment"),
    /** The instalment providers the storefront offers, in the contract's order. */
    instalmentProviders: INSTALMENT_PROVIDER_IDS.filter((id) => hasCheckoutOption(opts, INSTALMENT_PROVIDERS[id].option)),
  };
}

export function offersProvider(storefront: Storefront, provider: InstalmentProvider): boolean {
  return checkoutFeatures(storefront).instalmentProviders.includes(provider);
}

/**
 * The minimum deposit in percent of the order total (the view's partialPaymentPercentage, spec 2
 * §9 "server value overrides"): 30 on every storefront until a setting gives another.
 */
export function depositPercentageOf(_storefront: Storefront): number {
  return DEFAULT_DEPOSIT_PERCENTAGE;
}
