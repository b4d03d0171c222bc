/** Custom form definitions (GET /api/forms and GET /api/forms/{url}): the forms under /form/{url}, from the API's contract. */
export type { CustomForm, CustomFormList, FormFieldNeed } from "@storefront/api-contract/forms";
