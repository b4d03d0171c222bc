import { cardDigits, detectCardType, type CardType } from "@storefront/validation/cards";

/**
 * The published test cards (README). Like a real gateway's test cards, the number alone decides
 * the outcome; any name, any future expiry and any security code of the right length work. Every
 * number passes Luhn and the card rules of spec 2 §5.
 */

export interface Refusal {
  /** Shown to the shopper as it is (spec 2 §8: "Refusal reason present: the reason is shown"). */
  refusalReason: string;
  /** Stable, for code to branch on. */
  refusalReasonCode: string;
}

export const REFUSALS = {
  declined: { refusalReason: "Your card was declined by the bank.", refusalReasonCode: "DECLINED" },
  insufficientFunds: { refusalReason: "Your card has insufficient funds.", refusalReasonCode: "INSUFFICIENT_FUNDS" },
  challengeRefused: { refusalReason: "3-D Secure authentication was refused.", refusalReasonCode: "3DS_REFUSED" },
  notATestCard: { refusalReason: "This card is not a sandbox test card.", refusalReasonCode: "NOT_A_TEST_CARD" },
} as const satisfies Record<string, Refusal>;

export type TestCardOutcome =
  | { kind: "authorise" }
  | { kind: "refuse"; refusal: Refusal }
  /** The issuer asks for a 3-D Secure challenge first. */
  | { kind: "challenge" }
  /** The issuer answers late (after the sandbox's slow-card delay), then approves: for timeouts and retries. */
  | { kind: "slow" };

export interface TestCard {
  number: string;
  outcome: TestCardOutcome;
}

export const TEST_CARDS: readonly TestCard[] = [
  { number: "4111111111111111", outcome: { kind: "authorise" } },
  { number: "5555555555554444", outcome: { kind: "authorise" } },
  { number: "378282246310005", outcome: { kind: "authorise" } },
  { number: "4000000000000002", outcome: { kind: "refuse", refusal: REFUSALS.declined } },
  { number: "4000000000009995", outcome: { kind: "refuse", refusal: REFUSALS.insufficientFunds } },
  { number: "4000000000003220", outcome: { kind: "challenge" } },
  { number: "5105105105105100", outcome: { kind: "challenge" } },
  { number: "4000000000000119", outcome: { kind: "slow" } },
];

/** What the issuer does with this (valid) card number; numbers that are no test card are refused. */
export function testCardOutcome(cardNumber: string): TestCardOutcome {
  const digits = cardDigits(cardNumber);
  return TEST_CARDS.find((card) => card.number === digits)?.outcome ?? { kind: "refuse", refusal: REFUSALS.notATestCard };
}

/** All the sandbox keeps of a card number (ARCHITECTURE security baseline): its type and last four digits. */
export interface CardSummary {
  brand: CardType;
  lastFour: string;
}

/** Of a number that passed the card check, so its type is known. */
export function cardSummary(cardNumber: string): CardSummary {
  const digits = cardDigits(cardNumber);
  return { brand: detectCardType(digits) as CardType, lastFour: digits.slice(-4) };
}
