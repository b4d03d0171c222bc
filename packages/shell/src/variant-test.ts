import { useEffect, useState } from "react";
import { readCookie } from "@storefront/page-kit/cookies";
import { postVariantTest, postVariantTestFailure, type VariantTestFailure } from "@storefront/api-client/tracking";
import type { ApiClient } from "@storefront/api-client/http";
import { useApiClient } from "@storefront/api-client/react";
import { readJson, writeStorage } from "./util/storage";

/** spec 1 §9: the wau cookie is looked for 10 times, 300 ms apart. */
export const VARIANT_ATTEMPTS = 10;
export const VARIANT_INTERVAL_MS = 300;
/** spec 1 §3: buckets are cached locally under currentTests. */
export const VARIANT_CACHE_KEY = "currentTests";
export const ORIGINAL_BUCKET = "original";

export type VariantOutcome = { bucket: string; reason: "cached" | "assigned" | VariantTestFailure };

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
  }: { cookie?: (name: string) => string | null; track?: (reason: VariantTestFailure, testId: string) => void } = {},
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
    track("noCookie", testId);
    outcome = { bucket: ORIGINAL_BUCKET, reason: "noCookie" };
  } else if (result.vu !== wau) {
    track("headerMismatch", testId);
    outcome = { bucket: ORIGINAL_BUCKET, reason: "headerMismatch" };
  } else {
    outcome = { bucket: result.bucket || ORIGINAL_BUCKET, reason: "assigned" };
  }
  writeStorage(VARIANT_CACHE_KEY, JSON.stringify({ ...cached, [testId]: outcome.bucket }));
  return outcome;
}

/**
 * The shopper's bucket of a variant test, for a component that shows one variant or another:
 * 'original' in the server render and until the bucket is known (so the server HTML and the first
 * browser render agree), then the bucket `variantBucket` gives, asked once `enabled` (a component
 * asks only when the shopper reaches what the test changes) and kept under currentTests. A
 * fall-back to 'original' is reported to the API (POST /api/varianttest/failure, spec 1 §8);
 * neither the call nor the report ever breaks the page.
 */
export function useVariantBucket(testId: string, enabled = true): string {
  const api = useApiClient();
  const [bucket, setBucket] = useState(ORIGINAL_BUCKET);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    const track = (reason: VariantTestFailure, id: string) =>
      void postVariantTestFailure(api, { testId: id, reason }).catch(() => undefined);
    variantBucket(api, testId, { track }).then(
      (outcome) => {
        if (live) setBucket(outcome.bucket);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [api, testId, enabled]);
  return bucket;
}
