import { SKU_PATTERN } from "@storefront/api-contract/patterns";
import { CART_BUILDER_MAX_LINES, cartBuilderMessages, lineQuantityOf } from "@storefront/validation/cart";

/** One line of a built cart: a product by its SKU and how many. */
export interface BuiltLine {
  sku: string;
  qty: number;
}

/** The cart builder's address (spec 3 page type cartBuilder; the path is ours) and its link's parameter. */
export const CART_BUILDER_PATH = "/cart-builder";
export const LINES_PARAM = "lines";
/** The form's fields, one of each per line, in order. */
export const builtLineFields = { sku: "sku", qty: "qty" } as const;

const SKU = new RegExp(SKU_PATTERN);
/** Between a line's SKU and quantity, and between lines: characters no SKU has. */
const QTY_MARK = "*";
const LINE_MARK = "~";

/** The link's `lines` value: 'KOR-FR1115*2~VLD-DW60S*1'. */
export function builtLinesParam(lines: readonly BuiltLine[]): string {
  return lines.map((line) => `${line.sku}${QTY_MARK}${line.qty}`).join(LINE_MARK);
}

/** The customer's link to a built cart, on the storefront's origin. */
export function builtCartLink(origin: string, lines: readonly BuiltLine[]): string {
  return `${origin}${CART_BUILDER_PATH}?${LINES_PARAM}=${encodeURIComponent(builtLinesParam(lines))}`;
}

/** The lines of a link's `lines` value, or null when any part is not a line or there are too many. */
export function parseBuiltLinesParam(text: string | null): BuiltLine[] | null {
  if (!text) return null;
  const parts = text.split(LINE_MARK);
  if (parts.length > CART_BUILDER_MAX_LINES) return null;
  const lines: BuiltLine[] = [];
  for (const part of parts) {
    const [sku = "", qtyText, extra] = part.split(QTY_MARK);
    const qty = lineQuantityOf(qtyText);
    if (extra !== undefined || !SKU.test(sku) || qty === null) return null;
    lines.push({ sku, qty });
  }
  return lines;
}

/**
 * The lines a cart builder form sent (a `sku` and a `qty` field per line, in order; a line left
 * blank is skipped), or the first problem in validation's words, naming the line.
 */
export function readBuiltLines(form: FormData): { lines: BuiltLine[] } | { problem: string } {
  const skus = form.getAll(builtLineFields.sku).map((value) => (typeof value === "string" ? value.trim() : ""));
  const quantities = form.getAll(builtLineFields.qty);
  const lines: BuiltLine[] = [];
  for (const [index, sku] of skus.entries()) {
    if (sku === "") continue;
    if (!SKU.test(sku)) return { problem: cartBuilderMessages.badSku(index + 1) };
    const qty = lineQuantityOf(quantities[index]);
    if (qty === null) return { problem: cartBuilderMessages.badQuantity(index + 1) };
    lines.push({ sku, qty });
  }
  if (lines.length === 0) return { problem: cartBuilderMessages.noLines };
  if (lines.length > CART_BUILDER_MAX_LINES) return { problem: cartBuilderMessages.tooMany };
  return { lines };
}
