import type { MouseEvent, ReactNode } from "react";
import { useNavigate } from "react-router";
import { inAppPath } from "@storefront/page-kit/links";

/**
 * spec 1 §2.2: a link on the same host whose first path segment is a route navigates inside the
 * app; anything else is a full page load. Wraps content whose anchors are plain `<a>` (product
 * cards from the kit, HTML from the content service) so their clicks navigate in the app.
 */
export function InAppLinks({ children, className }: { children: ReactNode; className?: string }) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as HTMLElement).closest("a");
    if (!anchor || !event.currentTarget.contains(anchor)) return;
    const href = anchor.getAttribute("href");
    // Fragments on the same page scroll as the browser does; new tabs and downloads are left alone.
    if (!href || href.startsWith("#") || anchor.target === "_blank" || anchor.hasAttribute("download")) return;
    const path = inAppPath(anchor.href, window.location.host);
    if (path === null) return;
    event.preventDefault();
    navigate(path);
  };
  return (
    // Delegation only: the anchors inside stay the keyboard and screen-reader targets.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div className={className} onClick={onClick}>
      {children}
    </div>
  );
}
