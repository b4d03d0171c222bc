/**
 * The landing banner's configuration (spec 1 §2.3). A route supplies it in its `handle.masthead`
 * or as `page.masthead` in its loader data; breadcrumbs likewise (`handle.breadcrumbs`,
 * `page.breadcrumbs`, or the masthead's).
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

interface MatchLike {
  handle?: unknown;
  loaderData?: unknown;
  data?: unknown;
}

function fromMatch<T>(match: MatchLike | undefined, key: "masthead" | "breadcrumbs"): T | undefined {
  if (!match) return undefined;
  const handle = match.handle as Record<string, unknown> | undefined;
  const loaderData = (match.loaderData ?? match.data) as { page?: Record<string, unknown> } | undefined;
  return (loaderData?.page?.[key] ?? handle?.[key]) as T | undefined;
}

/** The deepest route's masthead. */
export function mastheadOf(matches: readonly MatchLike[]): Masthead | undefined {
  return fromMatch<Masthead>(matches.at(-1), "masthead");
}

/** The deepest route's breadcrumbs, else its masthead's. */
export function breadcrumbsOf(matches: readonly MatchLike[]): Crumb[] {
  const last = matches.at(-1);
  return fromMatch<Crumb[]>(last, "breadcrumbs") ?? fromMatch<Masthead>(last, "masthead")?.breadcrumbs ?? [];
}

/** spec 1 §2.3: a background is a video when its file is one. */
export function isVideo(src: string): boolean {
  return /\.(mp4|webm|ogv|mov)(\?|#|$)/i.test(src);
}
