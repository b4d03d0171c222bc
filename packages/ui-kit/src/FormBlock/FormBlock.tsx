import { useId, type HTMLAttributes, type InputHTMLAttributes, type ReactNode } from "react";
import styled, { css } from "styled-components";
import { describedBy, FieldHint } from "../internal/field-parts";
import { target } from "../theme/targets";

/** How a form block lays out its form: fields one under another, or side by side (a search). */
export const FORM_BLOCK_LAYOUTS = ["stack", "inline"] as const;
export type FormBlockLayout = (typeof FORM_BLOCK_LAYOUTS)[number];

export const FORM_BLOCK_SIZES = ["medium", "small"] as const;
export type FormBlockSize = (typeof FORM_BLOCK_SIZES)[number];

/** One field of a form block: its label above the control, the hint, the control, its message. */
const Field = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]}px;
`;

const Label = styled.label`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Input = styled.input`
  min-height: ${target("comfortable")};
  padding: 0 ${({ theme }) => theme.space[3]}px;
  border: 1px solid ${({ theme }) => theme.color.border.strong};
  border-radius: ${({ theme }) => theme.radii.md};
  font: inherit;

  &[aria-invalid="true"] {
    border-color: ${({ theme }) => theme.color.feedback.error};
  }
`;

const Message = styled.span`
  color: ${({ theme }) => theme.color.feedback.error};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
`;

const layouts = {
  stack: css`
    display: grid;
    gap: ${({ theme }) => theme.space[3]}px;
  `,
  inline: css`
    display: flex;
    flex-wrap: wrap;
    align-items: flex-end;
    gap: ${({ theme }) => theme.space[2]}px;
  `,
} satisfies Record<FormBlockLayout, unknown>;

const Root = styled.div<{ $layout: FormBlockLayout; $size: FormBlockSize }>`
  > form {
    ${({ $layout }) => layouts[$layout]}
  }

  ${Field} {
    font-size: ${({ theme, $size }) => ($size === "small" ? theme.fontSizes.sm : "inherit")};
  }
`;

export interface FormBlockProps extends HTMLAttributes<HTMLDivElement> {
  /** `stack` (the default): a column of fields and the button; `inline`: fields and button in a row that wraps. */
  layout?: FormBlockLayout;
  /** `small`: labels, fields and messages in the theme's small text (a form in a popup or a footer). */
  size?: FormBlockSize;
  /** The form: a plain `<form>` or a router's, which the block lays out. */
  children: ReactNode;
}

/**
 * The look of an HTML-first form (a form that posts without JavaScript and goes through the
 * router once hydrated): the block lays out the form it holds, so any form element fits, a
 * router's or a fetcher's among them. Its fields are `FormBlockField`s, its button the kit's `Button`.
 */
export function FormBlock({ layout = "stack", size = "medium", children, ...rest }: FormBlockProps) {
  return (
    <Root {...rest} $layout={layout} $size={size}>
      {children}
    </Root>
  );
}

export interface FormBlockFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "name" | "children"> {
  /** The name the browser posts the value under. */
  name: string;
  label: ReactNode;
  /** The control's id; a generated one by default. The hint's and the message's are `<id>-hint`, `<id>-error`. */
  id?: string;
  /** Help under the label, read with the field. */
  hint?: ReactNode;
  /** The field's message (the rule's, from @storefront/validation): marks the field invalid and is read with it. */
  error?: string;
}

/**
 * A native, uncontrolled field of a `FormBlock` (what is typed before the page hydrates stays):
 * the label tied to the control, the hint and the message in its `aria-describedby`,
 * `aria-invalid` while there is a message. The message is an alert (role="alert"), as the kit's
 * other fields' are: read out as it appears, whether or not the form also shows a summary.
 */
export function FormBlockField({ name, label, id, hint, error, ...inputProps }: FormBlockFieldProps) {
  const generated = useId();
  const controlId = id ?? `${generated}-field`;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  return (
    <Field>
      <Label htmlFor={controlId}>{label}</Label>
      {hint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
      <Input
        {...inputProps}
        id={controlId}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint ? hintId : undefined, error ? errorId : undefined)}
      />
      {error ? (
        <Message id={errorId} role="alert">
          {error}
        </Message>
      ) : null}
    </Field>
  );
}
