import styled, { css, keyframes } from "styled-components";
import { buttonReset, focusRing } from "../internal/styles";
import { visuallyHidden } from "../VisuallyHidden/VisuallyHidden";

/** spec 3 §9: modal types and their numbers in the original kit. */
export const MODAL_TYPES = { leftAligned: 1, centerAligned: 2, twoCol: 3, noStyles: 4, noDefaultPadding: 5 } as const;
export type ModalType = keyof typeof MODAL_TYPES;

/** spec 3 §9: maximum widths in pixels; the two-column modal is always large. */
export const MODAL_MAX_WIDTH = { default: 700, small: 560, medium: 800, large: 970 } as const;
export type ModalSize = keyof typeof MODAL_MAX_WIDTH;

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const rise = keyframes`
  from { opacity: 0; transform: translateY(16px); }
  to { opacity: 1; transform: none; }
`;

export const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.modal};
  display: flex;
  align-items: flex-end;
  justify-content: center;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space[4]}px ${({ theme }) => theme.space[3]}px 0;
  background: ${({ theme }) => theme.color.overlay};
  animation: ${fadeIn} ${({ theme }) => theme.motion.normal}ms ease-out;

  /* spec 3 §9: modal breakpoints 767 px and 974 px. Below 768 px the modal is a bottom sheet. */
  @media (min-width: 768px) {
    align-items: center;
    padding: ${({ theme }) => theme.space[6]}px;
  }

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const panelChrome = css`
  background: ${({ theme }) => theme.color.surface.raised};
  color: ${({ theme }) => theme.color.text.default};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  border-radius: ${({ theme }) => `${theme.radii.lg} ${theme.radii.lg} 0 0`};

  @media (min-width: 768px) {
    border-radius: ${({ theme }) => theme.radii.lg};
  }
`;

export const Panel = styled.div<{ $type: ModalType; $maxWidth: number }>`
  position: relative;
  width: 100%;
  max-width: ${({ $maxWidth }) => $maxWidth}px;
  max-height: calc(100vh - ${({ theme }) => theme.space[4]}px);
  overflow-y: auto;
  margin: auto auto 0;
  text-align: ${({ $type }) => ($type === "centerAligned" ? "center" : "left")};
  ${({ $type }) => ($type === "noStyles" ? "" : panelChrome)}
  animation: ${rise} ${({ theme }) => theme.motion.normal}ms ease-out;

  &:focus {
    outline: none;
  }

  @media (min-width: 768px) {
    margin: auto;
    max-height: none;
    overflow-y: visible;
  }

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const unpadded = (type: ModalType) => type === "noDefaultPadding" || type === "noStyles";

export const Body = styled.div<{ $type: ModalType }>`
  padding: ${({ theme, $type }) => (unpadded($type) ? "0" : `${theme.space[6]}px ${theme.space[4]}px`)};

  @media (min-width: 768px) {
    padding: ${({ theme, $type }) => (unpadded($type) ? "0" : `${theme.space[6]}px ${theme.space[6]}px`)};
  }
`;

export const Title = styled.h2<{ $hidden: boolean; $centered: boolean }>`
  margin: 0 ${({ theme }) => theme.space[7]}px ${({ theme }) => theme.space[4]}px
    ${({ theme, $centered }) => ($centered ? theme.space[7] : 0)}px;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  ${({ $hidden }) => ($hidden ? visuallyHidden : "")}
`;

export const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]}px;

  @media (min-width: 975px) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    gap: ${({ theme }) => theme.space[6]}px;
  }
`;

export const Footer = styled.div<{ $type: ModalType }>`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]}px;
  justify-content: ${({ $type }) => ($type === "centerAligned" ? "center" : "flex-end")};
  margin-top: ${({ theme }) => theme.space[5]}px;
`;

export const CloseButton = styled.button`
  ${buttonReset}
  position: absolute;
  top: ${({ theme }) => theme.space[2]}px;
  right: ${({ theme }) => theme.space[2]}px;
  z-index: 1;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ theme }) => theme.color.text.default};

  &:hover {
    background: ${({ theme }) => theme.color.surface.sunken};
  }

  ${focusRing}
`;

export const ErrorList = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]}px;
  margin: 0 0 ${({ theme }) => theme.space[4]}px;
`;
