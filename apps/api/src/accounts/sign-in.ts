import { LOGIN_CALLBACK_PATH, LOGIN_PATH, safeReturnUrl as returnUrlRule } from "@storefront/validation/return-url";
import type { IssuedTokens } from "../identity/provider";

/** spec 3 §2: /account is the default route after login. */
export const DEFAULT_RETURN_URL = "/account";

/** A same-site path to return to after login (validation's rule, the storefront's too), else the fallback (the account page). */
export function safeReturnUrl(value: unknown, fallback: string = DEFAULT_RETURN_URL): string {
  return returnUrlRule(value, fallback);
}

/**
 * The storefront's login return page with the tokens, the nonce and the return address in the
 * fragment (never sent to a server). Relative, so the browser stays on the storefront that
 * forwarded /api to us: never an open redirect.
 */
export function loginCallbackLocation(tokens: IssuedTokens, nonce: string, returnUrl: string): string {
  return `${LOGIN_CALLBACK_PATH}#access_token=${tokens.accessToken}&id_token=${tokens.idToken}&nonce=${encodeURIComponent(nonce)}&returnUrl=${encodeURIComponent(returnUrl)}`;
}

/**
 * Why the sign-in did not happen: `link-sent` (a social sign-in met an existing account: a link
 * to connect them was mailed) and `external-refused` (a staff account, which never signs in
 * through a provider) name the provider too; `throttled` the minutes to wait.
 */
export type LoginError =
  | "credentials"
  | "invalid"
  | "unavailable"
  | "cancelled"
  | "throttled"
  | "link-sent"
  | "external-refused"
  // A sign-in code (issue 45 item 5) that is not right, or is used, out of time or out of tries.
  | "code"
  | "code-expired"
  /** After a failed sign-in, the bot check's box was not ticked (or the provider did not vouch for it): issue 45 item 7. */
  | "robot";

/** The login page with the reason the sign-in did not happen (and the provider, the minutes to wait or the box needed, when there is one). */
export function loginPageLocation(
  error: LoginError,
  returnUrl: string,
  extra: { provider?: string; wait?: number; botCheck?: boolean } = {},
): string {
  const provider = extra.provider ? `&provider=${encodeURIComponent(extra.provider)}` : "";
  const wait = extra.wait ? `&wait=${extra.wait}` : "";
  // The next sign-in needs the bot check's box (issue 45 item 7): the login page shows it.
  const botCheck = extra.botCheck ? "&botcheck=1" : "";
  return `${LOGIN_PATH}?error=${error}${provider}&returnUrl=${encodeURIComponent(returnUrl)}${wait}${botCheck}`;
}

/** A same-site path with query parameters added (the account area's outcome of a social link). */
export function withQuery(path: string, params: Record<string, string>): string {
  const url = new URL(path, "http://storefront.invalid");
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return `${url.pathname}${url.search}`;
}

/** The throttled sign-in's text (the login page's too). */
export { tooManySignInsMessage } from "@storefront/validation/login";
