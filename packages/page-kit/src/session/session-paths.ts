/** The sign-in pages (spec 3 §2). */
export const LOGIN_PATH = "/account/login";
export const LOGIN_CALLBACK_PATH = "/blank/account/login-callback";
export const LOGOUT_PATH = "/account/logout";
/** spec 3 §2: /account is the default route after login. */
export const DEFAULT_AFTER_LOGIN = "/account";

const SIGN_IN_PATHS = [LOGIN_PATH, LOGOUT_PATH, LOGIN_CALLBACK_PATH];

/** Whether a path is one of the sign-in pages (any letter case, trailing slashes ignored). */
export function isSignInPath(pathname: string): boolean {
  return SIGN_IN_PATHS.includes(pathname.toLowerCase().replace(/\/+$/, ""));
}

/** The login route for a page that needs a signed-in visitor. */
export function loginPathFor(returnUrl: string): string {
  return `${LOGIN_PATH}?returnUrl=${encodeURIComponent(returnUrl)}`;
}
