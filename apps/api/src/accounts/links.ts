/** spec 3 page type resetPassword: the storefront page that reads the token and posts the new password. */
export const RESET_PASSWORD_PATH = "/account/reset-password";
