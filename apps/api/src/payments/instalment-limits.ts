import type { InstalmentProvider } from "@storefront/api-contract/checkout";

/**
 * The order amounts each instalment provider finances, in dollars, inclusive: the API's own copy
 * of the limits the providers publish (the payment sandbox enforces its own, the same numbers;
 * both READMEs list them). The payment configuration answers them and the submit refuses a total
 * outside them before the provider is asked. Zip also repays over `repaymentPeriodMonths`.
 */
export const INSTALMENT_LIMITS: Record<InstalmentProvider, { minimumAmount: number; maximumAmount: number }> = {
  paypal: { minimumAmount: 1, maximumAmount: 10_000 },
  afterpay: { minimumAmount: 1, maximumAmount: 2_000 },
  zip: { minimumAmount: 1, maximumAmount: 5_000 },
  zipnz: { minimumAmount: 1, maximumAmount: 2_000 },
  humm: { minimumAmount: 80, maximumAmount: 30_000 },
  klarna: { minimumAmount: 35, maximumAmount: 2_500 },
  // PayPal Pay in 4 (the seeded PaypalDisclaimer: 'between $30 and $2,000').
  paypalbnpl: { minimumAmount: 30, maximumAmount: 2_000 },
  // The card wallets: what the wallet's card is charged in one payment.
  applepay: { minimumAmount: 1, maximumAmount: 20_000 },
  googlepay: { minimumAmount: 1, maximumAmount: 20_000 },
};

/** Zip (AU) repays over 12 months (spec 2 §9 'Own it from ${weekly} weekly for {months} months'). */
export const ZIP_REPAYMENT_PERIOD_MONTHS = 12;

export function withinLimits(provider: InstalmentProvider, totalCents: number): boolean {
  const { minimumAmount, maximumAmount } = INSTALMENT_LIMITS[provider];
  return totalCents >= minimumAmount * 100 && totalCents <= maximumAmount * 100;
}
