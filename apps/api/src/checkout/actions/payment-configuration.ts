import {
  INSTALMENT_PROVIDER_IDS,
  INSTALMENT_PROVIDERS,
  PAYMENT_METHOD_NAMES,
  type InstalmentProvider,
  type PaymentConfiguration,
  type PaymentConfigurationV2,
} from "@storefront/api-contract/checkout";
import { INSTALMENT_LIMITS, ZIP_REPAYMENT_PERIOD_MONTHS } from "../../payments/instalment-limits";
import { zipOfferDates } from "../../payments/zip-offer";
import type { Storefront } from "../../storefronts";
import { checkoutFeatures } from "../options";
import type { CardGateway } from "../../payments/card-gateway";
import { encryptionKeys } from "./parts";

/** Where the certificates come from: the card gateway. */
type KeySource = Pick<CardGateway, "encryptionKeys">;

/**
 * GET /api/checkout/paymentconfiguration (spec 2 §3): each provider enabled when the storefront
 * offers it (its flag in opts), with its limits (the wallets' and PayPal's pay later too, issue 44 item 4); Zip's are Zip NZ's on an NZ storefront, and Zip's
 * offer dates are today's (issue 44 item 6: payments/zip-offer.ts).
 */
export async function paymentConfiguration(cardGateway: KeySource, storefront: Storefront, now: Date): Promise<PaymentConfiguration> {
  const offered = checkoutFeatures(storefront).instalmentProviders;
  const provider = (id: InstalmentProvider) => ({ isEnabled: offered.includes(id), details: { ...INSTALMENT_LIMITS[id] } });
  const zip: InstalmentProvider = offered.includes("zipnz") || (storefront.country === "NZ" && !offered.includes("zip")) ? "zipnz" : "zip";
  return {
    klarna: provider("klarna"),
    afterPay: provider("afterpay"),
    payPal: provider("paypal"),
    payPalBnpl: provider("paypalbnpl"),
    humm: provider("humm"),
    zip: {
      ...provider(zip),
      details: {
        ...INSTALMENT_LIMITS[zip],
        // Zip NZ is four payments over six weeks (spec 2 §9): within two months.
        repaymentPeriodMonths: zip === "zip" ? ZIP_REPAYMENT_PERIOD_MONTHS : 2,
        ...zipOfferDates(storefront, now),
      },
    },
    applepay: provider("applepay"),
    googlepay: provider("googlepay"),
    x509EncryptionKeys: await encryptionKeys(cardGateway),
  };
}

/** GET /api/checkout/v2/paymentconfiguration: the storefront's own certificate; only with PaymentConfigurationV2. */
export async function paymentConfigurationV2(cardGateway: KeySource, storefront: Storefront): Promise<PaymentConfigurationV2 | undefined> {
  if (!checkoutFeatures(storefront).paymentConfigurationV2) return undefined;
  const all = await encryptionKeys(cardGateway);
  const own = all[storefront.id];
  const offered = checkoutFeatures(storefront).instalmentProviders;
  // Every payment method name but None: the card, each instalment provider the storefront offers (with its limits), the rest off.
  const paymentConfigurations = PAYMENT_METHOD_NAMES.filter((name) => name !== "None").map((paymentMethod) => {
    if (paymentMethod === "CreditCard") return { paymentMethod, isEnabled: own !== undefined, minimumAmount: null, maximumAmount: null };
    const provider = INSTALMENT_PROVIDER_IDS.find((id) => offered.includes(id) && INSTALMENT_PROVIDERS[id].method === paymentMethod);
    return provider
      ? { paymentMethod, isEnabled: true, ...INSTALMENT_LIMITS[provider] }
      : { paymentMethod, isEnabled: false, minimumAmount: null, maximumAmount: null };
  });
  return {
    paymentConfigurations,
    x509EncryptionKeys: own ? { [storefront.id]: own } : {},
  };
}
