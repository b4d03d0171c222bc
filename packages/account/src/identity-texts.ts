/**
 * The texts of the identity pages (register, forgot and reset password, email confirmation).
 * Ours: spec 3 shows only the identity error texts of §8, which come from the API and
 * `identityErrorMessage` (api-client).
 */
export const registerTexts = {
  title: "Create an account",
  email: "Email",
  password: "Password",
  passwordHint: "8 to 128 characters with an upper-case letter, a lower-case letter and a number",
  firstName: "First name",
  lastName: "Last name",
  phone: "Phone",
  abn: "ABN",
  submit: "Create account",
  sentTitle: "Check your email",
  sent: (email: string) => `We have sent a confirmation email to ${email}. Please follow the link in it to confirm your email address.`,
  resend: "Resend confirmation email",
  resent: (email: string) => `We have sent the confirmation email to ${email} again.`,
  haveAccount: "Already have an account? Log in",
  logIn: "Log in",
} as const;

export const forgotPasswordTexts = {
  title: "Forgot your password?",
  intro: "Enter the email address of your account and we will email you a link to choose a new password.",
  email: "Email",
  submit: "Send reset link",
  sent: (email: string) =>
    `If ${email} has an account with us, we have emailed it a link to reset the password. The link works once, for an hour.`,
  backToLogin: "Back to log in",
} as const;

export const resetPasswordTexts = {
  title: "Choose a new password",
  password: "New password",
  submit: "Save new password",
  done: "Your password has been changed. You can now log in with it.",
  logIn: "Log in",
  noToken: "This password reset link is incomplete. Please ask for a new one.",
  askAgain: "Ask for a new link",
} as const;

/** /account?emailConfirmed=true|false, where the mailed confirmation link ends (the API's redirect). */
export const emailConfirmedTexts = {
  title: "Email confirmation",
  confirmed: "Thank you, your email address is confirmed.",
  failed: "This confirmation link is invalid or has expired. Please log in and ask for a new one.",
} as const;

/** /account/revert-email?token= (issue 41 item 5): the link mailed to the old address after an email change. */
export const revertEmailTexts = {
  title: "Restore your email address",
  intro:
    "The email address of your account was changed. If you did not make this change, restore the address this email was sent to: every session of the account will be signed out.",
  submit: "Restore my email address",
  done: "Your email address has been restored and every session has been signed out. Whoever changed it knew your password, so please choose a new one now.",
  resetPassword: "Choose a new password",
  noToken: "This link is incomplete. Please use the link in the email exactly as it was sent.",
} as const;

/** /account/connect-sign-in?token=&provider= (issue 41 item 1): the link mailed when a social sign-in met the account. */
export const connectSignInTexts = {
  title: "Connect a social sign-in",
  intro: (provider: string) =>
    `Someone tried to sign in with ${provider} using the email address of your account. If it was you, connect ${provider} to your account; then continue with ${provider} to log in. If it was not you, close this page: nothing changes.`,
  submit: (provider: string) => `Connect ${provider}`,
  noToken: "This link is incomplete. Please use the link in the email exactly as it was sent.",
} as const;
