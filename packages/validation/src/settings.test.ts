import { describe, expect, it } from "vitest";
import { booleanSetting } from "./settings";

describe("feature flag settings", () => {
  it("reads 'true' and 'false' in any case and trimmed, else the default", () => {
    expect(booleanSetting(" TRUE ", false)).toBe(true);
    expect(booleanSetting("false", true)).toBe(false);
    expect(booleanSetting("on", false)).toBe(false);
    expect(booleanSetting(undefined, true)).toBe(true);
  });
});
