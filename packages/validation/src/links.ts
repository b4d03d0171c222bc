/** A link is external when it starts with http or https (spec 1 §2.2, spec 3 §4): the one rule the kit's links, the page contract and the API client's redirect lookup share. */
export function isExternalHref(href: string): boolean {
  return /^https?:/i.test(href.trim());
}
