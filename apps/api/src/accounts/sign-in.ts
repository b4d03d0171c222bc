import { LOGIN_CALLBACK_PATH, LOGIN_PATH, safeReturnUrl as returnUrlRule } from "@storefront/validation/return-url";
import type { IssuedTokens } from "../identity/provider";

/** spec 3 §2: /account is the default route after login. */
export const DEFAULT_RETURN_URL = "/account";

/** A same-site path to return to after login (validation's rule, the storefront's too), else the account page. */
export function safeReturnUrl(value: unknown): string {
  return returnUrlRule(value, DEFAULT_RETURN_URL);
}

/**
 * The storefront's login return page with the tokens, the nonce and the return address in the
 * fragment (never sent to a server). Relative, so the browser stays on the storefront that
 * forwarded /api to us: never an open redirect.
 */
export function loginCallbackLocation(tokens: IssuedTokens, nonce: string, returnUrl: string): string {
  return `${LOGIN_CALLBACK_PATH}#access_token=${tokens.accessToken}&id_token=${tokens.idToken}&nonce=${encodeURIComponent(nonce)}&returnUrl=${encodeURIComponent(returnUrl)}`;
}

export type LoginError = "credentials" | "invalid" | "unavailable" | "cancelled" | "throttled";

/** The login page with the reason the sign-in did not happen. */
export const loginPageLocation = (error: LoginError, returnUrl: string) =>
  `${LOGIN_PATH}?error=${error}&returnUrl=${encodeURIComponent(returnUrl)}`;
