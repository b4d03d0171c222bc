import { useEffect, useRef, type ReactNode } from "react";
import { useKitNavigation } from "./KitLinkProvider";

/**
 * Makes plain anchors inside (HTML from the content service, markup that cannot use `KitLink`)
 * navigate in the app by the app's rule (spec 1 §2.2). Clicks with a modifier key, other mouse
 * buttons, new-tab and download links, and fragments are left to the browser.
 */
export function InAppLinkArea({ children, className }: { children?: ReactNode; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const navigateInApp = useKitNavigation();

  useEffect(() => {
    const area = ref.current;
    if (!area || !navigateInApp) return;
    // A listener, not an onClick prop: the area only delegates; the anchors stay the targets
    // for keyboard and screen readers.
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = event.target instanceof Element ? event.target.closest("a") : null;
      if (!anchor || !area.contains(anchor)) return;
      const href = anchor.getAttribute("href");
      if (!href || href.startsWith("#") || anchor.target === "_blank" || anchor.hasAttribute("download")) return;
      if (navigateInApp(href)) event.preventDefault();
    };
    area.addEventListener("click", onClick);
    return () => area.removeEventListener("click", onClick);
  }, [navigateInApp]);

  return (
    <div ref={ref} className={className}>
      {children}
    </div>
  );
}
