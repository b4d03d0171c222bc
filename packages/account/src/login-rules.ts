import { botCheckMessages } from "@storefront/validation/bot-check";
import { EXTERNAL_LOGIN_MESSAGES, EXTERNAL_LOGIN_PROVIDERS, identityMessages } from "@storefront/api-client/identity";
import { callbackTokens, isLoggedIn, readIdToken, sessionFromTokens, type Session } from "@storefront/page-kit/session-rules";
import { DEFAULT_AFTER_LOGIN } from "@storefront/page-kit/session-paths";

/** A random nonce (128 bits, hex) for one login: the session rules' (page-kit), which the silent renew uses too. */
export { createNonce } from "@storefront/page-kit/session-rules";
import { signInCodeMessages, tooManySignInsMessage } from "@storefront/validation/login";
import { safeReturnUrl as returnUrlRule } from "@storefront/validation/return-url";

/** spec 3 §4 and §9: the nonce goes into a cookie, and the form is posted, 10 ms after it was stored. */
export const NONCE_EMIT_DELAY_MS = 10;
/** The cookie that carries the login nonce beside the form field (ours: the name is not shown). */
export const NONCE_COOKIE = "loginNonce";

/**
 * What the login page says after the API sent the browser back (ours; the spec shows no texts):
 * `?error=credentials` for a wrong email or password, `?error=invalid` for a form the API could not
 * read, `?error=throttled&wait={minutes}` after too many failed sign-ins of the account or from
 * this address (the API's sign-in throttle, apps/api README). `?error=unavailable` (the identity
 * provider failed) is spec 3 §8's 'Service currently unavailable' text; any other code gets the
 * identity default.
 */
export const loginPageMessages = {
  credentials: "Your email or password is incorrect.",
  invalid: "We could not read your sign-in details. Please enter your email address and password again.",
} as const;

/**
 * `?exp=true` (spec 3 §4: the session expired on a signed-in call; ours, the spec shows no text):
 * why the visitor is asked to log in again, and that they come back to the page they were on.
 */
export const SESSION_EXPIRED_MESSAGE =
  "Your session has expired, so you have been logged out. Please log in again to carry on where you were.";

/** Whether the address says the session expired (`exp=true`, any letter case). */
export function isSessionExpiredNotice(query: URLSearchParams): boolean {
  return query.get("exp")?.toLowerCase() === "true";
}

/** A throttled sign-in without a readable wait: the API's default sign-in window (RATE_LIMIT_SIGN_IN_ACCOUNT, 15 minutes). */
const THROTTLED_FALLBACK_MINUTES = 15;

/** The throttled sign-in's text (validation's, the API's too); `minutes` is the API's whole minutes to wait (at least 1). */
export { tooManySignInsMessage };

/** The provider the address names, when it is one the API offers (the page never shows other text from the address). */
export function offeredProvider(value: string | null | undefined): string | null {
  return EXTERNAL_LOGIN_PROVIDERS.find((provider) => provider.toLowerCase() === value?.trim().toLowerCase()) ?? null;
}

/**
 * The social sign-in's outcomes that are no error (ours, issue 41 item 1): `?error=link-sent`
 * (the provider's email has an account here, which signs in by the mailed link's connection
 * only) and `?connected={provider}` (the mailed link connected it).
 */
export const socialLoginTexts = {
  linkSent: (provider: string) =>
    `You already have an account with this email address, so we have not signed you in with ${provider}. We have emailed you a link: follow it to connect ${provider} to your account, then continue with ${provider} again. Or log in with your password below.`,
  connected: (provider: string) => `${provider} is now connected to your account. Continue with ${provider} to log in.`,
} as const;

/** The login page's notice (a status, not an error) for the address, or null. */
export function loginNotice(query: URLSearchParams): string | null {
  const connected = offeredProvider(query.get("connected"));
  if (connected) return socialLoginTexts.connected(connected);
  const provider = offeredProvider(query.get("provider"));
  if (query.get("error") === "link-sent" && provider) return socialLoginTexts.linkSent(provider);
  return null;
}

/**
 * Whether the sign-in form shows the bot check's box (issue 45 item 7): the API says the next
 * sign-in needs it (`botcheck=1`, after repeated failures from this browser) or refused one
 * without it (`error=robot`).
 */
export const asksForBotCheckBox = (query: URLSearchParams): boolean => query.get("error") === "robot" || query.get("botcheck") === "1";

/**
 * The page's message for the API's `error` code; `wait` is the throttled sign-in's minutes.
 * `external-refused` is a staff account met through a provider; `link-sent` is a notice
 * (`loginNotice`), not an error.
 */
export function loginErrorMessage(code: string | null | undefined, wait?: string | null): string | null {
  if (!code || code === "link-sent") return null;
  if (code === "external-refused") return EXTERNAL_LOGIN_MESSAGES.staff;
  if (code === "throttled") {
    const minutes = Number(wait);
    return tooManySignInsMessage(Number.isInteger(minutes) && minutes >= 1 && minutes <= 1440 ? minutes : THROTTLED_FALLBACK_MINUTES);
  }
  if (code === "credentials" || code === "invalid") return loginPageMessages[code];
  // A mailed sign-in code (issue 45 item 5) that was not right, or is used, out of time or out of tries.
  if (code === "code") return signInCodeMessages.wrong;
  if (code === "code-expired") return signInCodeMessages.expired;
  if (code === "unavailable") return identityMessages.unavailable;
  // issue 45 item 7: after a failed sign-in the bot check's box is needed, and it was not ticked.
  if (code === "robot") return botCheckMessages.tickBox;
  return identityMessages.default;
}

/** The cookie line for the nonce: this origin only, for ten minutes. */
export function nonceCookie(nonce: string): string {
  return `${NONCE_COOKIE}=${encodeURIComponent(nonce)}; Path=/; Max-Age=600; SameSite=Lax`;
}

/**
 * A path on this storefront to go to after signing in or out, else the fallback: the address as
 * read (trimmed) through validation's return-address rule, the one the API's login post uses too.
 */
export function safeReturnUrl(value: string | null | undefined, fallback: string): string {
  return returnUrlRule(value?.trim(), fallback);
}

/**
 * The returnUrl the login form posts: the query's, else the saved path (spec 3 §4), else the
 * brand's post-login route (spec 3 §2: /account unless configured).
 */
export function loginReturnUrl(query: URLSearchParams, savedPath: string | null, postLoginRoute: string = DEFAULT_AFTER_LOGIN): string {
  return safeReturnUrl(query.get("returnUrl") ?? savedPath, safeReturnUrl(postLoginRoute, DEFAULT_AFTER_LOGIN));
}

export type LoginCallbackResult = { ok: true; session: Session; returnUrl: string } | { ok: false; reason: "token" | "nonce" };

/**
 * Reads the callback's fragment (`#access_token=…&id_token=…&nonce=…&returnUrl=…`). Both tokens
 * must be there and readable, and the nonce must be the one stored before the form was posted
 * (also inside the id token, when it carries one).
 */
export function checkLoginCallback(hash: string, storedNonce: string | null): LoginCallbackResult {
  const tokens = callbackTokens(hash);
  if (!tokens) return { ok: false, reason: "token" };
  if (!storedNonce || tokens.nonce !== storedNonce) return { ok: false, reason: "nonce" };
  const claims = readIdToken(tokens.idToken);
  if (claims?.nonce !== undefined && claims.nonce !== storedNonce) return { ok: false, reason: "nonce" };
  const session = sessionFromTokens(tokens);
  if (!isLoggedIn(session)) return { ok: false, reason: "token" };
  return { ok: true, session, returnUrl: safeReturnUrl(tokens.returnUrl, DEFAULT_AFTER_LOGIN) };
}
