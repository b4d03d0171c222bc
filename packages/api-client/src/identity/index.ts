export {
  EXTERNAL_LOGIN_PROVIDERS,
  type ExternalLoginFields,
  type ForgotPasswordRequest,
  type IdentityProfile,
  type IdentityResult,
  type LoginFormFields,
  type LogoutRequest,
  type LogoutResult,
  type RegisterRequest,
  type ReloginRequest,
  type ResendConfirmEmailRequest,
  type ResetPasswordRequest,
  type UpdateProfileRequest,
} from "./types";
export {
  confirmEmail,
  externalLoginForm,
  forgotPassword,
  getProfile,
  identityErrorMessage,
  identityMessages,
  loginForm,
  logout,
  register,
  relogin,
  resendConfirmEmail,
  resetPassword,
  updateProfile,
} from "./api";
export { identityKeys, identityQueries } from "./queries";
export { useForgotPassword, useIdentityProfile, useRegister, useResendConfirmEmail, useResetPassword, useUpdateProfile } from "./hooks";
