import { render } from "@testing-library/react";
import { useRef } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BOTTOM_INSET, bottomInset, useBottomInset } from "./bottom-inset";

function Bar({ active = true }: { active?: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  useBottomInset(ref, active);
  return <div ref={ref}>COMPARE 2 ITEMS</div>;
}

// jsdom lays nothing out: every element measures 44 px high.
const measured = () => vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockReturnValue({ height: 44 } as DOMRect);

afterEach(() => vi.restoreAllMocks());

describe("the bottom inset of a full-width bottom bar", () => {
  it("is the bar's height while it is shown, and 0 once it goes", () => {
    measured();
    const { unmount } = render(<Bar />);
    expect(bottomInset()).toBe(44);
    unmount();
    expect(bottomInset()).toBe(0);
  });

  it("is not published by an inactive bar", () => {
    measured();
    render(<Bar active={false} />);
    expect(bottomInset()).toBe(0);
  });

  it("is read by others through a CSS variable that falls back to 0px", () => {
    expect(BOTTOM_INSET).toBe("var(--storefront-bottom-inset, 0px)");
  });
});
