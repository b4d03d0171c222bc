/**
 * A return address (`returnUrl` of the login and logout pages) is a path on this site. It is read
 * as the browser and the router read it, through the WHATWG URL parser: tabs and newlines are
 * dropped, backslashes are slashes, so `/\t/evil.example` is `//evil.example`, another host.
 * Answers the path with its query and fragment, or null for anything that leaves the site.
 */
const THIS_SITE = "http://this-site.invalid";
export const RETURN_PATH_MAX_LENGTH = 2000;

export function sameSitePath(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const candidate = value.trim();
  if (!candidate.startsWith("/") || candidate.length > RETURN_PATH_MAX_LENGTH) return null;
  let url: URL;
  try {
    url = new URL(candidate, THIS_SITE);
  } catch {
    return null;
  }
  return url.origin === THIS_SITE ? `${url.pathname}${url.search}${url.hash}` : null;
}
