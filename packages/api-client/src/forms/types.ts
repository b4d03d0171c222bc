/**
 * Forms: custom form definitions (GET /api/forms and GET /api/forms/{url}, the forms under
 * /form/{url}) and the kitchen-club and newsletter signups, from the API's contract.
 */
export type {
  CustomForm,
  CustomFormList,
  FormFieldNeed,
  KitchenClubAnswer,
  KitchenClubRequest,
  KitchenClubSource,
  NewsletterSignupRequest,
} from "@storefront/api-contract/forms";
