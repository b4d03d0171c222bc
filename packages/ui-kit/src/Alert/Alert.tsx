import type { ReactNode } from "react";
import styled, { css, type DefaultTheme } from "styled-components";
import { CloseIcon } from "../internal/CloseIcon";
import { buttonReset, focusRing } from "../internal/styles";

export type AlertType = "error" | "warning" | "info" | "success";

export const ALERT_TYPES: readonly AlertType[] = ["error", "warning", "info", "success"];

/** spec 3 §8: an error banner's close control is 'Close Error Message'. */
export const CLOSE_ERROR_MESSAGE = "Close Error Message";
/** Ours: the same control on a warning, note or confirmation. */
export const CLOSE_MESSAGE = "Close Message";

export interface AlertProps {
  type?: AlertType;
  /** A short bold line above the message. */
  title?: ReactNode;
  children?: ReactNode;
  /** Shows a close control; called when it is pressed. */
  onDismiss?: () => void;
  /** The close control's name; 'Close Error Message' for errors, 'Close Message' otherwise. */
  dismissLabel?: string;
  className?: string;
  id?: string;
}

const tones = (theme: DefaultTheme): Record<AlertType, { edge: string; surface: string }> => {
  const { feedback } = theme.color;
  return {
    error: { edge: feedback.error, surface: feedback.errorSurface },
    warning: { edge: feedback.warning, surface: feedback.warningSurface },
    info: { edge: feedback.info, surface: feedback.infoSurface },
    success: { edge: feedback.success, surface: feedback.successSurface },
  };
};

const Box = styled.div<{ $type: AlertType }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]}px;
  padding: ${({ theme }) => `${theme.space[2]}px ${theme.space[2]}px ${theme.space[2]}px ${theme.space[4]}px`};
  border-left: 4px solid;
  border-radius: ${({ theme }) => theme.radii.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: left;
  ${({ theme, $type }) => {
    const tone = tones(theme)[$type];
    return css`
      border-left-color: ${tone.edge};
      background: ${tone.surface};
      color: ${tone.edge};
    `;
  }}
`;

const Body = styled.div`
  flex: 1;
  min-width: 0;
  margin: ${({ theme }) => theme.space[2]}px 0;
  overflow-wrap: anywhere;

  > p {
    margin: 0;
  }

  > p + p {
    margin-top: ${({ theme }) => theme.space[1]}px;
  }
`;

const Title = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Close = styled.button`
  ${buttonReset}
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  border-radius: ${({ theme }) => theme.radii.sm};

  &:hover {
    background: ${({ theme }) => theme.color.surface.raised};
  }

  ${focusRing}
`;

/**
 * A message panel: error, warning, info or success. An error is `role="alert"` (read at once);
 * the others are a polite `status`. With `onDismiss` it has its own close control.
 */
export function Alert({ type = "error", title, children, onDismiss, dismissLabel, className, id }: AlertProps) {
  const label = dismissLabel ?? (type === "error" ? CLOSE_ERROR_MESSAGE : CLOSE_MESSAGE);
  return (
    <Box role={type === "error" ? "alert" : "status"} $type={type} className={className} id={id}>
      <Body>
        {title ? <Title>{title}</Title> : null}
        {typeof children === "string" ? <p>{children}</p> : children}
      </Body>
      {onDismiss ? (
        <Close type="button" aria-label={label} onClick={onDismiss}>
          <CloseIcon size={14} />
        </Close>
      ) : null}
    </Box>
  );
}
