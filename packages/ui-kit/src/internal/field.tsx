import { useField, useFormikContext, type FieldHookConfig } from "formik";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import styled, { css } from "styled-components";
import { describedBy, FieldHint } from "./field-parts";
import { focusRing } from "./styles";

export { describedBy, FieldHint };

/** What every formik-bound field shares: its label, hint and error, and the ids that tie them. */
export interface FieldBaseProps {
  /** The formik field name, dotted for nested values ('deliveryAddress.firstName'). */
  name: string;
  label: ReactNode;
  /** Help under the label, read with the field. */
  hint?: ReactNode;
  /** Marks the field as required for people and assistive technology; the schema enforces it. */
  required?: boolean;
  disabled?: boolean;
  id?: string;
}

/**
 * Binds a field to formik and works out when its error shows: after the field was touched or a
 * submit was tried, with the message the schema gave (the spec's text from @storefront/validation).
 */
export function useFormField<V>(config: FieldHookConfig<V> & { id?: string }) {
  const [field, meta, helpers] = useField<V>(config);
  const { submitCount } = useFormikContext<unknown>();
  const generated = useId();
  const id = config.id ?? `${generated}-field`;
  const typed = useTypedBeforeHydration(id);
  const emptyInFormik = field.value === "";
  const { setValue } = helpers;
  const taken = useRef(false);
  // What was typed before the page hydrated becomes the field's value, where formik has none; once.
  useEffect(() => {
    if (taken.current || !typed) return;
    taken.current = true;
    if (emptyInFormik) void setValue(typed as V, false);
  }, [typed, emptyInFormik, setValue]);
  const error = (meta.touched || submitCount > 0) && typeof meta.error === "string" ? meta.error : undefined;
  return {
    field,
    meta,
    helpers,
    error,
    ids: { control: id, hint: `${id}-hint`, error: `${id}-error`, counter: `${id}-counter` },
  };
}

/**
 * Text a person typed into the server-rendered field before the page hydrated (issue 40: a click
 * or a keystroke before the scripts ran counts). Read once, in the field's first render in the
 * browser, before React takes the field over and writes formik's empty value into it; a text
 * field only (not a box, a radio or a list), and nothing on the server or after a navigation (the
 * field is not in the page yet).
 */
function useTypedBeforeHydration(id: string): string | undefined {
  const [typed] = useState(() => {
    if (typeof document === "undefined") return undefined;
    const element = document.getElementById(id);
    // Only the server's field, which no React tree owns yet: never another live field of that id
    // (a page still on screen while the next one renders).
    if (!element || isOwnedByReact(element)) return undefined;
    if (element instanceof HTMLTextAreaElement) return element.value || undefined;
    if (!(element instanceof HTMLInputElement) || ["checkbox", "radio", "file", "hidden"].includes(element.type)) return undefined;
    return element.value || undefined;
  });
  return typed;
}

/** Whether a live React tree has taken the element over (React keeps its fiber on the node). */
function isOwnedByReact(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith("__reactFiber$"));
}

/** The label with its required mark, and the hint, above a control. */
export function FieldLabelAndHint({ controlId, hintId, label, hint, required }: FieldHeadingProps) {
  return (
    <>
      <FieldLabel htmlFor={controlId}>
        {label}
        <RequiredMark required={required} />
      </FieldLabel>
      {hint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
    </>
  );
}

interface FieldHeadingProps {
  controlId: string;
  hintId: string;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
}

/**
 * The ARIA state of a bound control: required, invalid while its message shows, and described by
 * its hint, its message and any `more` (a character counter).
 */
export function controlAria(
  { required, hint, error, ids }: { required?: boolean; hint?: ReactNode; error?: string; ids: { hint: string; error: string } },
  ...more: (string | undefined)[]
) {
  return {
    "aria-required": required || undefined,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy(hint ? ids.hint : undefined, error ? ids.error : undefined, ...more),
  } as const;
}

export const FieldRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]}px;
  margin-bottom: ${({ theme }) => theme.space[4]}px;
  color: ${({ theme }) => theme.color.text.default};
`;

export const FieldLabel = styled.label`
  color: ${({ theme }) => theme.color.text.default};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export const FieldLegend = styled.legend`
  margin-bottom: ${({ theme }) => theme.space[1]}px;
  padding: 0;
  color: ${({ theme }) => theme.color.text.default};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export function RequiredMark({ required }: { required?: boolean }) {
  return required ? (
    <Mark aria-hidden="true" title="required">
      {" *"}
    </Mark>
  ) : null;
}

const Mark = styled.span`
  color: ${({ theme }) => theme.color.feedback.error};
`;

const ErrorText = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[1]}px;
  margin: 0;
  color: ${({ theme }) => theme.color.feedback.error};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};

  &::before {
    /* Seen, not read: the empty alternative text keeps the mark out of the message's name. */
    content: "!" / "";
    display: inline-flex;
    flex: none;
    align-items: center;
    justify-content: center;
    width: 1.25em;
    height: 1.25em;
    margin-top: 0.1em;
    border-radius: 50%;
    background: ${({ theme }) => theme.color.feedback.error};
    color: ${({ theme }) => theme.color.surface.raised};
    font-size: 0.8em;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

export function FieldError({ id, message }: { id: string; message?: string }) {
  // role="alert": a field's error is read out as it appears, after a submit too (every error is an alert).
  return message ? (
    <ErrorText id={id} role="alert">
      {message}
    </ErrorText>
  ) : null;
}

/** The look shared by text inputs, selects and text areas, with invalid and disabled states. */
export const controlStyles = css<{ $invalid: boolean }>`
  width: 100%;
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space[2]}px ${theme.space[3]}px`};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.color.feedback.error : theme.color.border.strong)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.color.surface.raised};
  color: ${({ theme }) => theme.color.text.default};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.md};
  box-shadow: ${({ theme, $invalid }) => ($invalid ? `inset 0 0 0 1px ${theme.color.feedback.error}` : "none")};

  &::placeholder {
    color: ${({ theme }) => theme.color.text.muted};
  }

  &:hover:not(:disabled) {
    border-color: ${({ theme, $invalid }) => ($invalid ? theme.color.feedback.error : theme.color.text.default)};
  }

  &:disabled {
    background: ${({ theme }) => theme.color.surface.sunken};
    color: ${({ theme }) => theme.color.text.muted};
    cursor: not-allowed;
  }

  ${focusRing}
`;
