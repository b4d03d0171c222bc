import { forwardRef, useSyncExternalStore, type AnchorHTMLAttributes } from "react";
import { Link } from "react-router";
import { inAppPath, isExternalHref } from "../links";

export interface SmartLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  href: string;
}

const subscribe = () => () => undefined;

/**
 * A link that follows the internal-link rule of spec 1 §2.2: a path whose first segment is an app
 * route navigates inside the app; anything else (another host, an unknown segment) is a full
 * page load. Links starting with http(s) to another host open as external links.
 */
export const SmartLink = forwardRef<HTMLAnchorElement, SmartLinkProps>(function SmartLink({ href, children, ...rest }, ref) {
  const host = useSyncExternalStore(
    subscribe,
    () => window.location.host,
    () => "storefront.invalid",
  );
  const path = isExternalHref(href) && !href.includes(host) ? null : inAppPath(href, host);
  if (path !== null) {
    return (
      <Link ref={ref} to={path} {...rest}>
        {children}
      </Link>
    );
  }
  return (
    <a ref={ref} href={href} {...rest}>
      {children}
    </a>
  );
});
