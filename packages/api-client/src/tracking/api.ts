import type { ApiClient, RequestOptions } from "../http/client";
import { ApiError } from "../http/errors";
import type { AnalyticsSearchEvent, VariantTestAnswer, VariantTestFailureEvent, VariantTestResult, WidgetEvent } from "./types";

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

/** spec 1 §8: a variant test that fell back to 'original' is tracked (POST /api/varianttest/failure). */
export function postVariantTestFailure(client: ApiClient, event: VariantTestFailureEvent): Promise<boolean> {
  return client.post("/api/varianttest/failure", event, { redirectOn404: false });
}

/** spec 3 §9: a widget shown, opened, used or failed on a page (POST /api/analytics/widget). */
export function postWidgetEvent(client: ApiClient, event: WidgetEvent): Promise<boolean> {
  return client.post("/api/analytics/widget", event, { redirectOn404: false });
}
