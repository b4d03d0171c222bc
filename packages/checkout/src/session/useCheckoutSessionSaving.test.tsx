// @vitest-environment jsdom
import { renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { initialCheckoutValues } from "../form/checkout-values";
import { CHECKOUT_SESSION_KEY, clearCheckoutSession, loadCheckoutSession } from "./checkout-session";
import { SESSION_SAVE_DELAY_MS, useCheckoutSessionSaving } from "./useCheckoutSessionSaving";

const first = initialCheckoutValues({ country: "AU" });
const typed = { ...first, email: "jane@example.com" };

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe("the checkout form saving its session (spec 3 §3)", () => {
  it("saves a change 300 ms after it, not the form's first values", () => {
    const { rerender } = renderHook(({ values }) => useCheckoutSessionSaving(values), { initialProps: { values: first } });
    vi.advanceTimersByTime(SESSION_SAVE_DELAY_MS);
    expect(localStorage.getItem(CHECKOUT_SESSION_KEY)).toBeNull();

    rerender({ values: typed });
    vi.advanceTimersByTime(SESSION_SAVE_DELAY_MS - 1);
    expect(localStorage.getItem(CHECKOUT_SESSION_KEY)).toBeNull();
    vi.advanceTimersByTime(1);
    expect(loadCheckoutSession()?.guestEmail.email).toBe("jane@example.com");
  });

  it("saves at once when the page goes away", () => {
    const { rerender } = renderHook(({ values }) => useCheckoutSessionSaving(values), { initialProps: { values: first } });
    rerender({ values: typed });
    window.dispatchEvent(new Event("pagehide"));
    expect(loadCheckoutSession()?.guestEmail.email).toBe("jane@example.com");
  });

  it("does not write a change back once the order completed and cleared the session before the save came due", () => {
    const { rerender } = renderHook(({ values }) => useCheckoutSessionSaving(values), { initialProps: { values: first } });
    rerender({ values: typed });
    clearCheckoutSession({ notify: false });
    vi.advanceTimersByTime(SESSION_SAVE_DELAY_MS);
    window.dispatchEvent(new Event("pagehide"));
    expect(localStorage.getItem(CHECKOUT_SESSION_KEY)).toBeNull();
  });
});
