import { createContext, useContext, useMemo, type AnchorHTMLAttributes, type ComponentType, type ReactNode, type Ref } from "react";
import { useBrowserValue } from "../browser-value";
import { isPlainPath, linkDestination, sameHostPath, type InAppPathRule, type LinkDestination } from "./href";

/** What the kit passes to the router's link: react-router's `Link` takes exactly this. */
export interface RouterLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  to: string;
  ref?: Ref<HTMLAnchorElement>;
}

export interface KitLinkConfig {
  /** The router's link component (react-router's `Link`), rendered for in-app addresses. */
  component: ComponentType<RouterLinkProps>;
  /** The router's navigation (react-router's `useNavigate()`), for clicks the kit delegates. */
  navigate: (to: string) => void | Promise<void>;
  /**
   * The in-app path for an address, or null for a full page load (spec 1 §2.2: same host and a
   * first path segment the app routes). Default: every http(s) address on this host.
   */
  inAppPath?: InAppPathRule;
  /** This site's host. Default: the browser's `location.host`; the server knows only paths. */
  host?: string;
}

const KitLinkContext = createContext<KitLinkConfig | null>(null);

/**
 * Gives the kit the app's router, so kit links and buttons with an in-app address navigate
 * without a page load. The kit never imports a router itself; without this provider every kit
 * link is a plain anchor.
 */
export function KitLinkProvider({ children, component, navigate, inAppPath, host }: KitLinkConfig & { children?: ReactNode }) {
  const value = useMemo(() => ({ component, navigate, inAppPath, host }), [component, navigate, inAppPath, host]);
  return <KitLinkContext.Provider value={value}>{children}</KitLinkContext.Provider>;
}

/** On the server a relative path still resolves; a full address never counts as this host. */
const SERVER_HOST = "storefront.invalid";

/**
 * The host a link's address is read against. A plain path on this site goes where it goes on any
 * host, so such a link keeps the server's host in the browser too: the page's many links are not
 * all rendered again right after hydration to learn the browser's.
 */
function useHost(given: string | undefined, href: string | undefined): string {
  // Without an address there is nothing to resolve: no host either.
  const hostless = href === undefined || isPlainPath(href);
  const browserHost = useBrowserValue(() => (hostless ? SERVER_HOST : window.location.host), SERVER_HOST);
  return given ?? browserHost;
}

/** Where an address goes, by the app's rule, and the router's parts for going there. */
export function useKitLink(href: string | undefined): {
  destination: LinkDestination;
  RouterLink: ComponentType<RouterLinkProps> | null;
} {
  const config = useContext(KitLinkContext);
  const host = useHost(config?.host, href);
  if (href === undefined) return { destination: { kind: "document" }, RouterLink: null };
  const rule = config ? (config.inAppPath ?? sameHostPath) : null;
  return { destination: linkDestination(href, host, rule), RouterLink: config?.component ?? null };
}

/**
 * Navigates to an address inside the app when the app's rule says it is in-app and answers true;
 * answers false for anything the browser should load itself. Null without a provider.
 */
export function useKitNavigation(): ((href: string) => boolean) | null {
  const config = useContext(KitLinkContext);
  return useMemo(() => {
    if (!config) return null;
    const rule = config.inAppPath ?? sameHostPath;
    // Called on a click, in the browser: the host is read then, not rendered for.
    return (href: string) => {
      const destination = linkDestination(href, config.host ?? window.location.host, rule);
      if (destination.kind !== "app") return false;
      void config.navigate(destination.to);
      return true;
    };
  }, [config]);
}
