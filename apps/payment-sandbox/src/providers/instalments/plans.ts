/**
 * The instalment providers the sandbox plays (issue 14), each with its own terms as a real
 * provider publishes them: the currencies it takes, the order amounts it finances (in whole
 * dollars, inclusive) and its plan. The API keeps its own copy of the limits in its payment
 * configuration (apps/api/src/payments/instalment-limits.ts), as a merchant copies a provider's
 * published limits; both READMEs list the numbers.
 */

export type InstalmentProviderId = "paypal" | "afterpay" | "zip" | "zipnz" | "humm" | "klarna" | "paypalbnpl" | "applepay" | "googlepay";

export interface InstalmentPlan {
  id: InstalmentProviderId;
  /** The provider's name on its hosted page. */
  title: string;
  currencies: readonly ("AUD" | "NZD")[];
  /** Dollars, inclusive. */
  minimumAmount: number;
  maximumAmount: number;
  /** The plan in words for an amount in cents (the hosted page's "Your plan"). */
  describe(cents: number, currency: string): string;
  /** The two sentences a decline answers: the provider's reason, then its advice. */
  declineReasons: readonly [string, string];
  /** A card wallet (Apple Pay, Google Pay): its hosted page is the wallet's payment sheet. */
  wallet?: boolean;
}

function money(cents: number, currency: string): string {
  return new Intl.NumberFormat("en-AU", { style: "currency", currency, currencyDisplay: "code" }).format(cents / 100);
}

/** Four payments, the first today, then every two weeks (spec 2 §2 and §9). */
const payInFour = (cents: number, currency: string) =>
  `4 fortnightly payments of ${money(Math.ceil(cents / 4), currency)}: the first today, then in 2, 4 and 6 weeks.`;

/**
 * The card wallets' payment sheet (issue 44 item 4): the whole amount, charged to the card the
 * wallet holds (the sandbox's wallet holds one test card).
 */
export const WALLET_CARD = "Visa •••• 1111";
const inFull = (cents: number, currency: string) => `${money(cents, currency)} today, charged to ${WALLET_CARD} in your wallet.`;

export const INSTALMENT_PLANS: Record<InstalmentProviderId, InstalmentPlan> = {
  paypal: {
    id: "paypal",
    title: "PayPal",
    currencies: ["AUD", "NZD"],
    minimumAmount: 1,
    maximumAmount: 10_000,
    describe: payInFour,
    declineReasons: ["PayPal could not approve this payment.", "Please choose another way to pay or contact PayPal."],
  },
  afterpay: {
    id: "afterpay",
    title: "Afterpay",
    currencies: ["AUD", "NZD"],
    minimumAmount: 1,
    maximumAmount: 2_000,
    describe: payInFour,
    declineReasons: [
      "Afterpay declined this order based on your payment history.",
      "Please use another payment method to complete your purchase.",
    ],
  },
  zip: {
    id: "zip",
    title: "Zip",
    currencies: ["AUD"],
    minimumAmount: 1,
    maximumAmount: 5_000,
    // Zip Money: repaid over 12 months (repaymentPeriodMonths), weekly as spec 2 §9 words it.
    describe: (cents, currency) =>
      `Own it now and repay over 12 months: from ${money(Math.ceil(cents / 12 / 4.33), currency)} a week, interest free.`,
    declineReasons: [
      "Zip could not approve your application at this time.",
      "Please choose another payment method or contact Zip for more information.",
    ],
  },
  zipnz: {
    id: "zipnz",
    title: "Zip",
    currencies: ["NZD"],
    minimumAmount: 1,
    maximumAmount: 2_000,
    describe: payInFour,
    declineReasons: [
      "Zip could not approve your application at this time.",
      "Please choose another payment method or contact Zip for more information.",
    ],
  },
  humm: {
    id: "humm",
    title: "Humm",
    currencies: ["AUD"],
    minimumAmount: 80,
    maximumAmount: 30_000,
    // spec 2 §9: 5 fortnightly payments up to $1000, 10 up to $2000, then "slices".
    describe: (cents, currency) => {
      if (cents <= 100_000) return `5 fortnightly payments of ${money(Math.ceil(cents / 5), currency)}.`;
      if (cents <= 200_000) return `10 fortnightly payments of ${money(Math.ceil(cents / 10), currency)}.`;
      return "Pay in slices, no interest ever: monthly payments over up to 60 months.";
    },
    declineReasons: ["Humm was unable to approve your application.", "Please try a smaller amount or another payment method."],
  },
  klarna: {
    id: "klarna",
    title: "Klarna",
    currencies: ["AUD"],
    minimumAmount: 35,
    maximumAmount: 2_500,
    describe: payInFour,
    declineReasons: ["Klarna could not approve this purchase.", "Please select another payment method to complete your order."],
  },
  paypalbnpl: {
    id: "paypalbnpl",
    title: "PayPal Pay in 4",
    // PayPal Pay in 4 is Australian only.
    currencies: ["AUD"],
    minimumAmount: 30,
    maximumAmount: 2_000,
    describe: payInFour,
    declineReasons: [
      "PayPal could not approve Pay in 4 for this purchase.",
      "Please pay with PayPal in full or choose another payment method.",
    ],
  },
  applepay: {
    id: "applepay",
    title: "Apple Pay",
    currencies: ["AUD", "NZD"],
    minimumAmount: 1,
    maximumAmount: 20_000,
    describe: inFull,
    wallet: true,
    declineReasons: ["Your card in Apple Pay was declined.", "Please choose another card in your wallet or another payment method."],
  },
  googlepay: {
    id: "googlepay",
    title: "Google Pay",
    currencies: ["AUD", "NZD"],
    minimumAmount: 1,
    maximumAmount: 20_000,
    describe: inFull,
    wallet: true,
    declineReasons: ["Your card in Google Pay was declined.", "Please choose another card in your wallet or another payment method."],
  },
};

export const INSTALMENT_PROVIDER_IDS = Object.keys(INSTALMENT_PLANS) as InstalmentProviderId[];

export function formatAmount(cents: number, currency: string): string {
  return money(cents, currency);
}
