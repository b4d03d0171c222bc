/** A link is external when it starts with http or https (spec 1 §2.2, spec 3 §4): the one rule the kit's links, the page contract and the API client's redirect lookup share. */
export function isExternalHref(href: string): boolean {
  return /^https?:/i.test(href.trim());
}

/**
 * An address is malformed when a `%` does not start a valid UTF-8 escape (`/c/%E0%A4%A`): no page
 * can be named by it, so the storefront answers 400 rather than guessing (issue 18 item 2).
 */
export function hasMalformedPercentEncoding(path: string): boolean {
  try {
    decodeURIComponent(path);
    return false;
  } catch {
    return true;
  }
}
