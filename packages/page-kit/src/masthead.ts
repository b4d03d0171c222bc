import { loaderDataOf, pageDataOf, type RouteMatchLike } from "./loader-data";

/**
 * The landing banner (spec 1 §2.3) and the breadcrumb trail (spec 1 §2.2), declared once: a page
 * supplies them as `page.masthead` / `page.breadcrumbs` in its loader data, or in its route
 * `handle`; the shell draws them.
 */
export interface MastheadMedia {
  src: string;
  alt?: string;
  /** Responsive sources: each applies when its media query matches. */
  mediaSet?: { source: string; media: string }[];
}

export type MastheadButtonType = "link" | "external link" | "refine" | "search";

export interface MastheadButton {
  type: MastheadButtonType;
  txt: string;
  href?: string;
}

/** A breadcrumb: Home is added by the shell; the last crumb is the page itself. */
export interface Crumb {
  name: string;
  uri: string;
}

export interface Masthead {
  breadcrumbs?: Crumb[];
  mastheadHeading: string;
  mastheadText?: string;
  subTitles?: string[];
  mastheadBg?: MastheadMedia;
  mastheadClass?: string;
  mastheadBtn?: MastheadButton[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

function isMasthead(value: unknown): value is Masthead {
  return isRecord(value) && typeof value.mastheadHeading === "string";
}

function isCrumbList(value: unknown): value is Crumb[] {
  return Array.isArray(value) && value.every((crumb) => isRecord(crumb) && typeof crumb.name === "string" && typeof crumb.uri === "string");
}

/** A page's own value for `key`: its loader's `page` first, then its route handle. */
function fromMatch(match: RouteMatchLike | undefined, key: "masthead" | "breadcrumbs"): unknown {
  if (!match) return undefined;
  const fromLoader = pageDataOf(loaderDataOf(match))?.[key];
  if (fromLoader !== undefined) return fromLoader;
  return isRecord(match.handle) ? match.handle[key] : undefined;
}

/** The deepest route's masthead. */
export function mastheadOf(matches: readonly RouteMatchLike[]): Masthead | undefined {
  const masthead = fromMatch(matches.at(-1), "masthead");
  return isMasthead(masthead) ? masthead : undefined;
}

/** The deepest route's breadcrumbs, else its masthead's. */
export function breadcrumbsOf(matches: readonly RouteMatchLike[]): Crumb[] {
  const last = matches.at(-1);
  const crumbs = fromMatch(last, "breadcrumbs");
  if (isCrumbList(crumbs)) return crumbs;
  return mastheadOf(matches)?.breadcrumbs ?? [];
}
