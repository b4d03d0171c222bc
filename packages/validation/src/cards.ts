/**
 * Payment cards (spec 2 §3, §4 and §5): type detection, lengths, Luhn, security code, expiry,
 * the card check that runs before any call, and the Zip in-store code.
 */

export type CardType =
  "maestro" | "forbrugsforeningen" | "dankort" | "visa" | "mastercard" | "amex" | "dinersclub" | "discover" | "unionpay" | "jcb";

export interface CardTypeRule {
  type: CardType;
  /** Number prefixes (issuer identification) that select this type. */
  prefix: RegExp;
  /** Accepted number lengths. */
  lengths: readonly number[];
  /** Accepted security-code lengths. */
  cvcLengths: readonly number[];
  /** Whether the Luhn checksum applies. */
  luhn: boolean;
}

/**
 * The ten types, in the order they are tried (a more specific prefix before a broader one).
 * Lengths of amex, dinersclub, visa, mastercard and maestro are the spec's; the others follow
 * the card schemes' published lengths.
 */
export const CARD_TYPES: readonly CardTypeRule[] = [
  {
    type: "maestro",
    prefix: /^(?:5018|502|503|506|56|58|639|6220|67)/,
    lengths: [12, 13, 14, 15, 16, 17, 18, 19],
    cvcLengths: [3],
    luhn: true,
  },
  { type: "forbrugsforeningen", prefix: /^600/, lengths: [16], cvcLengths: [3], luhn: true },
  { type: "dankort", prefix: /^5019/, lengths: [16], cvcLengths: [3], luhn: true },
  { type: "visa", prefix: /^4/, lengths: [13, 16], cvcLengths: [3], luhn: true },
  { type: "mastercard", prefix: /^(?:5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d\d|27[01]\d|2720)/, lengths: [16], cvcLengths: [3], luhn: true },
  { type: "amex", prefix: /^3[47]/, lengths: [15], cvcLengths: [3, 4], luhn: true },
  { type: "dinersclub", prefix: /^3(?:0[0-59]|[689])/, lengths: [14], cvcLengths: [3], luhn: true },
  { type: "discover", prefix: /^(?:6011|64[4-9]|65)/, lengths: [16], cvcLengths: [3], luhn: true },
  { type: "unionpay", prefix: /^(?:62|81|88)/, lengths: [16, 17, 18, 19], cvcLengths: [3], luhn: false },
  { type: "jcb", prefix: /^35/, lengths: [16], cvcLengths: [3], luhn: true },
];

/** spec 2 §5 and §9: card number at most 19 digits, CVV 3 to 4, expiry input at most 9 characters. */
export const CARD_NUMBER_MAX_LENGTH = 19;
export const CVV_MIN_LENGTH = 3;
export const CVV_MAX_LENGTH = 4;
export const EXPIRY_INPUT_MAX_LENGTH = 9;
/** spec 2 §5 and §9: the Zip in-store code is exactly 6 digits. */
export const ZIP_STORE_CODE_LENGTH = 6;

/** spec 2 §5: the card check's four messages, to the character. */
export const cardCheckMessages = {
  cvc: "Please check your CVC number.",
  name: "Please check the name on your card entered.",
  number: "Please check your card number.",
  expiry: "Please check the card expiry date entered.",
} as const;

/** spec 2 §4: a failed card check raises code 401 and makes no call. */
export const CARD_CHECK_FAILURE_STATUS = 401;

/** Digits only: spaces and dashes a shopper types between groups are removed. */
export function cardDigits(cardNumber: string): string {
  return cardNumber.replace(/[\s-]/g, "");
}

export function cardTypeRule(type: CardType): CardTypeRule {
  return CARD_TYPES.find((rule) => rule.type === type) as CardTypeRule;
}

/** The card type of a (partial) number, or null when no prefix matches. */
export function detectCardType(cardNumber: string): CardType | null {
  const digits = cardDigits(cardNumber);
  if (!/^\d+$/.test(digits)) return null;
  return CARD_TYPES.find((rule) => rule.prefix.test(digits))?.type ?? null;
}

/** The longest number a type allows, to cap the input (19 when the type is not known yet). */
export function cardNumberMaxLength(type: CardType | null): number {
  if (!type) return CARD_NUMBER_MAX_LENGTH;
  return Math.max(...cardTypeRule(type).lengths);
}

/** The Luhn (mod 10) checksum of a string of digits. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** A known type, a length of that type, and Luhn on every type except unionpay. */
export function isValidCardNumber(cardNumber: string | null | undefined): boolean {
  if (typeof cardNumber !== "string") return false;
  const digits = cardDigits(cardNumber);
  if (!/^\d+$/.test(digits) || digits.length > CARD_NUMBER_MAX_LENGTH) return false;
  const type = detectCardType(digits);
  if (!type) return false;
  const rule = cardTypeRule(type);
  if (!rule.lengths.includes(digits.length)) return false;
  return rule.luhn ? passesLuhn(digits) : true;
}

/** Security code: 3 digits, or 3 or 4 for amex. Without a type, 3 or 4. */
export function isValidCvc(cvc: string | null | undefined, type: CardType | null): boolean {
  if (typeof cvc !== "string" || !/^\d+$/.test(cvc)) return false;
  const lengths = type ? cardTypeRule(type).cvcLengths : [CVV_MIN_LENGTH, CVV_MAX_LENGTH];
  return lengths.includes(cvc.length);
}

export interface CardExpiry {
  month: number;
  /** Four-digit year; a two-digit one is read as 20xx. */
  year: number;
}

// Two digits, a slash (spaces around it allowed), two or four digits: 'MM / YYYY' or 'MM/YY'.
const EXPIRY_PATTERN = /^(\d{2})\s*\/\s*(\d{2}|\d{4})$/;

/** Reads 'MM / YYYY', 'MM / YY' (as 20YY) and the same without spaces; null if not that shape. */
export function parseExpiry(value: string | null | undefined): CardExpiry | null {
  if (typeof value !== "string") return null;
  const match = EXPIRY_PATTERN.exec(value.trim());
  if (!match) return null;
  const month = Number(match[1]);
  const yearText = match[2] as string;
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  return { month, year };
}

/** Whether the expiry has the right shape ('MM / YYYY' or 'MM / YY') and a month of 01 to 12. */
export function isExpiryFormatValid(value: string | null | undefined): boolean {
  const expiry = parseExpiry(value);
  return expiry !== null && expiry.month >= 1 && expiry.month <= 12;
}

/** A valid month that is the current one or later: a card expires at the end of its month. */
export function isExpiryValid(value: string | null | undefined, now: Date = new Date()): boolean {
  const expiry = parseExpiry(value);
  if (!expiry || expiry.month < 1 || expiry.month > 12) return false;
  const currentYear = now.getFullYear();
  const currentMonth = now.getMonth() + 1;
  return expiry.year > currentYear || (expiry.year === currentYear && expiry.month >= currentMonth);
}

/** The expiry as the card provider wants it: 'MM/YY' (spec 2 §3). */
export function expiryForProvider(value: string): string | null {
  const expiry = parseExpiry(value);
  if (!expiry) return null;
  return `${String(expiry.month).padStart(2, "0")}/${String(expiry.year % 100).padStart(2, "0")}`;
}

/** Formats what a shopper typed as 'MM / YYYY' while typing (digits only, at most 9 characters). */
export function formatExpiryInput(value: string): string {
  const digits = value.replace(/\D/g, "").slice(0, 6);
  if (digits.length <= 2) return digits;
  return `${digits.slice(0, 2)} / ${digits.slice(2)}`;
}

export interface CardDetails {
  cardNo?: string | null;
  nameOnCard?: string | null;
  cvv?: string | null;
  expiryDate?: string | null;
}

export type CardCheckResult = { ok: true } | { ok: false; status: typeof CARD_CHECK_FAILURE_STATUS; messages: string[] };

/**
 * spec 2 §4: the check before any card call: number, holder name, CVC, expiry year and month
 * (the month also against the current year). Each failing field adds its message, in that order.
 */
export function checkCard(details: CardDetails, now: Date = new Date()): CardCheckResult {
  const messages: string[] = [];
  const cardNo = details.cardNo ?? "";
  if (!isValidCardNumber(cardNo)) messages.push(cardCheckMessages.number);
  if (!details.nameOnCard || details.nameOnCard.trim().length === 0) messages.push(cardCheckMessages.name);
  if (!isValidCvc(details.cvv, detectCardType(cardNo))) messages.push(cardCheckMessages.cvc);
  if (!isExpiryValid(details.expiryDate, now)) messages.push(cardCheckMessages.expiry);
  return messages.length === 0 ? { ok: true } : { ok: false, status: CARD_CHECK_FAILURE_STATUS, messages };
}

/** spec 2 §5: a Zip in-store code is exactly 6 digits and only digits. */
export function isValidZipStoreCode(code: string | null | undefined): boolean {
  return typeof code === "string" && /^\d{6}$/.test(code);
}
