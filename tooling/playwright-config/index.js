import { existsSync } from "node:fs";

// TOOLCHAIN.md: browsers cannot be downloaded here; Debian's Chromium needs these flags, and
// without the background-networking ones it keeps dialling hosts the closed network refuses.
export const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-quic",
  "--no-first-run",
];

/**
 * The Chromium to drive: CHROMIUM_PATH (or PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH) first, then
 * Debian's /usr/bin/chromium, then undefined so Playwright uses its own downloaded browser.
 */
export function resolveChromium(env = process.env, exists = existsSync) {
  const fromEnv = env.CHROMIUM_PATH || env.PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH;
  if (fromEnv) return fromEnv;
  if (exists("/usr/bin/chromium")) return "/usr/bin/chromium";
  return undefined;
}

/** Launch options for `use.launchOptions` in a Playwright config. */
export function chromiumLaunchOptions(env = process.env) {
  const executablePath = resolveChromium(env);
  return executablePath ? { executablePath, args: chromiumFlags } : { args: chromiumFlags };
}
