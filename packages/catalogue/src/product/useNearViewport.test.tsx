import { act, render, screen } from "@testing-library/react";
import { useRef } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { NEAR_VIEWPORT_MARGIN, useNearViewport } from "./useNearViewport";

function Part() {
  const place = useRef<HTMLDivElement>(null);
  return <div ref={place}>{useNearViewport(place) ? "near" : "far"}</div>;
}

/** A stand-in IntersectionObserver the test drives: what a browser reports as the shopper scrolls. */
class ScrollObserver {
  static latest: ScrollObserver | undefined;
  observed: Element[] = [];
  constructor(
    readonly report: (entries: { isIntersecting: boolean }[]) => void,
    readonly options: IntersectionObserverInit,
  ) {
    ScrollObserver.latest = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.observed = [];
  }
}

describe("a below-the-fold part loads when it comes near the screen (issue 17 item 3)", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    ScrollObserver.latest = undefined;
  });

  it("is far until the browser reports it within the margin, then near for good", () => {
    vi.stubGlobal("IntersectionObserver", ScrollObserver);
    render(<Part />);
    expect(screen.getByText("far")).toBeTruthy();
    const observer = ScrollObserver.latest!;
    expect(observer.options.rootMargin).toBe(NEAR_VIEWPORT_MARGIN);
    expect(observer.observed).toHaveLength(1);
    act(() => observer.report([{ isIntersecting: false }]));
    expect(screen.getByText("far")).toBeTruthy();
    act(() => observer.report([{ isIntersecting: true }]));
    expect(screen.getByText("near")).toBeTruthy();
    expect(observer.observed).toHaveLength(0);
  });

  it("is near at once where the browser has no IntersectionObserver", () => {
    vi.stubGlobal("IntersectionObserver", undefined);
    render(<Part />);
    expect(screen.getByText("near")).toBeTruthy();
  });
});
