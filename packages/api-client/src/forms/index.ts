export { type CustomForm, type CustomFormList, type FormFieldNeed } from "./types";
export { getCustomForm, getCustomForms } from "./api";
export { formKeys, formQueries } from "./queries";
export { useCustomForm, useCustomForms } from "./hooks";
