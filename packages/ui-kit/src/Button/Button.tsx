import type { AnchorHTMLAttributes, ButtonHTMLAttributes, MouseEvent, ReactNode, Ref } from "react";
import styled, { css, type DefaultTheme } from "styled-components";
import { focusRing } from "../internal/styles";
import { VisuallyHidden } from "../internal/VisuallyHidden";
import { up } from "../theme/media";

/** spec 3 §9: button levels. */
export type ButtonVariant = "primary" | "secondary";
/** spec 3 §9: button sizes. `smallMobile` is small below the md breakpoint and default from it. */
export type ButtonSize = "default" | "xs" | "small" | "smallMobile" | "medium" | "large" | "xl";

export const BUTTON_VARIANTS: readonly ButtonVariant[] = ["primary", "secondary"];
export const BUTTON_SIZES: readonly ButtonSize[] = ["default", "xs", "small", "smallMobile", "medium", "large", "xl"];

/** spec 3 §4: a link is external when it starts with http or https. */
export function isExternalHref(href: string): boolean {
  return /^https?:/i.test(href.trim());
}

interface CommonProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Stretches to the width of its container. */
  fullWidth?: boolean;
  /** An icon before the label; decorative, so give it aria-hidden. */
  iconStart?: ReactNode;
  iconEnd?: ReactNode;
  children?: ReactNode;
}

export type ButtonAsButtonProps = CommonProps &
  Omit<ButtonHTMLAttributes<HTMLButtonElement>, "children"> & {
    href?: undefined;
    ref?: Ref<HTMLButtonElement>;
  };

export type ButtonAsLinkProps = CommonProps &
  Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "children" | "href"> & {
    /** Renders an anchor: the anchor, not a button, emits the click (spec 3 §4). */
    href: string;
    disabled?: boolean;
    ref?: Ref<HTMLAnchorElement>;
  };

export type ButtonProps = ButtonAsButtonProps | ButtonAsLinkProps;

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

const sizeRules = (step: SizeStep) => css`
  min-height: ${step.minHeight}px;
  padding: ${({ theme }) => `${theme.space[step.padY]}px ${theme.space[step.padX]}px`};
  font-size: ${({ theme }) => theme.fontSizes[step.font]};
`;

const sizeStyles = ({ $size }: { $size: ButtonSize }) =>
  $size === "smallMobile"
    ? css`
        ${sizeRules(SIZES.small)}
        ${up("md")} {
          ${sizeRules(SIZES.default)}
        }
      `
    : sizeRules(SIZES[$size]);

const variantStyles = ({ $variant, theme }: { $variant: ButtonVariant; theme: DefaultTheme }) => {
  const { action, border } = theme.color;
  return $variant === "primary"
    ? css`
        background: ${action.primary};
        border-color: ${action.primary};
        color: ${action.primaryText};
        &:hover:not([aria-disabled="true"]):not(:disabled) {
          background: ${action.primaryHover};
          border-color: ${action.primaryHover};
        }
      `
    : css`
        background: ${action.secondary};
        border-color: ${border.strong};
        color: ${action.secondaryText};
        &:hover:not([aria-disabled="true"]):not(:disabled) {
          background: ${action.secondaryHover};
          border-color: ${action.secondaryText};
        }
      `;
};

interface StyleProps {
  $variant: ButtonVariant;
  $size: ButtonSize;
  $fullWidth: boolean;
}

const buttonStyles = css<StyleProps>`
  display: ${({ $fullWidth }) => ($fullWidth ? "flex" : "inline-flex")};
  width: ${({ $fullWidth }) => ($fullWidth ? "100%" : "auto")};
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]}px;
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
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
    transform: translateY(1px);
  }

  &:disabled,
  &[aria-disabled="true"] {
    background: ${({ theme }) => theme.color.action.disabled};
    border-color: ${({ theme }) => theme.color.action.disabled};
    color: ${({ theme }) => theme.color.action.disabledText};
    cursor: not-allowed;
  }

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const StyledButton = styled.button<StyleProps>`
  ${buttonStyles}
`;

const StyledLink = styled.a<StyleProps>`
  ${buttonStyles}
`;

/**
 * The kit's button (spec 3 §4 and §9). Given `href` it renders a link: external when the address
 * starts with http or https (opens in a new tab), and the click comes from the anchor.
 */
export function Button(props: ButtonProps) {
  const { variant = "primary", size = "default", fullWidth = false, iconStart, iconEnd, children } = props;
  const style = { $variant: variant, $size: size, $fullWidth: fullWidth };
  const content = (
    <>
      {iconStart}
      {children}
      {iconEnd}
    </>
  );

  if (props.href !== undefined) {
    const {
      variant: _v,
      size: _s,
      fullWidth: _f,
      iconStart: _is,
      iconEnd: _ie,
      children: _c,
      href,
      disabled,
      onClick,
      target,
      rel,
      ...anchorProps
    } = props;
    const external = isExternalHref(href);
    // A disabled link has no href, so it cannot be followed or focused by Tab.
    const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
      if (disabled) {
        event.preventDefault();
        return;
      }
      onClick?.(event);
    };
    return (
      <StyledLink
        {...anchorProps}
        {...style}
        href={disabled ? undefined : href}
        aria-disabled={disabled ? true : undefined}
        role={disabled ? "link" : undefined}
        target={target ?? (external ? "_blank" : undefined)}
        rel={rel ?? (external ? "noopener noreferrer" : undefined)}
        onClick={handleClick}
      >
        {content}
        {external && !target ? <VisuallyHidden> (opens in a new tab)</VisuallyHidden> : null}
      </StyledLink>
    );
  }

  const {
    variant: _v,
    size: _s,
    fullWidth: _f,
    iconStart: _is,
    iconEnd: _ie,
    children: _c,
    type = "button",
    ...buttonProps
  } = props;
  return (
    <StyledButton {...buttonProps} {...style} type={type}>
      {content}
    </StyledButton>
  );
}
