import { useField } from "formik";
import type { ReactNode } from "react";
import styled from "styled-components";
import { describedBy, FieldError, FieldHint, FieldLegend, RequiredMark, useFormField, type FieldBaseProps } from "../internal/field";

export interface RadioOption {
  value: string;
  label: ReactNode;
  hint?: ReactNode;
  disabled?: boolean;
}

export type RadioGroupFieldProps = Omit<FieldBaseProps, "label"> & {
  /** Names the group (its legend). */
  legend: ReactNode;
  options: readonly RadioOption[];
  /** Lays the choices out in a row from the sm breakpoint. */
  inline?: boolean;
};

const Fieldset = styled.fieldset`
  margin: 0 0 ${({ theme }) => theme.space[4]}px;
  padding: 0;
  border: 0;
  min-width: 0;
`;

const Choices = styled.div<{ $inline: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;
  margin: ${({ theme }) => theme.space[1]}px 0;

  @media (min-width: ${({ theme }) => theme.breakpoints.sm}px) {
    flex-direction: ${({ $inline }) => ($inline ? "row" : "column")};
    flex-wrap: wrap;
    gap: ${({ theme, $inline }) => theme.space[$inline ? 5 : 2]}px;
  }
`;

const Choice = styled.label`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]}px;
  min-height: 32px;
  color: ${({ theme }) => theme.color.text.default};
  cursor: pointer;
`;

const Radio = styled.input`
  flex: none;
  width: 20px;
  height: 20px;
  margin: 2px 0 0;
  accent-color: ${({ theme }) => theme.color.action.primary};
  cursor: pointer;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.action.focusRing};
    outline-offset: 2px;
  }

  &:disabled {
    cursor: not-allowed;
  }
`;

const ChoiceText = styled.span`
  display: flex;
  flex-direction: column;
`;

const ChoiceHint = styled.span`
  color: ${({ theme }) => theme.color.text.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

function RadioChoice({ name, option, disabled }: { name: string; option: RadioOption; disabled?: boolean }) {
  const [field] = useField<string>({ name, type: "radio", value: option.value });
  return (
    <Choice>
      <Radio {...field} type="radio" disabled={disabled || option.disabled} />
      <ChoiceText>
        {option.label}
        {option.hint ? <ChoiceHint>{option.hint}</ChoiceHint> : null}
      </ChoiceText>
    </Choice>
  );
}

/** A formik-bound group of radio buttons in a fieldset, its legend naming the choice. */
export function RadioGroupField({ name, legend, hint, required, disabled, id, options, inline = false }: RadioGroupFieldProps) {
  const { error, ids } = useFormField<string>({ name, id });
  const description = describedBy(hint ? ids.hint : undefined, error ? ids.error : undefined);
  return (
    <Fieldset
      id={ids.control}
      role="radiogroup"
      aria-describedby={description}
      aria-invalid={error ? true : undefined}
      aria-required={required || undefined}
      disabled={disabled}
    >
      <FieldLegend>
        {legend}
        <RequiredMark required={required} />
      </FieldLegend>
      {hint ? <FieldHint id={ids.hint}>{hint}</FieldHint> : null}
      <Choices $inline={inline}>
        {options.map((option) => (
          <RadioChoice key={option.value} name={name} option={option} disabled={disabled} />
        ))}
      </Choices>
      <FieldError id={ids.error} message={error} />
    </Fieldset>
  );
}
