import { afterEach, describe, expect, it, vi } from "vitest";
import { whenIdle } from "./when-idle";

describe("whenIdle", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("runs the work in the browser's idle moment, at the latest after its timeout", () => {
    const requestIdleCallback = vi.fn((run: IdleRequestCallback) => {
      run({ didTimeout: false, timeRemaining: () => 10 });
      return 7;
    });
    vi.stubGlobal("requestIdleCallback", requestIdleCallback);
    const work = vi.fn();
    whenIdle(work, 3000);
    expect(work).toHaveBeenCalledOnce();
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 3000 });
  });

  it("cancels the idle callback it asked for", () => {
    vi.stubGlobal(
      "requestIdleCallback",
      vi.fn(() => 7),
    );
    const cancelIdleCallback = vi.fn();
    vi.stubGlobal("cancelIdleCallback", cancelIdleCallback);
    whenIdle(vi.fn())();
    expect(cancelIdleCallback).toHaveBeenCalledWith(7);
  });

  it("falls back to a timer, which cancelling stops, where the browser has no idle callbacks", () => {
    vi.useFakeTimers();
    vi.stubGlobal("requestIdleCallback", undefined);
    const work = vi.fn();
    whenIdle(work);
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledOnce();
    const cancelled = vi.fn();
    whenIdle(cancelled)();
    vi.advanceTimersByTime(10);
    expect(cancelled).not.toHaveBeenCalled();
  });

  it("never runs the work where there is no browser window", () => {
    vi.useFakeTimers();
    vi.stubGlobal("window", undefined);
    const work = vi.fn();
    const cancel = whenIdle(work);
    vi.advanceTimersByTime(1000);
    expect(work).not.toHaveBeenCalled();
    expect(cancel).not.toThrow();
  });
});
