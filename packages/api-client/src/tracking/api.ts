import type { ApiClient, RequestOptions } from "../http/client";
import { ApiError } from "../http/errors";
import type { AnalyticsSearchEvent, VariantTestAnswer, VariantTestResult } from "./types";

type Call = Pick<RequestOptions, "signal">;

// Tracking calls are not page data: a 404 looks up no redirect.

/**
 * spec 1 §7 and §8: the body is the test id as a JSON string; the bucket is 'original' unless
 * one is answered, a failed call included.
 */
export async function postVariantTest(client: ApiClient, testId: string, call?: Call): Promise<VariantTestResult> {
  try {
    const answer = await client.send<VariantTestAnswer | undefined>("POST", "/api/varianttest", {
      ...call,
      body: testId,
      redirectOn404: false,
    });
    return { bucket: answer.data?.bucket || "original", vu: answer.headers.get("x-vu") };
  } catch (error) {
    if (error instanceof ApiError) return { bucket: "original", vu: null };
    throw error;
  }
}

export function trackProductLoad(client: ApiClient, productId: number): Promise<boolean> {
  return client.get("/api/analytics/product-load-event", { query: { productId }, redirectOn404: false });
}

export function trackSearchTerm(client: ApiClient, searchTerm: string): Promise<boolean> {
  return client.get("/api/analytics/search", { query: { searchTerm }, redirectOn404: false });
}

export function postSearchAnalytics(client: ApiClient, event: AnalyticsSearchEvent): Promise<boolean> {
  return client.post("/api/analytics/search", event, { redirectOn404: false });
}
