import type { InputHTMLAttributes } from "react";
import styled from "styled-components";
import { controlAria, controlStyles, type FieldBaseProps, FieldError, FieldLabelAndHint, FieldRoot, useFormField } from "../internal/field";

export type TextFieldProps = FieldBaseProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "value" | "onChange" | "id" | "required" | "disabled" | "children">;

const Input = styled.input<{ $invalid: boolean }>`
  ${controlStyles}
`;

/** A formik-bound text input with its label, hint and the schema's message. */
export function TextField({ name, label, hint, required, disabled, id, type = "text", onBlur, ...inputProps }: TextFieldProps) {
  const { field, error, ids } = useFormField<string>({ name, id });
  return (
    <FieldRoot>
      <FieldLabelAndHint controlId={ids.control} hintId={ids.hint} label={label} hint={hint} required={required} />
      <Input
        {...inputProps}
        {...field}
        value={field.value ?? ""}
        onBlur={(event) => {
          field.onBlur(event);
          onBlur?.(event);
        }}
        id={ids.control}
        type={type}
        disabled={disabled}
        {...controlAria({ required, hint, error, ids })}
        $invalid={Boolean(error)}
      />
      <FieldError id={ids.error} message={error} />
    </FieldRoot>
  );
}

/** The props every kit field shares (label, hint, error, required), for forms that wrap a field. */
export type { FieldBaseProps } from "../internal/field";
