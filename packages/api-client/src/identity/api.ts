import { IDENTITY_MESSAGES } from "@storefront/api-contract/identity";
import type { ApiClient, RequestOptions } from "../http/client";
import { ApiError } from "../http/errors";
import { path } from "../http/query-string";
import type {
  ChangePasswordRequest,
  ConfirmExternalLoginRequest,
  ExternalLinkRequest,
  ExternalLoginFields,
  ForgotPasswordRequest,
  IdentityProfile,
  IdentityResult,
  LoginCodeFormFields,
  LoginFormFields,
  LogoutRequest,
  LogoutResult,
  RegisterRequest,
  ReloginRequest,
  ResendConfirmEmailRequest,
  ResetPasswordRequest,
  RevertEmailRequest,
  SignInCodeRequest,
  UpdateProfileRequest,
} from "./types";

type Call = Pick<RequestOptions, "signal">;

/**
 * These take a client whose baseUrl is the identity provider's host. Cookies go with each call
 * (credentials: include), since the provider's session lives on its own host.
 */
const withCredentials = { credentials: "include" as const };

/** spec 3 §8: identity error texts (the contract's, which the API answers with). */
export const identityMessages = IDENTITY_MESSAGES;

/** spec 3 §8: errors joined by blank lines; type 'error' is the unavailable text; else the default. */
export function identityErrorMessage(error: unknown): string {
  const result =
    error instanceof ApiError ? (error.body as Partial<IdentityResult> | undefined) : (error as Partial<IdentityResult> | undefined);
  const errors = Array.isArray(result?.errors) ? result.errors.filter((entry) => typeof entry === "string" && entry) : [];
  if (errors.length > 0) return errors.join("\n\n");
  if (result?.type === "error") return identityMessages.unavailable;
  if (error instanceof ApiError && error.serverMessages.length > 0) return error.serverMessages.join("\n\n");
  return identityMessages.default;
}

export function register(client: ApiClient, request: RegisterRequest): Promise<IdentityResult> {
  return client.post("/api/account/register", { ...request, email: request.email.toLowerCase() }, withCredentials);
}

/** The login is a hidden form post (spec 3 §4): its action and fields, for the page to submit. */
export function loginForm(client: ApiClient, fields: LoginFormFields): { action: string; method: "POST"; fields: LoginFormFields } {
  return { action: client.url("/api/account/login-redir"), method: "POST", fields };
}

/** POST /api/account/signin-code (issue 45 item 5, where OTPEnabled): mails a sign-in code; the same answer whether or not the email has an account. */
export function requestSignInCode(client: ApiClient, request: SignInCodeRequest): Promise<IdentityResult> {
  return client.post("/api/account/signin-code", { email: request.email.trim() }, withCredentials);
}

/** The sign-in with a mailed code is a form post like the password's: its action and fields, for the page to submit. */
export function loginCodeForm(
  client: ApiClient,
  fields: LoginCodeFormFields,
): { action: string; method: "POST"; fields: LoginCodeFormFields } {
  return { action: client.url("/api/account/login-code"), method: "POST", fields };
}

export function logout(client: ApiClient, request: LogoutRequest): Promise<LogoutResult> {
  return client.post("/api/account/logout", request, withCredentials);
}

export function relogin(client: ApiClient, request: ReloginRequest): Promise<IdentityResult> {
  return client.post("/api/account/relogin", request, withCredentials);
}

export function forgotPassword(client: ApiClient, request: ForgotPasswordRequest): Promise<IdentityResult> {
  return client.post("/api/account/forgotpassword", request, withCredentials);
}

export function resetPassword(client: ApiClient, request: ResetPasswordRequest): Promise<IdentityResult> {
  return client.post("/api/account/resetpassword", request, withCredentials);
}

export function getProfile(client: ApiClient, call?: Call): Promise<IdentityProfile> {
  return client.get("/api/account/getprofile", { ...call, ...withCredentials });
}

export function updateProfile(client: ApiClient, request: UpdateProfileRequest): Promise<IdentityResult> {
  return client.post("/api/account/updateprofile", request, withCredentials);
}

/** A new password for the signed-in owner: the current one proves them (issue 41). */
export function changePassword(client: ApiClient, request: ChangePasswordRequest): Promise<IdentityResult> {
  return client.post("/api/account/changepassword", request, withCredentials);
}

/** The link mailed to the old address after an email change: the old address comes back. */
export function revertEmail(client: ApiClient, request: RevertEmailRequest): Promise<IdentityResult> {
  return client.post("/api/account/revertemail", request, withCredentials);
}

/** The link mailed when a social sign-in met the account: connects the provider to it. */
export function confirmExternalLogin(client: ApiClient, request: ConfirmExternalLoginRequest): Promise<IdentityResult> {
  return client.post("/api/account/confirmexternallogin", request, withCredentials);
}

/**
 * Links a social provider to the signed-in account: the answer's `redirectUrl` is the provider's
 * page, which comes back to `returnUrl` with `?linked={provider}` or `?linkError={reason}&provider=`.
 */
export function startExternalLink(client: ApiClient, provider: string, request: ExternalLinkRequest): Promise<IdentityResult> {
  return client.post(path`/api/account/externallogin/${provider}/link`, request, withCredentials);
}

export function confirmEmail(client: ApiClient, token: string): Promise<IdentityResult> {
  return client.get(path`/api/account/confirmemail/${token}`, withCredentials);
}

export function resendConfirmEmail(client: ApiClient, request: ResendConfirmEmailRequest): Promise<IdentityResult> {
  return client.post("/api/account/resendconfirmemail", request, withCredentials);
}

/**
 * Social login is a redirect to the provider (spec 3 §4) with the provider, nonce and origin, and
 * where to come back to after the login callback: a GET form, so the page leaves the way the
 * password login does.
 */
export function externalLoginForm(
  client: ApiClient,
  provider: string,
  fields: ExternalLoginFields,
): { action: string; method: "GET"; fields: ExternalLoginFields } {
  return { action: client.url(path`/api/account/externallogin/${provider}`), method: "GET", fields };
}
