/**
 * The storefront pages the account mails link to (validation's, the storefront's routes too):
 * spec 3 page type resetPassword (`?token=`), the undo of an email change (`?token=`) and the
 * connection of a social sign-in to an existing account (`?token=&provider=`).
 */
export { CONNECT_SIGN_IN_PATH, FORGOT_PASSWORD_PATH, RESET_PASSWORD_PATH, REVERT_EMAIL_PATH } from "@storefront/validation/return-url";
