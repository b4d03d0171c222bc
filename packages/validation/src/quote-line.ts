/**
 * The quote-line edits of a project (issue 45 item 12; spec 3 §3 names the edit rights, "field-level
 * project form validation: not shown", so the rules and texts are ours): the staff member's price
 * for a line and a competitor's page for the same product. The project page and the API check them
 * with these functions.
 */
export const QUOTE_LINE_LIMITS = {
  competitorUrlMaxLength: 500,
  maxQuotedPrice: 1_000_000,
} as const;

export const quoteLineMessages = {
  competitorUrl: "Enter the competitor's product page as a full https:// address.",
  quotedPrice: "Enter a price from 0 to 1,000,000, with at most two decimals.",
} as const;

/**
 * https://, a host of dot-separated labels ending in a letter-led one (no user, password or bare
 * name such as localhost), an optional port, then any path, query or fragment without spaces.
 */
const HTTPS_PAGE = /^https:\/\/(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z][a-z0-9-]*[a-z0-9](?::[0-9]{1,5})?(?:[/?#]\S*)?$/i;

/**
 * A competitor's product page: an absolute https address of a named host (a dot in it), no user
 * or password in it, at most 500 characters. The message, or undefined when it is one.
 */
export function competitorUrlMessage(value: string): string | undefined {
  const text = value.trim();
  if (text.length > QUOTE_LINE_LIMITS.competitorUrlMaxLength || !HTTPS_PAGE.test(text)) return quoteLineMessages.competitorUrl;
  return undefined;
}

/** A line's quoted price: 0 up to the limit, in whole cents. The message, or undefined when it is one. */
export function quotedPriceMessage(value: number): string | undefined {
  const ok =
    Number.isFinite(value) &&
    value >= 0 &&
    value <= QUOTE_LINE_LIMITS.maxQuotedPrice &&
    Math.abs(Math.round(value * 100) - value * 100) < 1e-6;
  return ok ? undefined : quoteLineMessages.quotedPrice;
}
