import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  encodeSearchTerm,
  isLocationQueryReady,
  isSearchable,
  LOCATION_TYPEAHEAD_MIN,
  sanitiseSearchTerm,
  SEARCH_MAX_LENGTH,
  SEARCH_MIN_LENGTH,
} from "./search";

describe("sanitiseSearchTerm", () => {
  it.each([
    ["fridge", "fridge"],
    ["  fisher & paykel  ", "fisher  paykel"],
    ["<script>alert(1)</script>", "script alert1 /script"],
    ["a;b", "a b"],
    ["../../etc/passwd", "/ /etc/passwd"],
    ["60cm oven", "60cm oven"],
    ["AEG-BSE_782+", "AEG-BSE_782+"],
    ["3.5 kW", "3.5 kW"],
    ["wash/dry", "wash/dry"],
    ["'quoted' \"term\"", "quoted term"],
    ["a.$.b", "a b"],
    ["Müller", "Müller"],
    ["tab\there", "tab here"],
    ["", ""],
  ])("turns %j into %j", (input, expected) => {
    expect(sanitiseSearchTerm(input)).toBe(expected);
  });

  const allowed = /^[\p{L}\p{Nd}\-_+./ ]*$/u;
  // Punctuation the sanitiser acts on, mixed with any Unicode character.
  const anyTerm = fc.string({
    unit: fc.oneof(fc.constantFrom(..."<>;./-_+ \t\n$&'\"%#?"), fc.string({ unit: "grapheme", minLength: 1, maxLength: 1 })),
    maxLength: 40,
  });

  it("keeps only letters, digits, - _ + . / and spaces", () => {
    fc.assert(
      fc.property(anyTerm, (term) => {
        expect(sanitiseSearchTerm(term)).toMatch(allowed);
      }),
    );
  });

  it("never leaves '..', '<', '>' or ';'", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z.<>;$ ]*$/), (term) => {
        const result = sanitiseSearchTerm(term);
        expect(result).not.toContain("..");
        expect(result).not.toMatch(/[<>;]/);
      }),
    );
  });

  it("is trimmed and unchanged by a second pass", () => {
    fc.assert(
      fc.property(anyTerm, (term) => {
        const once = sanitiseSearchTerm(term);
        expect(once).toBe(once.trim());
        expect(sanitiseSearchTerm(once)).toBe(once);
      }),
    );
  });

  it("leaves a term of allowed characters without '..' as it is, trimmed", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9_+/-]+(?: [A-Za-z0-9_+/-]+)*$/), (term) => {
        expect(sanitiseSearchTerm(term)).toBe(term);
      }),
    );
  });
});

describe("encodeSearchTerm", () => {
  it("URL-encodes the sanitised term", () => {
    expect(encodeSearchTerm(" wash/dry 60cm ")).toBe("wash%2Fdry%2060cm");
  });
});

describe("isSearchable", () => {
  it("uses the spec's limits of 2 and 100", () => {
    expect(SEARCH_MIN_LENGTH).toBe(2);
    expect(SEARCH_MAX_LENGTH).toBe(100);
  });

  it.each([
    ["", false],
    ["   ", false],
    ["a", false],
    [" a ", false],
    ["ab", true],
    ["<>", false],
    ["a".repeat(100), true],
    ["a".repeat(101), false],
  ])("%j is searchable: %s", (term, expected) => {
    expect(isSearchable(term)).toBe(expected);
  });
});

describe("location typeahead", () => {
  it("starts at two trimmed characters", () => {
    expect(LOCATION_TYPEAHEAD_MIN).toBe(2);
    expect(isLocationQueryReady(" 2 ")).toBe(false);
    expect(isLocationQueryReady("20")).toBe(true);
  });
});
