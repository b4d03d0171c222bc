import { useEffect, useRef, type ReactNode } from "react";
import styled, { css, keyframes } from "styled-components";
import { CloseIcon } from "../internal/CloseIcon";
import { buttonReset, focusRing } from "../internal/styles";

/** spec 1 §9: a global message hides itself after 3000 ms unless it is kept alive. */
export const GLOBAL_MESSAGE_TIMEOUT_MS = 3000;

export type GlobalMessageType = "error" | "success";

export interface GlobalMessageData {
  type: GlobalMessageType;
  text: ReactNode;
  /** Stays until closed (server cart messages and checkout errors do, spec 2 §8 and spec 3 §8). */
  keepAlive?: boolean;
}

export interface GlobalMessageProps {
  /** The message to show; null shows nothing. A new object restarts the timer. */
  message: GlobalMessageData | null;
  /** Called when the message closes itself or the shopper closes it. */
  onClose: () => void;
  timeout?: number;
}

const slideDown = keyframes`
  from { transform: translateY(-100%); }
  to { transform: none; }
`;

const floatIn = keyframes`
  from { opacity: 0; transform: translateY(-8px); }
  to { opacity: 1; transform: none; }
`;

const errorBar = css`
  top: 0;
  left: 0;
  right: 0;
  justify-content: center;
  padding: ${({ theme }) => `${theme.space[2]}px ${theme.space[7]}px ${theme.space[2]}px ${theme.space[4]}px`};
  background: ${({ theme }) => theme.color.feedback.error};
  color: ${({ theme }) => theme.color.text.inverse};
  animation: ${slideDown} ${({ theme }) => theme.motion.normal}ms ease-out;
`;

const successBox = css`
  top: ${({ theme }) => theme.space[4]}px;
  right: ${({ theme }) => theme.space[4]}px;
  left: ${({ theme }) => theme.space[4]}px;
  margin-left: auto;
  max-width: 420px;
  padding: ${({ theme }) => `${theme.space[3]}px ${theme.space[7]}px ${theme.space[3]}px ${theme.space[4]}px`};
  border-left: 4px solid ${({ theme }) => theme.color.feedback.success};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.color.feedback.successSurface};
  color: ${({ theme }) => theme.color.text.default};
  box-shadow: ${({ theme }) => theme.shadows.md};
  animation: ${floatIn} ${({ theme }) => theme.motion.normal}ms ease-out;
`;

const Bar = styled.div<{ $type: GlobalMessageType }>`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndices.message};
  display: flex;
  align-items: center;
  min-height: 48px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  ${({ $type }) => ($type === "error" ? errorBar : successBox)}

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Text = styled.div`
  margin: 0;
  overflow-wrap: anywhere;
`;

const Close = styled.button`
  ${buttonReset}
  position: absolute;
  top: 50%;
  right: ${({ theme }) => theme.space[1]}px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  transform: translateY(-50%);
  border-radius: ${({ theme }) => theme.radii.pill};

  &:hover {
    background: rgba(0, 0, 0, 0.12);
  }

  ${focusRing}
`;

/**
 * The shell's global message (spec 1 §2.9 and §4): an error is a red bar across the top, a
 * success a floating box. It hides after 3 s unless `keepAlive`, and can be closed.
 */
export function GlobalMessage({ message, onClose, timeout = GLOBAL_MESSAGE_TIMEOUT_MS }: GlobalMessageProps) {
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    if (!message || message.keepAlive) return;
    const timer = setTimeout(() => onCloseRef.current(), timeout);
    return () => clearTimeout(timer);
  }, [message, timeout]);

  if (!message) return null;
  return (
    <Bar $type={message.type} role={message.type === "error" ? "alert" : "status"}>
      <Text>{message.text}</Text>
      <Close type="button" aria-label="Close message" onClick={() => onCloseRef.current()}>
        <CloseIcon />
      </Close>
    </Bar>
  );
}
