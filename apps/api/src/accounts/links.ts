import type { Storefront } from "../storefronts";

/**
 * The storefront's public origin for the links in mails: `STOREFRONT_ORIGINS` as
 * `brand=https://origin` pairs separated by commas, else the storefront's local server
 * (http://localhost:{port}). Never a request header: a forged Host or Origin must not put an
 * attacker's site into a password reset link.
 */
export function storefrontOrigins(env: Record<string, string | undefined>): (storefront: Storefront) => string {
  const configured = new Map<string, string>();
  for (const pair of (env.STOREFRONT_ORIGINS ?? "")
    .split(",")
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [brand, origin] = pair.split("=");
    if (!brand || !origin || !/^https?:\/\/[A-Za-z0-9.-]+(:\d{1,5})?$/.test(origin)) {
      throw new Error(`STOREFRONT_ORIGINS takes brand=https://origin pairs separated by commas, not '${pair}'`);
    }
    configured.set(brand, origin);
  }
  return (storefront) => configured.get(storefront.id) ?? `http://localhost:${storefront.port}`;
}

/** spec 3 page type resetPassword: the storefront page that reads the token and posts the new password. */
export const RESET_PASSWORD_PATH = "/account/reset-password";
