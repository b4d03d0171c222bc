/**
 * The identity calls (spec 3 §7 "Identity provider"), served by the commerce API's sandbox
 * identity provider. Requests carry the spec's fields; the answers (not shown in the spec) are
 * ours: `IdentityResult` everywhere, its `errors` joined by blank lines and `type: "error"` read
 * as 'Service currently unavailable. Please try again later' (spec 3 §8).
 */
import { BotCheckToken, FreeText, Nullable, Type, type Static } from "./common";

/** The storefront's client id setting: letters, digits and . _ - (spec 3 §9: a client id setting exists). */
export const ClientId = Type.String({ minLength: 1, maxLength: 100, pattern: "^[A-Za-z0-9._-]+$" });
/** Email as typed; the registration rules run after (lower-cased, trimmed). */
const EmailInput = FreeText(254);
const PasswordInput = Type.String({ maxLength: 1000 });
/** Letters, digits and - . _ ~ (the login form's nonce). */
export const Nonce = Type.String({ pattern: "^[A-Za-z0-9._~-]{8,128}$" });
export const Origin = Type.String({ maxLength: 200, pattern: "^https?://[A-Za-z0-9.-]+(:[0-9]{1,5})?$" });

export const RegisterRequest = Type.Object({
  email: EmailInput,
  password: PasswordInput,
  firstName: FreeText(200),
  lastName: FreeText(200),
  phone: FreeText(40),
  clientId: ClientId,
  /** Required where the storefront asks for it (flag AbnOnRegistration). */
  ABN: Type.Optional(Nullable(Type.String({ maxLength: 40 }))),
  /** The score check's token (action register) where the storefront has a bot check. */
  botCheckToken: Type.Optional(BotCheckToken),
});
export type RegisterRequest = Static<typeof RegisterRequest>;

export const ReloginRequest = Type.Object({
  /** A valid access token of the session to renew. */
  token: Type.String({ maxLength: 4096 }),
  origin: Origin,
  nonce: Nonce,
  returnUrl: Type.String({ maxLength: 2000 }),
});
export type ReloginRequest = Static<typeof ReloginRequest>;
/**
 * How long after its token expired a relogin is still taken: the storefront renews in the token's
 * last 900 ms (spec 3 §4), and a busy page runs that timer late or a slow network delivers it late.
 */
export const RELOGIN_LATE_MS = 10_000;

export const ForgotPasswordRequest = Type.Object({ clientId: ClientId, email: EmailInput });
export type ForgotPasswordRequest = Static<typeof ForgotPasswordRequest>;

export const ResetPasswordRequest = Type.Object({
  /** The token of the reset link. */
  token: Type.String({ minLength: 1, maxLength: 200 }),
  password: PasswordInput,
});
export type ResetPasswordRequest = Static<typeof ResetPasswordRequest>;

export const ResendConfirmEmailRequest = Type.Object({ clientId: ClientId, email: EmailInput });

/** POST /api/account/signin-code (issue 45 item 5, where OTPEnabled): mail a one-time sign-in code to the email. */
export const SignInCodeRequest = Type.Object({ email: EmailInput });
export type SignInCodeRequest = Static<typeof SignInCodeRequest>;
export type ResendConfirmEmailRequest = Static<typeof ResendConfirmEmailRequest>;

/** The token of a mailed link (32 random bytes, base64url). */
const MailedToken = Type.String({ pattern: "^[A-Za-z0-9_-]{20,100}$" });

export const ConfirmEmailParams = Type.Object({ token: MailedToken });

/** POST /api/account/revertemail: the token of the link mailed to the old address after an email change. */
export const RevertEmailRequest = Type.Object({ token: MailedToken });
export type RevertEmailRequest = Static<typeof RevertEmailRequest>;

/** POST /api/account/changepassword (ours): the current password proves the owner; the new one follows the registration rule. */
export const ChangePasswordRequest = Type.Object({
  userId: Type.String({ maxLength: 100 }),
  clientId: ClientId,
  currentPassword: PasswordInput,
  newPassword: PasswordInput,
});
export type ChangePasswordRequest = Static<typeof ChangePasswordRequest>;

export const UpdateProfileRequest = Type.Object({
  userId: Type.String({ maxLength: 100 }),
  clientId: ClientId,
  email: EmailInput,
  emailChanged: Type.Boolean(),
  firstName: FreeText(200),
  firstNameChanged: Type.Boolean(),
  lastName: FreeText(200),
  lastNameChanged: Type.Boolean(),
  /** Required to change the email (issue 41 item 5): the account's password now. */
  currentPassword: Type.Optional(PasswordInput),
});
export type UpdateProfileRequest = Static<typeof UpdateProfileRequest>;

export const LogoutRequest = Type.Object({
  userId: Type.Optional(Type.String({ maxLength: 100 })),
  clientId: Type.Optional(ClientId),
});
export type LogoutRequest = Static<typeof LogoutRequest>;

export const LogoutResult = Type.Object({ succeeded: Type.Boolean() });
export type LogoutResult = Static<typeof LogoutResult>;

/** GET /api/account/getprofile. */
export const IdentityProfile = Type.Object({
  userId: Type.String(),
  email: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  phone: Nullable(Type.String()),
  emailConfirmed: Type.Boolean(),
  ABN: Nullable(Type.String()),
});
export type IdentityProfile = Static<typeof IdentityProfile>;

/** Every identity call's answer: success, or the messages (and `type: "error"` when a service failed). */
export const IdentityResult = Type.Object({
  success: Type.Boolean(),
  errors: Type.Optional(Type.Array(Type.String())),
  type: Type.Optional(Type.String()),
  /** Where the browser goes next (relogin: the login callback with the new tokens). */
  redirectUrl: Type.Optional(Nullable(Type.String())),
});
export type IdentityResult = Static<typeof IdentityResult>;

/** spec 3 §8 identity texts; 'Invalid login' answers an identity call without a valid token. */
export const IDENTITY_MESSAGES = {
  default: "Something has gone wrong, Please try again.",
  unavailable: "Service currently unavailable. Please try again later",
  invalidLogin: "Invalid login",
} as const;

/**
 * The social sign-in texts (ours, issue 41 item 1) that the API answers and the storefront shows
 * for the same outcome on its pages: a staff account is never entered through a provider, a
 * provider's identity belongs to one account, and a mailed link works once.
 */
export const EXTERNAL_LOGIN_MESSAGES = {
  staff: "Staff accounts cannot sign in with a social provider. Please log in with your email address and password.",
  taken: (provider: string) => `This ${provider} sign-in is already connected to another account.`,
  linkInvalid: "This link is invalid or has expired. Please continue with the provider again to get a new one.",
} as const;

/** The social login providers of the sandbox (spec 3 §4: a redirect to the identity provider with the provider). */
export const EXTERNAL_LOGIN_PROVIDERS = ["Google", "Facebook", "Apple"] as const;
export const ExternalLoginParams = Type.Object({ provider: Type.String({ pattern: "^[A-Za-z]{2,20}$" }) });
/** POST /api/account/externallogin/{provider}/link (ours): where the account area comes back to after linking. */
export const ExternalLinkRequest = Type.Object({ returnUrl: Type.Optional(Type.String({ maxLength: 2000 })) });
export type ExternalLinkRequest = Static<typeof ExternalLinkRequest>;
/** POST /api/account/confirmexternallogin (ours): the token of the link mailed when a social sign-in met an existing account. */
export const ConfirmExternalLoginRequest = Type.Object({ token: MailedToken });
export type ConfirmExternalLoginRequest = Static<typeof ConfirmExternalLoginRequest>;
export const ExternalLoginQuery = Type.Object({
  nonce: Nonce,
  origin: Type.Optional(Origin),
  returnUrl: Type.Optional(Type.String({ maxLength: 2000 })),
});
