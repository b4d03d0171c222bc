/** spec 3 page type resetPassword: the storefront page that reads the token and posts the new password (validation's, the storefront's route too). */
export { RESET_PASSWORD_PATH } from "@storefront/validation/return-url";
