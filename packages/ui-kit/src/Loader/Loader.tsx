import styled, { keyframes } from "styled-components";
import { VisuallyHidden } from "../VisuallyHidden/VisuallyHidden";

export type LoaderSize = "small" | "default" | "large";

const DIAMETER: Record<LoaderSize, number> = { small: 16, default: 32, large: 56 };

export interface LoaderProps {
  /** What is loading, read to screen readers. */
  label?: string;
  size?: LoaderSize;
  /** Covers the nearest positioned ancestor with a translucent layer while it loads. */
  overlay?: boolean;
  /** Shows the label beside the spinner, not only to screen readers. */
  showLabel?: boolean;
}

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const pulse = keyframes`
  50% { opacity: 0.4; }
`;

const Wrapper = styled.div<{ $overlay: boolean }>`
  display: ${({ $overlay }) => ($overlay ? "flex" : "inline-flex")};
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]}px;
  color: ${({ theme }) => theme.color.text.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  ${({ $overlay, theme }) => ($overlay ? `position: absolute; inset: 0; z-index: 1; background: ${theme.color.surface.raised}cc;` : "")}
`;

const Spinner = styled.span<{ $diameter: number }>`
  display: inline-block;
  flex: none;
  width: ${({ $diameter }) => $diameter}px;
  height: ${({ $diameter }) => $diameter}px;
  border: ${({ $diameter }) => Math.max(2, Math.round($diameter / 8))}px solid ${({ theme }) => theme.color.border.default};
  border-top-color: ${({ theme }) => theme.color.action.primary};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;

  @media (prefers-reduced-motion: reduce) {
    animation: ${pulse} 1.6s ease-in-out infinite;
  }
`;

/** A spinner that tells assistive technology what is loading. */
export function Loader({ label = "Loading", size = "default", overlay = false, showLabel = false }: LoaderProps) {
  return (
    <Wrapper role="status" $overlay={overlay}>
      <Spinner aria-hidden="true" $diameter={DIAMETER[size]} />
      {showLabel ? <span>{label}</span> : <VisuallyHidden>{label}</VisuallyHidden>}
    </Wrapper>
  );
}
