import { useQuery } from "@tanstack/react-query";
import type { ApiClient } from "../http/client";
import { queryRoots } from "../query-roots";
import { useInvalidatingMutation, type MutationOptions } from "../react/mutation";
import {
  changePassword,
  confirmExternalLogin,
  forgotPassword,
  register,
  requestSignInCode,
  resetPassword,
  resendConfirmEmail,
  revertEmail,
  startExternalLink,
  updateProfile,
} from "./api";
import { identityKeys, identityQueries } from "./queries";
import type {
  ChangePasswordRequest,
  ConfirmExternalLoginRequest,
  ExternalLinkRequest,
  ForgotPasswordRequest,
  IdentityResult,
  RegisterRequest,
  ResendConfirmEmailRequest,
  ResetPasswordRequest,
  RevertEmailRequest,
  SignInCodeRequest,
  UpdateProfileRequest,
} from "./types";

// The identity provider lives on its own host, so these hooks take its client explicitly
// rather than the storefront's client from context.

export function useIdentityProfile(identityClient: ApiClient, options: { enabled?: boolean } = {}) {
  return useQuery({ ...identityQueries.profile(identityClient), ...options });
}

export function useRegister(identityClient: ApiClient, options?: MutationOptions<IdentityResult, RegisterRequest>) {
  return useInvalidatingMutation(
    (request: RegisterRequest) => register(identityClient, request),
    () => [],
    options,
  );
}

export function useForgotPassword(identityClient: ApiClient, options?: MutationOptions<IdentityResult, ForgotPasswordRequest>) {
  return useInvalidatingMutation(
    (request: ForgotPasswordRequest) => forgotPassword(identityClient, request),
    () => [],
    options,
  );
}

/** Issue 45 item 5: mails a sign-in code to the email (where the storefront offers it). */
export function useRequestSignInCode(identityClient: ApiClient, options?: MutationOptions<IdentityResult, SignInCodeRequest>) {
  return useInvalidatingMutation(
    (request: SignInCodeRequest) => requestSignInCode(identityClient, request),
    () => [],
    options,
  );
}

export function useResetPassword(identityClient: ApiClient, options?: MutationOptions<IdentityResult, ResetPasswordRequest>) {
  return useInvalidatingMutation(
    (request: ResetPasswordRequest) => resetPassword(identityClient, request),
    () => [],
    options,
  );
}

export function useResendConfirmEmail(identityClient: ApiClient, options?: MutationOptions<IdentityResult, ResendConfirmEmailRequest>) {
  return useInvalidatingMutation(
    (request: ResendConfirmEmailRequest) => resendConfirmEmail(identityClient, request),
    () => [],
    options,
  );
}

/** A changed profile changes the identity profile and the storefront's account info. */
export function useUpdateProfile(identityClient: ApiClient, options?: MutationOptions<IdentityResult, UpdateProfileRequest>) {
  return useInvalidatingMutation(
    (request: UpdateProfileRequest) => updateProfile(identityClient, request),
    () => [identityKeys.all, queryRoots.account, queryRoots.shell],
    options,
  );
}

/** A password change changes nothing the storefront reads (other sessions end on the server). */
export function useChangePassword(identityClient: ApiClient, options?: MutationOptions<IdentityResult, ChangePasswordRequest>) {
  return useInvalidatingMutation(
    (request: ChangePasswordRequest) => changePassword(identityClient, request),
    () => [],
    options,
  );
}

/** An undone email change ends every session of the account, this browser's too. */
export function useRevertEmail(identityClient: ApiClient, options?: MutationOptions<IdentityResult, RevertEmailRequest>) {
  return useInvalidatingMutation(
    (request: RevertEmailRequest) => revertEmail(identityClient, request),
    () => [identityKeys.all, queryRoots.account],
    options,
  );
}

export function useConfirmExternalLogin(identityClient: ApiClient, options?: MutationOptions<IdentityResult, ConfirmExternalLoginRequest>) {
  return useInvalidatingMutation(
    (request: ConfirmExternalLoginRequest) => confirmExternalLogin(identityClient, request),
    () => [],
    options,
  );
}

/** Starts linking a social provider to the signed-in account: the answer's redirectUrl is where the browser goes. */
export function useStartExternalLink(
  identityClient: ApiClient,
  options?: MutationOptions<IdentityResult, { provider: string } & ExternalLinkRequest>,
) {
  return useInvalidatingMutation(
    ({ provider, ...request }: { provider: string } & ExternalLinkRequest) => startExternalLink(identityClient, provider, request),
    () => [],
    options,
  );
}
