import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatPhone, formatPhoneInput, normalisePhone, phoneMessage, phoneMessages, phoneSchema, validatePhone } from "./phone";

describe("normalisePhone", () => {
  it.each([
    ["0412 345 678", undefined, "0412345678"],
    ["+61 412 345 678", "AU", "0412345678"],
    ["61412345678", "AU", "0412345678"],
    ["0061 412 345 678", "AU", "0412345678"],
    ["+64 21 123 4567", "NZ", "0211234567"],
    ["64211234567", "NZ", "0211234567"],
    ["0064 3 123 4567", "NZ", "031234567"],
    ["+64 21 123 4567", undefined, "0211234567"],
    ["6123 4567", "AU", "61234567"],
  ] as const)("turns %j (%s) into %s", (input, country, expected) => {
    expect(normalisePhone(input, country)).toBe(expected);
  });

  it("leaves another country's prefix alone when a country is given", () => {
    expect(normalisePhone("+64 21 123 4567", "AU")).toBe("+64211234567");
  });

  it("never leaves whitespace and is stable when applied twice", () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom("AU" as const, "NZ" as const), (input, country) => {
        const once = normalisePhone(input, country);
        expect(once).not.toMatch(/\s/);
        expect(normalisePhone(once, country)).toBe(once);
      }),
    );
  });

  it("gives the same national number for every way of writing the prefix", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^4\d{8}$/), fc.constantFrom("+61", "61", "0061", "+61 "), (rest, prefix) => {
        expect(normalisePhone(`${prefix}${rest}`, "AU")).toBe(`0${rest}`);
      }),
    );
    fc.assert(
      fc.property(fc.stringMatching(/^2\d{7,9}$/), fc.constantFrom("+64", "64", "0064"), (rest, prefix) => {
        expect(normalisePhone(`${prefix}${rest}`, "NZ")).toBe(`0${rest}`);
      }),
    );
  });

  it("accepts any AU mobile however its spaces fall", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^0[45]\d{8}$/), fc.array(fc.nat(9), { maxLength: 4 }), (mobile, cuts) => {
        let spaced = mobile;
        for (const cut of [...cuts].sort((a, b) => b - a)) spaced = `${spaced.slice(0, cut)} ${spaced.slice(cut)}`;
        expect(validatePhone(spaced, { country: "AU", mobileOnly: true })).toEqual({ valid: true });
      }),
    );
  });
});

describe("validatePhone in Australia", () => {
  it.each([["0298765432"], ["0312345678"], ["0712345678"], ["0812345678"], ["0912345678"], ["0112345678"], ["0612345678"]])(
    "accepts the landline %s",
    (phone) => {
      expect(validatePhone(phone, { country: "AU" })).toEqual({ valid: true });
    },
  );

  it.each([["0412345678"], ["0512345678"], ["+61 412 345 678"], ["0061412345678"]])("accepts the mobile %s", (phone) => {
    expect(validatePhone(phone, { country: "AU", mobileOnly: true })).toEqual({ valid: true });
  });

  it.each([
    ["98765432", "missingAreaCode"],
    ["9876 5432", "missingAreaCode"],
    ["0412", "generic"],
    ["0412 345 6789", "generic"],
    ["0012345678", "generic"],
    ["0412-345-678", "generic"],
    ["", "generic"],
    ["+64 21 123 4567", "generic"],
    ["+61 412 345 678 999 99", "generic"],
  ] as const)("rejects %j as %s", (phone, error) => {
    expect(validatePhone(phone, { country: "AU" })).toEqual({ valid: false, error });
  });

  it("says 'not an Australian mobile' for a landline where a mobile is required", () => {
    expect(validatePhone("02 9876 5432", { country: "AU", mobileOnly: true })).toEqual({ valid: false, error: "notAustralianMobile" });
  });

  it("rejects more than 15 characters before normalising", () => {
    expect(validatePhone("0000061412345678", { country: "AU" })).toEqual({ valid: false, error: "generic" });
  });
});

describe("validatePhone in New Zealand", () => {
  it.each([["03 123 4567"], ["091234567"], ["0800 123 456"], ["0508 123 456"], ["0800 123 4567"]])("accepts %s", (phone) => {
    expect(validatePhone(phone, { country: "NZ" })).toEqual({ valid: true });
  });

  it.each([["021 123 4567"], ["021234567"], ["022 123 45678"], ["+64 21 123 456"]])("accepts the mobile %s", (phone) => {
    expect(validatePhone(phone, { country: "NZ", mobileOnly: true })).toEqual({ valid: true });
  });

  it.each([["03 123 4567"], ["0800 123 456"]])("says 'not a New Zealand mobile' for %s where a mobile is required", (phone) => {
    expect(validatePhone(phone, { country: "NZ", mobileOnly: true })).toEqual({ valid: false, error: "notNewZealandMobile" });
  });

  it.each([["021 123"], ["0212345678901"], ["1234567"], ["0412345678"], ["0212 34x 567"]])("rejects %s as generic", (phone) => {
    expect(validatePhone(phone, { country: "NZ" })).toEqual({ valid: false, error: "generic" });
  });
});

describe("phoneMessage", () => {
  it("is undefined for a valid number and names the error otherwise", () => {
    expect(phoneMessage("0412 345 678", { country: "AU" })).toBeUndefined();
    expect(phoneMessage("98765432", { country: "AU" })).toBe(phoneMessages.missingAreaCode);
  });
});

describe("formatPhone", () => {
  it.each([
    ["0412345678", "AU", "0412 345 678"],
    ["+61412345678", "AU", "0412 345 678"],
    ["0298765432", "AU", "02 9876 5432"],
    ["0211234567", "NZ", "021 123 4567"],
    ["+64 3 123 4567", "NZ", "03 123 4567"],
    ["0800123456", "NZ", "0800 123 456"],
  ] as const)("writes %s (%s) as %s", (input, country, expected) => {
    expect(formatPhone(input, country)).toBe(expected);
  });

  it("picks the country that accepts the number when none is given", () => {
    expect(formatPhone("+64 21 123 4567")).toBe("021 123 4567");
    expect(formatPhone("0412345678")).toBe("0412 345 678");
  });

  it("returns an invalid number normalised but not grouped", () => {
    expect(formatPhone("98 76 54 32", "AU")).toBe("98765432");
  });
});

describe("phoneSchema", () => {
  it("reports the phone error's message", async () => {
    await expect(phoneSchema({ country: "AU", mobileOnly: true }).validate("02 9876 5432")).rejects.toThrow(
      phoneMessages.notAustralianMobile,
    );
  });

  it("lets an empty optional field through and asks for a required one", async () => {
    await expect(phoneSchema({ country: "NZ" }).validate("")).resolves.toBe("");
    await expect(phoneSchema({ country: "NZ", required: true }).validate("")).rejects.toThrow(phoneMessages.generic);
  });
});

describe("formatPhoneInput (spec 2 §4: formatted after cleaning)", () => {
  it("cleans hyphens and parentheses, then groups the number as a person writes it", () => {
    expect(formatPhoneInput("(03) 9496-4540", "AU")).toBe("03 9496 4540");
    expect(formatPhoneInput("0412-345-678", "AU")).toBe("0412 345 678");
    expect(formatPhoneInput("+61 412 345 678", "AU")).toBe("0412 345 678");
    expect(formatPhoneInput("(021) 123-4567", "NZ")).toBe("021 123 4567");
  });

  it("leaves a number no country accepts as typed, for the rule to name its error", () => {
    expect(formatPhoneInput("9496-4540", "AU")).toBe("9496-4540");
    expect(formatPhoneInput("call me", "AU")).toBe("call me");
  });
});
