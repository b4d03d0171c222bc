import { describe, expect, it } from "vitest";
import { formatMoney, formatMoneyWithCents, formatter } from "./money";

const amounts = [
  0, -0, 0.004, 0.005, 0.5, 1.005, 1.15, 2.5, 5, 12.3, 99.99, 999, 1000, 1299, 1299.5, 1299.995, 12345.67, 1234567, 1000000.99, 987654321.5,
];

function intl(locale: string, currency: string, fractionDigits: 0 | 2): Intl.NumberFormat {
  return new Intl.NumberFormat(locale, {
    style: "currency",
    currency,
    currencyDisplay: "narrowSymbol",
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  });
}

describe("money formatting", () => {
  it("writes the storefronts' locales and currencies exactly as Intl does, without making an Intl number format", () => {
    for (const locale of ["en-AU", "en-NZ"])
      for (const currency of ["AUD", "NZD"])
        for (const fractionDigits of [0, 2] as const)
          for (const amount of [...amounts, ...amounts.map((value) => -value)])
            expect(formatter(locale, currency, fractionDigits).format(amount)).toBe(intl(locale, currency, fractionDigits).format(amount));
  });

  it("shows whole amounts without cents and others with two decimals", () => {
    expect(formatMoney(1299)).toBe("$1,299");
    expect(formatMoney(1299.5)).toBe("$1,299.50");
    expect(formatMoney(-20, { currency: "NZD", locale: "en-NZ" })).toBe("-$20");
    expect(formatMoneyWithCents(1299)).toBe("$1,299.00");
  });

  it("leaves other locales and amounts that are not finite to Intl", () => {
    expect(formatter("de-DE", "EUR", 2).format(1299.5)).toBe(intl("de-DE", "EUR", 2).format(1299.5));
    expect(formatter("en-AU", "AUD", 0).format(Number.NaN)).toBe(intl("en-AU", "AUD", 0).format(Number.NaN));
  });
});
