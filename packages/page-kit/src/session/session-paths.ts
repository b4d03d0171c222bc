import { LOGIN_PATH } from "@storefront/validation/return-url";

/** The sign-in pages (spec 3 §2): validation's, beside the return-address rule that refuses them. */
export { isSignInPath, LOGIN_CALLBACK_PATH, LOGIN_PATH, LOGOUT_PATH } from "@storefront/validation/return-url";
/** spec 3 §2: /account is the default route after login. */
export const DEFAULT_AFTER_LOGIN = "/account";

/** The login route for a page that needs a signed-in visitor. */
export function loginPathFor(returnUrl: string): string {
  return `${LOGIN_PATH}?returnUrl=${encodeURIComponent(returnUrl)}`;
}
