import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  cardCheckMessages,
  cardNumberMaxLength,
  checkCard,
  detectCardType,
  expiryForProvider,
  formatExpiryInput,
  isExpiryFormatValid,
  isExpiryValid,
  isValidCardNumber,
  isValidCvc,
  isValidZipStoreCode,
  parseExpiry,
  passesLuhn,
} from "./cards";

/** The Luhn check digit that completes a payload. */
function luhnDigit(payload: string): string {
  for (let digit = 0; digit <= 9; digit += 1) if (passesLuhn(`${payload}${digit}`)) return String(digit);
  throw new Error("unreachable");
}

describe("detectCardType", () => {
  it.each([
    ["4111111111111111", "visa"],
    ["5555555555554444", "mastercard"],
    ["2223003122003222", "mastercard"],
    ["378282246310005", "amex"],
    ["341111111111111", "amex"],
    ["30569309025904", "dinersclub"],
    ["38520000023237", "dinersclub"],
    ["6011111111111117", "discover"],
    ["6500000000000002", "discover"],
    ["3530111333300000", "jcb"],
    ["6200000000000005", "unionpay"],
    ["6759649826438453", "maestro"],
    ["5018000000000009", "maestro"],
    ["5019717010103742", "dankort"],
    ["6007220000000004", "forbrugsforeningen"],
  ])("reads %s as %s", (number, type) => {
    expect(detectCardType(number)).toBe(type);
  });

  it("reads a number typed with spaces", () => {
    expect(detectCardType("4111 1111 1111 1111")).toBe("visa");
  });

  it.each([[""], ["9999"], ["abc"]])("knows no type for %j", (number) => {
    expect(detectCardType(number)).toBeNull();
  });
});

describe("card number length by type", () => {
  it.each([
    ["amex", 15],
    ["dinersclub", 14],
    ["visa", 16],
    ["mastercard", 16],
    ["maestro", 19],
    [null, 19],
  ] as const)("caps %s at %s digits", (type, max) => {
    expect(cardNumberMaxLength(type)).toBe(max);
  });

  it.each([
    ["visa 13", `422222222222${luhnDigit("422222222222")}`, true],
    ["visa 16", "4111111111111111", true],
    ["visa 15", `41111111111111${luhnDigit("41111111111111")}`, false],
    ["amex 15", "378282246310005", true],
    ["amex 16", `3782822463100050`, false],
    ["diners 14", "30569309025904", true],
    ["mastercard 16", "5555555555554444", true],
    ["mastercard 15", `55555555555544${luhnDigit("55555555555544")}`, false],
    ["maestro 12", `67596498264${luhnDigit("67596498264")}`, true],
    ["maestro 19", `675964982643845300${luhnDigit("675964982643845300")}`, true],
    ["maestro 20", `6759649826438453000${luhnDigit("6759649826438453000")}`, false],
  ])("%s (%s) is valid: %s", (_label, number, expected) => {
    expect(isValidCardNumber(number)).toBe(expected);
  });
});

describe("Luhn", () => {
  it("fails a visa number with a wrong check digit", () => {
    expect(isValidCardNumber("4111111111111112")).toBe(false);
  });

  it("is not applied to unionpay", () => {
    expect(passesLuhn("6200000000000001")).toBe(false);
    expect(isValidCardNumber("6200000000000001")).toBe(true);
  });

  it("rejects letters and empty input", () => {
    expect(passesLuhn("")).toBe(false);
    expect(isValidCardNumber("4111-1111-1111-111a")).toBe(false);
    expect(isValidCardNumber(null)).toBe(false);
  });

  it("accepts every payload completed with its check digit", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,18}$/), (payload) => {
        expect(passesLuhn(`${payload}${luhnDigit(payload)}`)).toBe(true);
      }),
    );
  });

  it("catches any single changed digit", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{11,18}$/), fc.nat(), fc.integer({ min: 1, max: 9 }), (payload, at, shift) => {
        const number = `${payload}${luhnDigit(payload)}`;
        const index = at % number.length;
        const changed = `${number.slice(0, index)}${(Number(number[index]) + shift) % 10}${number.slice(index + 1)}`;
        expect(passesLuhn(changed)).toBe(false);
      }),
    );
  });

  it("does not depend on leading zeros", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,18}$/), fc.integer({ min: 1, max: 5 }), (number, zeros) => {
        expect(passesLuhn(`${"0".repeat(zeros)}${number}`)).toBe(passesLuhn(number));
      }),
    );
  });
});

describe("isValidCvc", () => {
  it.each([
    ["123", "visa", true],
    ["1234", "visa", false],
    ["12", "visa", false],
    ["123", "amex", true],
    ["1234", "amex", true],
    ["12345", "amex", false],
    ["12a", "mastercard", false],
    ["1234", null, true],
  ] as const)("%s for %s is valid: %s", (cvc, type, expected) => {
    expect(isValidCvc(cvc, type)).toBe(expected);
  });
});

describe("expiry", () => {
  const now = new Date(2026, 5, 15);

  it.each([
    ["06 / 2026", { month: 6, year: 2026 }],
    ["06 / 26", { month: 6, year: 2026 }],
    ["06/30", { month: 6, year: 2030 }],
    ["12 / 2031", { month: 12, year: 2031 }],
  ])("reads %s as %j", (value, expected) => {
    expect(parseExpiry(value)).toEqual(expected);
  });

  it.each([["6 / 26"], ["06 / 2"], ["06 / 202"], ["0626"], [""]])("does not read %j", (value) => {
    expect(parseExpiry(value)).toBeNull();
  });

  it.each([["13 / 2027"], ["00 / 2027"]])("rejects the month of %s", (value) => {
    expect(isExpiryFormatValid(value)).toBe(false);
  });

  it.each([
    ["06 / 2026", true],
    ["07 / 26", true],
    ["05 / 2026", false],
    ["12 / 2025", false],
    ["01 / 2027", true],
  ])("on 15 June 2026 %s is valid: %s", (value, expected) => {
    expect(isExpiryValid(value, now)).toBe(expected);
  });

  it("sends the provider MM/YY", () => {
    expect(expiryForProvider("06 / 2026")).toBe("06/26");
  });

  it.each([
    ["0", "0"],
    ["062", "06 / 2"],
    ["062026", "06 / 2026"],
    ["06 / 20269", "06 / 2026"],
  ])("formats the typed %j as %j", (typed, expected) => {
    expect(formatExpiryInput(typed)).toBe(expected);
  });
});

describe("checkCard", () => {
  const now = new Date(2026, 5, 15);
  const good = { cardNo: "4111111111111111", nameOnCard: "Jane Citizen", cvv: "123", expiryDate: "12 / 2028" };

  it("passes a good card", () => {
    expect(checkCard(good, now)).toEqual({ ok: true });
  });

  it("uses the spec's four messages", () => {
    expect(cardCheckMessages).toEqual({
      cvc: "Please check your CVC number.",
      name: "Please check the name on your card entered.",
      number: "Please check your card number.",
      expiry: "Please check the card expiry date entered.",
    });
  });

  it("fails with code 401 and every failing field's message in the spec's order", () => {
    expect(checkCard({ cardNo: "4111111111111112", nameOnCard: " ", cvv: "1", expiryDate: "05 / 2026" }, now)).toEqual({
      ok: false,
      status: 401,
      messages: [cardCheckMessages.number, cardCheckMessages.name, cardCheckMessages.cvc, cardCheckMessages.expiry],
    });
  });

  it("accepts a four-digit security code only for amex", () => {
    expect(checkCard({ ...good, cardNo: "378282246310005", cvv: "1234" }, now)).toEqual({ ok: true });
    expect(checkCard({ ...good, cvv: "1234" }, now)).toMatchObject({ ok: false, messages: [cardCheckMessages.cvc] });
  });
});

describe("isValidZipStoreCode", () => {
  it.each([
    ["123456", true],
    ["12345", false],
    ["1234567", false],
    ["12345a", false],
    ["", false],
    [null, false],
  ])("%j is valid: %s", (code, expected) => {
    expect(isValidZipStoreCode(code)).toBe(expected);
  });
});
