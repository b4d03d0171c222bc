import { css, type DefaultTheme } from "styled-components";
import { buttonReset, focusRing } from "../internal/styles";
import { up } from "../theme/media";

/**
 * spec 3 §9: the levels primary and secondary; and the kit's quieter looks: `ghost` (no fill
 * until hovered), `link` (reads as a text link) and `icon` (a square, icon-only control).
 */
export type ButtonVariant = "primary" | "secondary" | "ghost" | "link" | "icon";
/** spec 3 §9: button sizes. `smallMobile` is small below the md breakpoint and default from it. */
export type ButtonSize = "default" | "xs" | "small" | "smallMobile" | "medium" | "large" | "xl";

export const BUTTON_VARIANTS: readonly ButtonVariant[] = ["primary", "secondary", "ghost", "link", "icon"];
export const BUTTON_SIZES: readonly ButtonSize[] = ["default", "xs", "small", "smallMobile", "medium", "large", "xl"];

interface SizeStep {
  minHeight: number;
  padY: number;
  padX: number;
  font: keyof DefaultTheme["fontSizes"];
}

const SIZES: Record<Exclude<ButtonSize, "smallMobile">, SizeStep> = {
  xs: { minHeight: 28, padY: 1, padX: 2, font: "xs" },
  small: { minHeight: 36, padY: 1, padX: 3, font: "sm" },
  default: { minHeight: 44, padY: 2, padX: 5, font: "md" },
  medium: { minHeight: 48, padY: 3, padX: 5, font: "md" },
  large: { minHeight: 56, padY: 3, padX: 6, font: "lg" },
  xl: { minHeight: 64, padY: 4, padX: 7, font: "xl" },
};

const sizeRules = (step: SizeStep, variant: ButtonVariant) => {
  // A text link takes the size of the text around it and keeps a 44 px touch target; an icon
  // button is a square of the size's height.
  if (variant === "link")
    return css`
      min-height: 44px;
      padding: 0;
      font-size: inherit;
    `;
  if (variant === "icon")
    return css`
      width: ${step.minHeight}px;
      height: ${step.minHeight}px;
      padding: 0;
      font-size: ${({ theme }) => theme.fontSizes[step.font]};
    `;
  return css`
    min-height: ${step.minHeight}px;
    padding: ${({ theme }) => `${theme.space[step.padY]}px ${theme.space[step.padX]}px`};
    font-size: ${({ theme }) => theme.fontSizes[step.font]};
  `;
};

const sizeStyles = ({ $size, $variant }: { $size: ButtonSize; $variant: ButtonVariant }) =>
  $size === "smallMobile"
    ? css`
        ${sizeRules(SIZES.small, $variant)}
        ${up("md")} {
          ${sizeRules(SIZES.default, $variant)}
        }
      `
    : sizeRules(SIZES[$size], $variant);

const enabled = `&:hover:not([aria-disabled="true"]):not(:disabled)`;

const variantStyles = ({ $variant, theme }: { $variant: ButtonVariant; theme: DefaultTheme }) => {
  const { action, border, text, surface } = theme.color;
  switch ($variant) {
    case "primary":
      return css`
        background: ${action.primary};
        border-color: ${action.primary};
        color: ${action.primaryText};
        ${enabled} {
          background: ${action.primaryHover};
          border-color: ${action.primaryHover};
        }
      `;
    case "secondary":
      return css`
        background: ${action.secondary};
        border-color: ${border.strong};
        color: ${action.secondaryText};
        ${enabled} {
          background: ${action.secondaryHover};
          border-color: ${action.secondaryText};
        }
      `;
    case "ghost":
    case "icon":
      return css`
        background: transparent;
        color: ${text.default};
        ${enabled} {
          background: ${surface.sunken};
        }
      `;
    case "link":
      return css`
        ${buttonReset}
        color: ${text.link};
        font-weight: inherit;
        text-decoration: underline;
        text-transform: none;
        letter-spacing: normal;
        ${enabled} {
          text-decoration-thickness: 2px;
        }
      `;
  }
};

export interface ButtonStyleProps {
  $variant: ButtonVariant;
  $size: ButtonSize;
  $fullWidth: boolean;
}

const disabledStyles = ({ $variant }: ButtonStyleProps) =>
  $variant === "link" || $variant === "ghost" || $variant === "icon"
    ? css`
        background: transparent;
        color: ${({ theme }) => theme.color.action.disabledText};
        text-decoration: none;
      `
    : css`
        background: ${({ theme }) => theme.color.action.disabled};
        border-color: ${({ theme }) => theme.color.action.disabled};
        color: ${({ theme }) => theme.color.action.disabledText};
      `;

export const buttonStyles = css<ButtonStyleProps>`
  display: ${({ $fullWidth }) => ($fullWidth ? "flex" : "inline-flex")};
  width: ${({ $fullWidth }) => ($fullWidth ? "100%" : "auto")};
  /* Never wider than its container: on a phone a long label wraps inside the button (issue 46). */
  max-width: 100%;
  flex: none;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]}px;
  border: 2px solid transparent;
  border-radius: ${({ theme, $variant }) => ($variant === "icon" ? theme.radii.pill : theme.radii.md)};
  font-family: ${({ theme }) => theme.fonts.body};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  letter-spacing: ${({ theme }) => (theme.headingCase === "uppercase" ? theme.letterSpacing.caps : "normal")};
  text-transform: ${({ theme }) => theme.headingCase};
  text-align: center;
  text-decoration: none;
  cursor: pointer;
  transition:
    background-color ${({ theme }) => theme.motion.fast}ms ease,
    border-color ${({ theme }) => theme.motion.fast}ms ease;
  ${variantStyles}
  ${sizeStyles}
  ${focusRing}

  &:active:not([aria-disabled="true"]):not(:disabled) {
    transform: ${({ $variant }) => ($variant === "link" ? "none" : "translateY(1px)")};
  }

  &:disabled,
  &[aria-disabled="true"] {
    ${disabledStyles}
    cursor: not-allowed;
  }

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;
