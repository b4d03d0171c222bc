export { isExternalHref, linkDestination, sameHostPath, type InAppPathRule, type LinkDestination } from "./href";
export { KitLinkProvider, useKitLink, useKitNavigation, type KitLinkConfig, type RouterLinkProps } from "./KitLinkProvider";
export { KitLink, type KitLinkProps } from "./KitLink";
export { InAppLinkArea } from "./InAppLinkArea";
