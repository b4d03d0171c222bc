import {
  hasCheckoutOption,
  INSTALMENT_PROVIDER_IDS,
  INSTALMENT_PROVIDERS,
  OTHER_PAYMENT_METHOD_LABEL,
  STAFF_PAYMENT_OPTIONS,
  type InstalmentProvider,
  type PaymentConfiguration,
  type PaymentConfigurationV2,
} from "@storefront/api-contract/checkout";
import { isWithinProviderRange } from "@storefront/validation/instalments";
import type { FormPaymentMethod, StaffPaymentMethod } from "../form/checkout-values";

/**
 * The payment options block (spec 2 §2): which methods the checkout offers. An instalment
 * provider is offered when the checkout view's option flags include it, the payment configuration
 * enables it, and the Order Total is within its minimum and maximum (spec 2 §9). The credit card
 * is always offered (it is the default).
 */

/**
 * One offered payment method: the form's method name, the provider it leaves for (null for the
 * card and the staff options) and the staff option it is (null for the card and the providers).
 */
export interface PaymentChoice {
  method: FormPaymentMethod;
  provider: InstalmentProvider | null;
  staff?: StaffPaymentMethod | null;
  title: string;
}

/**
 * The staff options' radio labels (spec 2 §2): 'Use Other Payment Method' is the spec's (the
 * contract's OTHER_PAYMENT_METHOD_LABEL); the others are ours, worded as the spec names them.
 */
export const STAFF_PAYMENT_TITLES: Record<StaffPaymentMethod, string> = {
  ZipInStore: "Zip in store",
  StaffOnlyOtherPaymentMethod: OTHER_PAYMENT_METHOD_LABEL,
  CRAccount: "Account credit",
  COD: "Cash on delivery",
};

/** Ours: the card's radio label (the spec names the option, not its label). */
export const CREDIT_CARD_TITLE = "Credit card";
export const CREDIT_CARD_CHOICE: PaymentChoice = { method: "CreditCard", provider: null, title: CREDIT_CARD_TITLE };

/** What the payment configuration says of one provider. */
export interface ProviderSettings {
  isEnabled: boolean;
  minimumAmount: number | null;
  maximumAmount: number | null;
  /** Zip only (v1 configuration): the months of its weekly offer; 0 when unknown. */
  repaymentPeriodMonths: number;
}

export type AnyPaymentConfiguration =
  { version: 1; configuration: PaymentConfiguration } | { version: 2; configuration: PaymentConfigurationV2 };

const DISABLED: ProviderSettings = { isEnabled: false, minimumAmount: null, maximumAmount: null, repaymentPeriodMonths: 0 };

/** A provider's switch and range from either version of the payment configuration; disabled when it is missing. */
export function providerSettings(source: AnyPaymentConfiguration | null, provider: InstalmentProvider): ProviderSettings {
  if (!source) return DISABLED;
  const entry = INSTALMENT_PROVIDERS[provider];
  if (source.version === 2) {
    const found = source.configuration.paymentConfigurations.find((configuration) => configuration.paymentMethod === entry.method);
    return found
      ? { isEnabled: found.isEnabled, minimumAmount: found.minimumAmount, maximumAmount: found.maximumAmount, repaymentPeriodMonths: 0 }
      : DISABLED;
  }
  if (entry.configuration === "zip") {
    const zip = source.configuration.zip;
    return { isEnabled: zip.isEnabled, ...zip.details };
  }
  const found = source.configuration[entry.configuration];
  return { isEnabled: found.isEnabled, ...found.details, repaymentPeriodMonths: 0 };
}

/** Whether the view's option flags include any instalment provider (only then is the configuration read). */
export function offersInstalments(opts: number): boolean {
  return INSTALMENT_PROVIDER_IDS.some((id) => hasCheckoutOption(opts, INSTALMENT_PROVIDERS[id].option));
}

export interface ChoicesInput {
  /** The checkout view's option flags. */
  opts: number;
  /** The storefront's country: with both Zip flags, Zip NZ is the NZ storefront's. */
  country: "AU" | "NZ";
  orderTotal: number;
  configuration: AnyPaymentConfiguration | null;
  /**
   * The browser can pay with Apple Pay (`window.ApplePaySession.canMakePayments()`, issue 44 item 4):
   * Apple Pay is offered only then, as a real shop offers it only in Safari on an Apple device.
   */
  applePay?: boolean;
}

/**
 * The offered methods in the block's order: card first, then PayPal, Afterpay, Zip (or Zip NZ),
 * Humm, Klarna, PayPal Pay in 4, Apple Pay (where the browser has it), Google Pay, then the staff options the flags include (Zip in store, the other payment method,
 * account credit, cash on delivery; the view carries them only for signed-in staff).
 */
export function paymentChoices({ opts, country, orderTotal, configuration, applePay = false }: ChoicesInput): PaymentChoice[] {
  const offered = INSTALMENT_PROVIDER_IDS.filter((id) => {
    const entry = INSTALMENT_PROVIDERS[id];
    if (!hasCheckoutOption(opts, entry.option)) return false;
    if (id === "applepay" && !applePay) return false;
    const settings = providerSettings(configuration, id);
    return settings.isEnabled && isWithinProviderRange(orderTotal, settings);
  });
  // Zip and Zip NZ are one method ('Zip') in the form: one radio, the country's.
  const bothZips = offered.includes("zip") && offered.includes("zipnz");
  const shown = bothZips ? offered.filter((id) => id !== (country === "NZ" ? "zip" : "zipnz")) : offered;
  return [
    CREDIT_CARD_CHOICE,
    ...shown.map((id) => ({ method: INSTALMENT_PROVIDERS[id].method, provider: id, title: INSTALMENT_PROVIDERS[id].title })),
    ...STAFF_PAYMENT_OPTIONS.filter((name) => hasCheckoutOption(opts, name)).map((name) => ({
      method: name,
      provider: null,
      staff: name,
      title: STAFF_PAYMENT_TITLES[name],
    })),
  ];
}

/** The offered choice of a form method, or the card when that method is not offered (any more). */
export function choiceOf(choices: readonly PaymentChoice[], method: FormPaymentMethod): PaymentChoice {
  return choices.find((choice) => choice.method === method) ?? CREDIT_CARD_CHOICE;
}
