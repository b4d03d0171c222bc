/**
 * Identity provider calls (spec 3 §3 and §7): the commerce API's contract
 * (@storefront/api-contract/identity), so the client sends what the API validates.
 */
export type {
  ChangePasswordRequest,
  ConfirmExternalLoginRequest,
  ExternalLinkRequest,
  ForgotPasswordRequest,
  IdentityProfile,
  IdentityResult,
  LogoutRequest,
  LogoutResult,
  RegisterRequest,
  ReloginRequest,
  ResendConfirmEmailRequest,
  ResetPasswordRequest,
  RevertEmailRequest,
  SignInCodeRequest,
  UpdateProfileRequest,
} from "@storefront/api-contract/identity";
export { EXTERNAL_LOGIN_MESSAGES, EXTERNAL_LOGIN_PROVIDERS } from "@storefront/api-contract/identity";

/** The fields of the sign-in code's form post (issue 45 item 5): the password's, with the mailed code instead. */
export interface LoginCodeFormFields {
  email: string;
  code: string;
  returnUrl: string;
  origin: string;
  nonce: string;
}

/** The fields of the hidden login form post (spec 3 §4 and §7): a browser form, not a JSON call. */
export interface LoginFormFields {
  email: string;
  password: string;
  returnUrl: string;
  origin: string;
  nonce: string;
  /** The bot check's box token, after a failed sign-in (issue 45 item 7: the provider's field name). */
  "g-recaptcha-response"?: string;
}

/** The query of the social login redirect (spec 3 §4 and §7). */
export interface ExternalLoginFields {
  nonce: string;
  origin: string;
  returnUrl: string;
}
