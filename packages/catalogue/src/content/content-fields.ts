import type { ContentEntry } from "@storefront/api-client/content";
import { contentImage, CONTENT_IMAGE } from "./ContentCard";

/** The SKUs a catalogue or inspiration lists. */
export function skusOf(entry: ContentEntry): string[] {
  const skus = entry.details.skus;
  return Array.isArray(skus) ? skus.filter((sku): sku is string => typeof sku === "string").slice(0, 24) : [];
}

export function contentSocialImage(entry: ContentEntry) {
  const image = contentImage(entry);
  return image ? { url: image, ...CONTENT_IMAGE } : undefined;
}
