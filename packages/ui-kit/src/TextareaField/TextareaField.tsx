import type { TextareaHTMLAttributes } from "react";
import styled from "styled-components";
import { controlAria, controlStyles, type FieldBaseProps, FieldError, FieldLabelAndHint, FieldRoot, useFormField } from "../internal/field";
import { VisuallyHidden } from "../VisuallyHidden/VisuallyHidden";

export type TextareaFieldProps = FieldBaseProps &
  Omit<
    TextareaHTMLAttributes<HTMLTextAreaElement>,
    "name" | "value" | "onChange" | "id" | "required" | "disabled" | "children" | "maxLength"
  > & {
    /**
     * Shows a character counter against this limit, e.g. 150 for delivery instructions (spec 2 §5).
     * Typing past it is allowed, so the schema's message can say what is wrong.
     */
    characterLimit?: number;
  };

const Area = styled.textarea<{ $invalid: boolean }>`
  ${controlStyles}
  min-height: 96px;
  resize: vertical;
  line-height: ${({ theme }) => theme.lineHeights.normal};
`;

const Footer = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]}px;
`;

const Counter = styled.p<{ $over: boolean }>`
  margin: 0 0 0 auto;
  color: ${({ theme, $over }) => ($over ? theme.color.feedback.error : theme.color.text.muted)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
  font-weight: ${({ theme, $over }) => ($over ? theme.fontWeights.bold : theme.fontWeights.regular)};
  white-space: nowrap;
`;

/** A formik-bound text area with an optional character counter. */
export function TextareaField({ name, label, hint, required, disabled, id, characterLimit, rows = 4, ...areaProps }: TextareaFieldProps) {
  const { field, error, ids } = useFormField<string>({ name, id });
  const length = Array.from(field.value ?? "").length;
  return (
    <FieldRoot>
      <FieldLabelAndHint controlId={ids.control} hintId={ids.hint} label={label} hint={hint} required={required} />
      <Area
        {...areaProps}
        {...field}
        value={field.value ?? ""}
        id={ids.control}
        rows={rows}
        disabled={disabled}
        {...controlAria({ required, hint, error, ids }, characterLimit !== undefined ? ids.counter : undefined)}
        $invalid={Boolean(error)}
      />
      <Footer>
        <FieldError id={ids.error} message={error} />
        {characterLimit !== undefined ? (
          <Counter id={ids.counter} $over={length > characterLimit}>
            {length}/{characterLimit}
            <VisuallyHidden> characters</VisuallyHidden>
          </Counter>
        ) : null}
      </Footer>
    </FieldRoot>
  );
}
