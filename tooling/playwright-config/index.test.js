import assert from "node:assert/strict";
import { test } from "node:test";
import { chromiumFlags, resolveChromium } from "./index.js";

test("an environment variable names the browser before anything else", () => {
  assert.equal(resolveChromium({ CHROMIUM_PATH: "/opt/chrome" }, () => true), "/opt/chrome");
});

test("Debian's chromium is used when no variable is set and it is installed", () => {
  assert.equal(resolveChromium({}, (p) => p === "/usr/bin/chromium"), "/usr/bin/chromium");
});

test("Playwright's own browser is the last resort", () => {
  assert.equal(resolveChromium({}, () => false), undefined);
});

test("the flags the closed network needs are always passed", () => {
  for (const flag of ["--no-sandbox", "--disable-background-networking", "--disable-component-update", "--disable-sync"]) {
    assert.ok(chromiumFlags.includes(flag), flag);
  }
});
