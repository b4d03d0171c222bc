import { LOGIN_PATH } from "@storefront/validation/return-url";

/** The sign-in pages (spec 3 §2): validation's, beside the return-address rule that refuses them. */
export {
  FORGOT_PASSWORD_PATH,
  INTERNAL_LOGIN_PATH,
  isSignInPath,
  LOGIN_CALLBACK_PATH,
  LOGIN_PATH,
  LOGOUT_PATH,
  REGISTER_PATH,
  RESET_PASSWORD_PATH,
} from "@storefront/validation/return-url";
/** spec 3 §2: /account is the default route after login. */
export const DEFAULT_AFTER_LOGIN = "/account";

/** The login route (the brand's setting, else /account/login) for a page that needs a signed-in visitor. */
export function loginPathFor(returnUrl: string, loginRoute: string = LOGIN_PATH): string {
  return `${loginRoute}?returnUrl=${encodeURIComponent(returnUrl)}`;
}
