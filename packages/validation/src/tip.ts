/**
 * The delivery tip (issue 45 item 4). Spec 3 §3 names only the settings TipEnabled, TipMessaging
 * and LeaveATipMessage; the rest is ours, what an Australian shopper expects: a tip for the crew
 * that delivers the order, in whole dollars, none by default, $5, $10 or $20 at a click or another
 * amount up to $100, offered only where the flag is on and the order is delivered (not collected
 * in store). The checkout page and the API read these rules and messages; neither writes its own.
 */

/** The setting that switches the tip on (spec 3 §3). */
export const TIP_ENABLED_SETTING = "TipEnabled";

/** The amounts offered at a click, in dollars. */
export const TIP_PRESETS = [5, 10, 20] as const;

/** 'Another amount': whole dollars from $1 to $100 (a larger tip is more likely a slip than a wish). */
export const TIP_MIN = 1;
export const TIP_MAX = 100;

/** The settings' texts when a storefront has none (the seeded values). */
export const DEFAULT_TIP_MESSAGING = "Add a tip for your delivery team";
export const DEFAULT_LEAVE_A_TIP_MESSAGE = "Thank your delivery team with a tip.";

export const tipMessages = {
  /** 'Another amount' empty, not a whole number of dollars, or outside $1 to $100. */
  amount: `Please enter a tip in whole dollars from $${TIP_MIN} to $${TIP_MAX}.`,
  /** A tip sent where the storefront offers none (TipEnabled off). */
  notOffered: "Delivery tips are not available on this site. Please remove the tip and try again.",
  /** A tip sent with an order collected in store (cash and carry): there is no delivery crew. */
  notDelivered: "A delivery tip can only be added to an order we deliver. Please remove the tip and try again.",
} as const;

/** The form's choice: no tip, a preset amount or another amount. */
export type TipChoice = "none" | `${(typeof TIP_PRESETS)[number]}` | "other";

export const TIP_CHOICES: readonly TipChoice[] = ["none", ...TIP_PRESETS.map((amount) => `${amount}` as const), "other"];

/** Whether a sent tip is a whole number of dollars from 0 (none) to the maximum. */
export function isValidTipAmount(value: unknown): value is number {
  return typeof value === "number" && Number.isInteger(value) && value >= 0 && value <= TIP_MAX;
}

/** 'Another amount' as typed: whole dollars, from $1 to $100 ('$15' and ' 15 ' read as 15), else null. */
export function parseOtherTip(input: string | null | undefined): number | null {
  const text = (input ?? "").trim().replace(/^\$\s*/, "");
  if (!/^\d{1,3}$/.test(text)) return null;
  const amount = Number(text);
  return amount >= TIP_MIN && amount <= TIP_MAX ? amount : null;
}

/** The message of 'Another amount' as typed, or undefined when it is a valid tip. */
export function otherTipMessage(input: string | null | undefined): string | undefined {
  return parseOtherTip(input) === null ? tipMessages.amount : undefined;
}

/** The tip of the form's choice in dollars: 0 for none, the preset, or 'Another amount' (0 while it is not valid). */
export function tipOfChoice(choice: string, other: string | null | undefined): number {
  if (choice === "other") return parseOtherTip(other) ?? 0;
  const preset = TIP_PRESETS.find((amount) => `${amount}` === choice);
  return preset ?? 0;
}

export interface TipRules {
  /** The storefront offers a tip (TipEnabled). */
  offered: boolean;
  /** The order is delivered (not collected in store, cash and carry). */
  delivered: boolean;
}

export type TipValidation = { valid: true; dollars: number } | { valid: false; message: string };

/**
 * A submitted tip (the API's rule): none (missing, null or 0) always passes; any other is refused
 * unless whole dollars up to $100, where the storefront offers tips, on a delivered order.
 */
export function validateTip(tip: unknown, rules: TipRules): TipValidation {
  if (tip === undefined || tip === null || tip === 0) return { valid: true, dollars: 0 };
  if (!rules.offered) return { valid: false, message: tipMessages.notOffered };
  if (!rules.delivered) return { valid: false, message: tipMessages.notDelivered };
  if (!isValidTipAmount(tip)) return { valid: false, message: tipMessages.amount };
  return { valid: true, dollars: tip };
}
