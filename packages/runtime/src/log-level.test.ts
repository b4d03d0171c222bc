import { describe, expect, it } from "vitest";
import { logs } from "./log-level";

describe("LOG_LEVEL of a storefront server", () => {
  it("prints information by default, as the API does in production", () => {
    expect(logs("info", {})).toBe(true);
    expect(logs("error", {})).toBe(true);
  });

  it("keeps information back at warn (pnpm start) and everything at silent", () => {
    expect(logs("info", { LOG_LEVEL: "warn" })).toBe(false);
    expect(logs("warn", { LOG_LEVEL: "warn" })).toBe(true);
    expect(logs("error", { LOG_LEVEL: "warn" })).toBe(true);
    expect(logs("error", { LOG_LEVEL: "silent" })).toBe(false);
    expect(logs("info", { LOG_LEVEL: "debug" })).toBe(true);
  });

  it("reads an unknown level as the default", () => {
    expect(logs("info", { LOG_LEVEL: "loud" })).toBe(true);
  });
});
