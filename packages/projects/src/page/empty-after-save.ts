import type { FormikHelpers, FormikProps, FormikValues } from "formik";
import { useRef } from "react";

/**
 * A form that empties once its entry is saved, unless the staff member has already typed the next
 * one: a change's answer shows the new folder, product or comment before the change log has been
 * read again, and a person who starts the next entry then must not see it wiped. Pass `innerRef`
 * to the Formik form and call `empty` after the save.
 */
export function useEmptiedAfterSave<V extends FormikValues>() {
  const innerRef = useRef<FormikProps<V>>(null);
  function empty(submitted: V, helpers: FormikHelpers<V>) {
    const now = innerRef.current?.values;
    if (now === undefined || Object.keys(submitted).every((key) => now[key] === submitted[key])) helpers.resetForm();
  }
  return { innerRef, empty };
}
