export {
  type CustomForm,
  type CustomFormList,
  type FormFieldNeed,
  type KitchenClubAnswer,
  type KitchenClubRequest,
  type KitchenClubSource,
  type NewsletterSignupRequest,
} from "./types";
export { getCustomForm, getCustomForms, postKitchenClub, postNewsletterSignup } from "./api";
export { formKeys, formQueries } from "./queries";
export { useCustomForm, useCustomForms, useKitchenClubSignup, useNewsletterSignup } from "./hooks";
