import { readCookie } from "@storefront/page-kit/cookies";
import { postVariantTest } from "@storefront/api-client/tracking";
import type { ApiClient } from "@storefront/api-client/http";
import { readJson, writeStorage } from "./util/storage";

/** spec 1 §9: the wau cookie is looked for 10 times, 300 ms apart. */
export const VARIANT_ATTEMPTS = 10;
export const VARIANT_INTERVAL_MS = 300;
/** spec 1 §3: buckets are cached locally under currentTests. */
export const VARIANT_CACHE_KEY = "currentTests";
export const ORIGINAL_BUCKET = "original";

export type VariantOutcome = { bucket: string; reason: "cached" | "assigned" | "noCookie" | "headerMismatch" };

function documentCookie(name: string): string | null {
  const value = readCookie(document.cookie, name);
  return value === undefined ? null : decodeURIComponent(value);
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The shopper's bucket of a variant test (spec 1 §7, §8): POST /api/varianttest, then the wau
 * cookie must be readable within 10 attempts 300 ms apart and equal the x-vu header; otherwise
 * the bucket is 'original'. Both failures are reported through `track`. Cached under currentTests.
 */
export async function variantBucket(
  client: ApiClient,
  testId: string,
  {
    cookie = documentCookie,
    track = () => undefined,
  }: { cookie?: (name: string) => string | null; track?: (event: string, testId: string) => void } = {},
): Promise<VariantOutcome> {
  const cached = readJson<Record<string, string>>(VARIANT_CACHE_KEY) ?? {};
  if (cached[testId]) return { bucket: cached[testId], reason: "cached" };
  const result = await postVariantTest(client, testId);
  let wau: string | null = null;
  for (let attempt = 0; attempt < VARIANT_ATTEMPTS; attempt++) {
    wau = cookie("wau");
    if (wau) break;
    await wait(VARIANT_INTERVAL_MS);
  }
  let outcome: VariantOutcome;
  if (!wau) {
    track("variantTestNoCookie", testId);
    outcome = { bucket: ORIGINAL_BUCKET, reason: "noCookie" };
  } else if (result.vu !== wau) {
    track("variantTestHeaderMismatch", testId);
    outcome = { bucket: ORIGINAL_BUCKET, reason: "headerMismatch" };
  } else {
    outcome = { bucket: result.bucket || ORIGINAL_BUCKET, reason: "assigned" };
  }
  writeStorage(VARIANT_CACHE_KEY, JSON.stringify({ ...cached, [testId]: outcome.bucket }));
  return outcome;
}
