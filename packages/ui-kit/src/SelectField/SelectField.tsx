import type { SelectHTMLAttributes } from "react";
import styled from "styled-components";
import { controlAria, controlStyles, type FieldBaseProps, FieldError, FieldLabelAndHint, FieldRoot, useFormField } from "../internal/field";

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export type SelectFieldProps = FieldBaseProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, "name" | "value" | "onChange" | "id" | "required" | "disabled" | "children"> & {
    options: readonly SelectOption[];
    /** A first, empty choice such as 'Select a state'. */
    placeholder?: string;
  };

const Select = styled.select<{ $invalid: boolean }>`
  ${controlStyles}
  appearance: none;
  padding-right: ${({ theme }) => theme.space[7]}px;
  background-image: linear-gradient(45deg, transparent 50%, currentColor 50%), linear-gradient(135deg, currentColor 50%, transparent 50%);
  background-position:
    calc(100% - 20px) 55%,
    calc(100% - 14px) 55%;
  background-size: 6px 6px;
  background-repeat: no-repeat;
  cursor: pointer;
`;

/** A formik-bound native select, which keeps the platform's own picker on mobile. */
export function SelectField({ name, label, hint, required, disabled, id, options, placeholder, ...selectProps }: SelectFieldProps) {
  const { field, error, ids } = useFormField<string>({ name, id });
  return (
    <FieldRoot>
      <FieldLabelAndHint controlId={ids.control} hintId={ids.hint} label={label} hint={hint} required={required} />
      <Select
        {...selectProps}
        {...field}
        value={field.value ?? ""}
        id={ids.control}
        disabled={disabled}
        {...controlAria({ required, hint, error, ids })}
        $invalid={Boolean(error)}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </Select>
      <FieldError id={ids.error} message={error} />
    </FieldRoot>
  );
}
