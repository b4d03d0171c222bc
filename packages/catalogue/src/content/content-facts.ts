import type { ContentEntry } from "@storefront/api-client/content";
import type { BrandConfig } from "@storefront/ui-kit/brand";
import { formatDate } from "@storefront/validation/dates";

/** 'Serves 4 · 25 min' from a recipe's details. */
export function recipeFacts(entry: Pick<ContentEntry, "details">): string {
  const { serves, prepMinutes, cookMinutes } = entry.details as { serves?: number; prepMinutes?: number; cookMinutes?: number };
  const minutes = (prepMinutes ?? 0) + (cookMinutes ?? 0);
  return [serves ? `Serves ${serves}` : null, minutes ? `${minutes} min` : null].filter(Boolean).join(" · ");
}

/** 'By Sofia R. · 12 Nov 2026 · 5 min read' */
export function postFacts(entry: Pick<ContentEntry, "details" | "publishedOn">, brand: Pick<BrandConfig, "country" | "locale">): string {
  const { author, readMinutes } = entry.details as { author?: string; readMinutes?: number };
  return [author ? `By ${author}` : null, formatDate(entry.publishedOn, brand), readMinutes ? `${readMinutes} min read` : null]
    .filter(Boolean)
    .join(" · ");
}

/** 'Valid 22 Nov 2026 to 19 Dec 2026 · 36 pages' for a catalogue. */
export function catalogueFacts(entry: Pick<ContentEntry, "details">, brand: Pick<BrandConfig, "country" | "locale">): string {
  const { validFrom, validTo, pages } = entry.details as { validFrom?: string; validTo?: string; pages?: number };
  const valid = validFrom && validTo ? `Valid ${formatDate(validFrom, brand)} to ${formatDate(validTo, brand)}` : null;
  return [valid, pages ? `${pages} pages` : null].filter(Boolean).join(" · ");
}
