import type { AnchorHTMLAttributes, Ref } from "react";
import { useKitLink } from "./KitLinkProvider";

export interface KitLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  /** Without an address the anchor is inert (a disabled link). */
  href?: string;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A link that follows the app's internal-link rule (spec 1 §2.2): an in-app address renders the
 * router's link from `KitLinkProvider`; anything else (another host, a path the app does not
 * route, mailto:) is a plain anchor and a full page load. Unstyled, so `styled(KitLink)` works.
 */
export function KitLink({ href, children, ...rest }: KitLinkProps) {
  const { destination, RouterLink } = useKitLink(href);
  if (destination.kind === "app" && RouterLink) {
    return (
      <RouterLink to={destination.to} {...rest}>
        {children}
      </RouterLink>
    );
  }
  return (
    <a href={href} {...rest}>
      {children}
    </a>
  );
}
