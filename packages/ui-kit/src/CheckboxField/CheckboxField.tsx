import styled from "styled-components";
import { controlAria, type FieldBaseProps, FieldError, FieldHint, FieldRoot, RequiredMark, useFormField } from "../internal/field";

export type CheckboxFieldProps = FieldBaseProps;

const Row = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]}px;
`;

/** A native checkbox, enlarged and tinted with the brand's action colour. */
export const Box = styled.input<{ $invalid: boolean }>`
  flex: none;
  width: 22px;
  height: 22px;
  margin: 1px 0 0;
  accent-color: ${({ theme }) => theme.color.action.primary};
  outline: ${({ theme, $invalid }) => ($invalid ? `2px solid ${theme.color.feedback.error}` : "none")};
  outline-offset: 1px;
  cursor: pointer;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.action.focusRing};
    outline-offset: 2px;
  }

  &:disabled {
    cursor: not-allowed;
  }
`;

const Label = styled.label`
  color: ${({ theme }) => theme.color.text.default};
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  cursor: pointer;
`;

const Text = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]}px;
`;

/** A formik-bound checkbox for a boolean value, such as the stock-fee acknowledgement (spec 2 §5). */
export function CheckboxField({ name, label, hint, required, disabled, id }: CheckboxFieldProps) {
  const { field, error, ids } = useFormField<boolean>({ name, id, type: "checkbox" });
  // A boolean field has no value attribute; `checked` carries it.
  const { value, checked, ...inputField } = field;
  return (
    <FieldRoot>
      <Row>
        <Box
          {...inputField}
          type="checkbox"
          id={ids.control}
          checked={Boolean(checked ?? value)}
          disabled={disabled}
          {...controlAria({ required, hint, error, ids })}
          $invalid={Boolean(error)}
        />
        <Text>
          <Label htmlFor={ids.control}>
            {label}
            <RequiredMark required={required} />
          </Label>
          {hint ? <FieldHint id={ids.hint}>{hint}</FieldHint> : null}
          <FieldError id={ids.error} message={error} />
        </Text>
      </Row>
    </FieldRoot>
  );
}
