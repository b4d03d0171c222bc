/** Identity provider calls (spec 3 §3 and §7): a separate host by environment, JSON. */

export interface RegisterRequest {
  /** Sent lowercased. */
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  phone: string;
  clientId: string;
  ABN?: string | null;
}

/** The fields of the hidden login form post (spec 3 §4 and §7). */
export interface LoginFormFields {
  email: string;
  password: string;
  returnUrl: string;
  origin: string;
  nonce: string;
}

export interface LogoutRequest {
  userId: string;
  clientId: string;
}

/** POST /api/account/logout answers { succeeded } (the commerce API's identity sandbox). */
export interface LogoutResult {
  succeeded: boolean;
}

export interface ReloginRequest {
  token: string;
  origin: string;
  nonce: string;
  returnUrl: string;
}

export interface ForgotPasswordRequest {
  clientId: string;
  email: string;
}

export interface ResetPasswordRequest {
  token: string;
  password: string;
}

export interface UpdateProfileRequest {
  userId: string;
  clientId: string;
  email: string;
  emailChanged: boolean;
  firstName: string;
  firstNameChanged: boolean;
  lastName: string;
  lastNameChanged: boolean;
}

export interface ResendConfirmEmailRequest {
  clientId: string;
  email: string;
}

/** GET /api/account/getprofile (ours beyond the registration fields). */
export interface IdentityProfile {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  emailConfirmed: boolean;
}

/** The identity provider's usual answer: success, or errors and a type (ours, after spec 3 §8). */
export interface IdentityResult {
  success: boolean;
  errors?: string[];
  type?: string;
  /** A redirect the browser should follow (login and relogin). */
  redirectUrl?: string | null;
}
