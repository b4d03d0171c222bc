import { expect, test } from "vitest";
import { chromiumFlags, resolveChromium } from "./index.js";

test("an environment variable names the browser before anything else", () => {
  expect(resolveChromium({ CHROMIUM_PATH: "/opt/chrome" }, () => true)).toBe("/opt/chrome");
});

test("Debian's chromium is used when no variable is set and it is installed", () => {
  expect(resolveChromium({}, (p) => p === "/usr/bin/chromium")).toBe("/usr/bin/chromium");
});

test("Playwright's own browser is the last resort", () => {
  expect(resolveChromium({}, () => false)).toBeUndefined();
});

test("the flags the closed network needs are always passed", () => {
  for (const flag of ["--no-sandbox", "--disable-background-networking", "--disable-component-update", "--disable-sync"]) {
    expect(chromiumFlags).toContain(flag);
  }
});
