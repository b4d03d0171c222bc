import type { AnchorHTMLAttributes, ButtonHTMLAttributes, MouseEvent, ReactNode, Ref } from "react";
import styled from "styled-components";
import { KitLink } from "../Link/KitLink";
import { useKitLink } from "../Link/KitLinkProvider";
import { VisuallyHidden } from "../VisuallyHidden/VisuallyHidden";
import { buttonStyles, type ButtonSize, type ButtonStyleProps, type ButtonVariant } from "./button-styles";

export { BUTTON_SIZES, BUTTON_VARIANTS, type ButtonSize, type ButtonVariant } from "./button-styles";

interface CommonProps {
  size?: ButtonSize;
  /** Stretches to the width of its container. */
  fullWidth?: boolean;
  /** An icon before the label; decorative, so give it aria-hidden. */
  iconStart?: ReactNode;
  iconEnd?: ReactNode;
  children?: ReactNode;
}

/** An icon button shows no text, so it must be named (`aria-label`). */
type VariantProps = { variant?: Exclude<ButtonVariant, "icon"> } | { variant: "icon"; "aria-label": string };

export type ButtonAsButtonProps = CommonProps &
  VariantProps &
  Omit<ButtonHTMLAttributes<HTMLButtonElement>, "children"> & {
    href?: undefined;
    ref?: Ref<HTMLButtonElement>;
  };

export type ButtonAsLinkProps = CommonProps &
  VariantProps &
  Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "children" | "href"> & {
    /** Renders a link: the anchor, not a button, emits the click (spec 3 §4). */
    href: string;
    disabled?: boolean;
    ref?: Ref<HTMLAnchorElement>;
  };

export type ButtonProps = ButtonAsButtonProps | ButtonAsLinkProps;

const StyledButton = styled.button<ButtonStyleProps>`
  ${buttonStyles}
`;

const StyledLink = styled(KitLink)<ButtonStyleProps>`
  ${buttonStyles}
`;

function ButtonLink({
  href,
  disabled,
  onClick,
  target,
  rel,
  children,
  ...anchorProps
}: Omit<ButtonAsLinkProps, keyof CommonProps | "variant"> & ButtonStyleProps & { children: ReactNode }) {
  const { destination } = useKitLink(href);
  // spec 3 §4: an http(s) address is external; it opens in a new tab unless the app routes it.
  const external = destination.kind === "external";
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
      // A disabled link has no address, so it cannot be followed or reached with Tab.
      href={disabled ? undefined : href}
      aria-disabled={disabled ? true : undefined}
      role={disabled ? "link" : undefined}
      target={target ?? (external ? "_blank" : undefined)}
      rel={rel ?? (external ? "noopener noreferrer" : undefined)}
      onClick={handleClick}
    >
      {children}
      {external && !target ? <VisuallyHidden> (opens in a new tab)</VisuallyHidden> : null}
    </StyledLink>
  );
}

/**
 * The kit's button (spec 3 §4 and §9), after cal.com's: levels primary and secondary, the
 * variants ghost, link and icon, seven sizes. Given `href` it renders a link: the router's link
 * for an in-app address (through `KitLinkProvider`), else an anchor; the anchor emits the click.
 */
export function Button(props: ButtonProps) {
  const { variant = "primary", size = "default", fullWidth = false, iconStart, iconEnd, children } = props;
  const style: ButtonStyleProps = { $variant: variant, $size: size, $fullWidth: fullWidth };
  const content = (
    <>
      {iconStart}
      {children}
      {iconEnd}
    </>
  );

  if (props.href !== undefined) {
    const { variant: _v, size: _s, fullWidth: _f, iconStart: _is, iconEnd: _ie, children: _c, ...linkProps } = props;
    return (
      <ButtonLink {...linkProps} {...style}>
        {content}
      </ButtonLink>
    );
  }

  const { variant: _v, size: _s, fullWidth: _f, iconStart: _is, iconEnd: _ie, children: _c, type = "button", ...buttonProps } = props;
  return (
    <StyledButton {...buttonProps} {...style} type={type}>
      {content}
    </StyledButton>
  );
}
