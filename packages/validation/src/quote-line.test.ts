import { describe, expect, it } from "vitest";
import { competitorUrlMessage, quoteLineMessages, quotedPriceMessage } from "./quote-line";

describe("quote-line edits (issue 45 item 12)", () => {
  it("takes a competitor's https product page and refuses anything else", () => {
    expect(competitorUrlMessage("https://www.rival.com.au/p/korrin-fridge")).toBeUndefined();
    expect(competitorUrlMessage("  https://rival.co.nz/x?ref=1  ")).toBeUndefined();
    for (const bad of [
      "http://rival.com.au/p",
      "javascript:alert(1)",
      "rival.com.au/p",
      "https://localhost/p",
      "https://user:pw@rival.com/p",
      "",
    ]) {
      expect(competitorUrlMessage(bad), bad).toBe(quoteLineMessages.competitorUrl);
    }
    expect(competitorUrlMessage(`https://rival.com/${"a".repeat(500)}`)).toBe(quoteLineMessages.competitorUrl);
  });

  it("takes a price from 0 to the limit in whole cents", () => {
    expect(quotedPriceMessage(0)).toBeUndefined();
    expect(quotedPriceMessage(1299.95)).toBeUndefined();
    expect(quotedPriceMessage(-1)).toBe(quoteLineMessages.quotedPrice);
    expect(quotedPriceMessage(12.345)).toBe(quoteLineMessages.quotedPrice);
    expect(quotedPriceMessage(1_000_000.01)).toBe(quoteLineMessages.quotedPrice);
    expect(quotedPriceMessage(Number.NaN)).toBe(quoteLineMessages.quotedPrice);
  });
});
