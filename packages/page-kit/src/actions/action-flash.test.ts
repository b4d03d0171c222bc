// @vitest-environment node
import { describe, expect, it } from "vitest";
import { clearedFlashCookie, FLASH_MESSAGE_MAX_LENGTH, flashCookie, readFlash } from "./action-flash";

const valueOf = (setCookie: string) => setCookie.split(";")[0] ?? "";

describe("the flash cookie (the outcome of a post without JavaScript, issue 40)", () => {
  it("carries the outcome to the next page, for a minute, out of script's reach", () => {
    const line = flashCookie({ ok: true, message: "Added to your cart." }, false);
    expect(line).toMatch(/^sf_flash=[^;]+; Max-Age=60; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(readFlash(`a=1; ${valueOf(line)}; b=2`)).toEqual({ ok: true, message: "Added to your cart." });
    expect(flashCookie({ ok: false, message: "x", title: "Too many products" }, true)).toMatch(/; Secure$/);
    expect(readFlash(valueOf(flashCookie({ ok: false, message: "Full", title: "Too many products" }, false)))).toEqual({
      ok: false,
      message: "Full",
      title: "Too many products",
    });
  });

  it("keeps at most 300 characters of a message", () => {
    const flash = readFlash(valueOf(flashCookie({ ok: false, message: "x".repeat(1000) }, false)));
    expect(flash?.message).toHaveLength(FLASH_MESSAGE_MAX_LENGTH);
  });

  it("reads nothing from a cookie it did not write", () => {
    for (const cookie of [
      undefined,
      "",
      "sf_flash=",
      "sf_flash=not-json",
      `sf_flash=${encodeURIComponent(JSON.stringify({ ok: "yes", message: "x" }))}`,
      `sf_flash=${encodeURIComponent(JSON.stringify({ ok: true, message: "  " }))}`,
      `sf_flash=${encodeURIComponent(JSON.stringify({ ok: true, message: "x".repeat(301) }))}`,
      `sf_flash=${encodeURIComponent(JSON.stringify({ ok: true, message: "x", title: 7 }))}`,
      "sf_flash=%E0%A4%A",
    ]) {
      expect(readFlash(cookie), String(cookie)).toBeNull();
    }
  });

  it("is cleared by a cookie that expires at once", () => {
    expect(clearedFlashCookie(false)).toBe("sf_flash=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax");
  });
});
