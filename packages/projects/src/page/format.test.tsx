import { renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { brandWith } from "@storefront/page-kit/testing";
import { BrandProvider, type BrandConfig } from "@storefront/ui-kit/brand";
import { useProjectFormat } from "./format";

// 12:30 UTC on 22 November: 11:30 pm in Sydney, 1:30 am on the 23rd in Auckland.
const NEAR_MIDNIGHT = "2026-11-22T12:30:00Z";

function formatOn(brand: BrandConfig) {
  const wrapper = ({ children }: { children: ReactNode }) => <BrandProvider brand={brand}>{children}</BrandProvider>;
  return renderHook(() => useProjectFormat(), { wrapper }).result.current;
}

describe("the project page's dates", () => {
  it("are written in the shop's time zone, not the browser's: the 22nd in Sydney, the 23rd in Auckland", () => {
    const sydney = formatOn(brandWith());
    const auckland = formatOn({ ...brandWith(), country: "NZ", locale: "en-NZ", currency: "NZD" });
    expect(sydney.date(NEAR_MIDNIGHT)).toBe("22 Nov 2026");
    expect(sydney.dateTime(NEAR_MIDNIGHT)).toBe("22 Nov 2026, 11:30 pm");
    expect(auckland.date(NEAR_MIDNIGHT)).toBe("23 Nov 2026");
    expect(auckland.dateTime(NEAR_MIDNIGHT)).toBe("23 Nov 2026, 1:30 am");
  });

  it("leave text that is no date as it is", () => {
    expect(formatOn(brandWith()).date("soon")).toBe("soon");
  });
});
