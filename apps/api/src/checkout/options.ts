import { CHECKOUT_OPTIONS, hasCheckoutOption, type CheckoutOptionName } from "@storefront/api-contract/checkout";
import type { Storefront } from "../storefronts";

/**
 * The checkout option flags of a storefront (spec 2 §3 `opts`): what every storefront offers
 * today, and the storefront's own flags from its app folder (`storefront.checkoutOptions`), so a
 * brand variant is a flag and never a brand id. Instalment providers, Zip in store, cash and
 * carry and the staff options join with issue 14.
 */
const EVERY_STOREFRONT: CheckoutOptionName[] = ["DeliveryInstructions", "InstallationContact", "WarehouseStorageCharge"];

function isOptionName(name: string): name is CheckoutOptionName {
  return Object.hasOwn(CHECKOUT_OPTIONS, name);
}

export function checkoutOptions(storefront: Storefront): number {
  const names = [...EVERY_STOREFRONT, ...storefront.checkoutOptions.filter(isOptionName)];
  return names.reduce((opts, name) => opts | CHECKOUT_OPTIONS[name], 0);
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
  };
}
