import { renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { depositAmounts, PARTIAL_PAYMENT_RESET_MS, usePartialPaymentReset } from "./useDeposit";

describe("the deposit's amounts (spec 2 §3, §4 and §5)", () => {
  const base = { allowed: true, active: true, orderTotal: 1000, percentage: 30 };

  it("sends a valid deposit and shows what remains", () => {
    expect(depositAmounts({ ...base, deposit: "400" })).toMatchObject({
      valid: true,
      partialPayment: 400,
      state: { cartDeposit: 400, cartRemainingPayment: 600, depositPercentage: 30 },
    });
  });

  it("sends 0 while partial payment is off, not allowed, or the deposit is invalid", () => {
    expect(depositAmounts({ ...base, active: false, deposit: "400" }).partialPayment).toBe(0);
    expect(depositAmounts({ ...base, allowed: false, deposit: "400" }).partialPayment).toBe(0);
    expect(depositAmounts({ ...base, deposit: "100" })).toMatchObject({ valid: false, partialPayment: 0 });
  });

  it("counts an empty deposit as valid (the whole total is paid)", () => {
    expect(depositAmounts({ ...base, deposit: "" })).toMatchObject({ valid: true, partialPayment: 0 });
  });
});

describe("the partial-payment reset (spec 2 §4 and §9: 200 ms)", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("resets 200 ms after a watched value changes, not on the first render", () => {
    const reset = vi.fn();
    const { rerender } = renderHook(({ coupon }) => usePartialPaymentReset([coupon, null, 49], reset, true), {
      initialProps: { coupon: null as string | null },
    });
    vi.advanceTimersByTime(1000);
    expect(reset).not.toHaveBeenCalled();

    rerender({ coupon: "SAVE10" });
    vi.advanceTimersByTime(PARTIAL_PAYMENT_RESET_MS - 1);
    expect(reset).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reset).toHaveBeenCalledTimes(1);
  });

  it("waits again when a further change comes within the 200 ms", () => {
    const reset = vi.fn();
    const { rerender } = renderHook(({ cost }) => usePartialPaymentReset(["C", [2026, 12, 3], cost], reset, true), {
      initialProps: { cost: 49 },
    });
    rerender({ cost: 0 });
    vi.advanceTimersByTime(150);
    rerender({ cost: 25 });
    vi.advanceTimersByTime(150);
    expect(reset).not.toHaveBeenCalled();
    vi.advanceTimersByTime(50);
    expect(reset).toHaveBeenCalledTimes(1);
  });

  it("leaves a deposit switched on after the change: nothing was on to reset when the total moved", () => {
    const reset = vi.fn();
    const { rerender } = renderHook(({ date, active }) => usePartialPaymentReset(["C", date, 0], reset, active), {
      initialProps: { date: [2026, 12, 3] as number[] | null, active: false },
    });
    rerender({ date: [2026, 12, 4], active: false });
    vi.advanceTimersByTime(100);
    rerender({ date: [2026, 12, 4], active: true });
    vi.advanceTimersByTime(1000);
    expect(reset).not.toHaveBeenCalled();
  });
});
