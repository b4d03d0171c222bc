/**
 * Where a shopper goes after signing in or out (spec 3 §2 and §4): one rule for the storefront's
 * login and logout pages and for the API's login form post, so the two cannot disagree.
 */

/** The sign-in pages (spec 3 §2). */
export const LOGIN_PATH = "/account/login";
export const LOGOUT_PATH = "/account/logout";
export const LOGIN_CALLBACK_PATH = "/blank/account/login-callback";
/** The login route setting of the staff app (spec 3 §2, §9): the same login page. */
export const INTERNAL_LOGIN_PATH = "/account/internal/login";
/** The identity pages (ours: the spec names page type resetPassword only). */
export const REGISTER_PATH = "/account/register";
export const FORGOT_PASSWORD_PATH = "/account/forgot-password";
/** spec 3 page type resetPassword: the page the password reset mail links to (`?token=`). */
export const RESET_PASSWORD_PATH = "/account/reset-password";
/** The page the mail to the old address after an email change links to (`?token=`): it undoes the change (ours). */
export const REVERT_EMAIL_PATH = "/account/revert-email";
/** The page the mail after a social sign-in met an existing account links to (`?token=&provider=`): it connects them (ours). */
export const CONNECT_SIGN_IN_PATH = "/account/connect-sign-in";

const SIGN_IN_PATHS: readonly string[] = [
  LOGIN_PATH,
  LOGOUT_PATH,
  LOGIN_CALLBACK_PATH,
  INTERNAL_LOGIN_PATH,
  REGISTER_PATH,
  FORGOT_PASSWORD_PATH,
  RESET_PASSWORD_PATH,
  REVERT_EMAIL_PATH,
  CONNECT_SIGN_IN_PATH,
];

/** Longer return addresses are refused (ours: bounds what a login form may carry). */
export const RETURN_URL_MAX_LENGTH = 2000;

/** Whether a path is one of the sign-in pages (any letter case, trailing slashes ignored). */
export function isSignInPath(pathname: string): boolean {
  return SIGN_IN_PATHS.includes(pathname.toLowerCase().replace(/\/+$/, ""));
}

/**
 * A same-site path to return to, else the fallback: one leading "/" (never "//" or "/\", which
 * browsers read as another host), no backslashes, whitespace or control characters, at most
 * RETURN_URL_MAX_LENGTH characters, and not a sign-in page (going back to one would loop).
 */
export function safeReturnUrl(value: unknown, fallback: string): string {
  if (typeof value !== "string" || value.length > RETURN_URL_MAX_LENGTH) return fallback;
  if (!/^\/(?![/\\])[^\\\s\p{Cc}]*$/u.test(value)) return fallback;
  return isSignInPath(value.split(/[?#]/)[0] ?? "") ? fallback : value;
}
