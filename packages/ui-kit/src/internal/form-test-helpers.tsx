import { Form, Formik, type FormikValues } from "formik";
import type { ReactNode } from "react";
import type { AnyObjectSchema } from "yup";

/** A formik form around fields under test, with a submit button. */
export function TestForm<V extends FormikValues>({
  initialValues,
  schema,
  onSubmit = () => {},
  children,
}: {
  initialValues: V;
  schema?: AnyObjectSchema;
  onSubmit?: (values: V) => void;
  children?: ReactNode;
}) {
  return (
    <Formik initialValues={initialValues} validationSchema={schema} onSubmit={(values) => onSubmit(values)}>
      <Form noValidate>
        {children}
        <button type="submit">Submit</button>
      </Form>
    </Formik>
  );
}
