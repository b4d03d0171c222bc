/**
 * The one reader of a Cookie header (or `document.cookie`): `name=value` pairs separated by `;`,
 * white space around them ignored. A name sent twice keeps its first value, as the API's cookie
 * parser does (the browser sends the cookie of the longest path first). Values are as sent: a
 * caller that wrote one encoded decodes it.
 */
export function parseCookies(header: string | null | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (header ?? "").split(";")) {
    const separator = part.indexOf("=");
    if (separator <= 0) continue;
    const name = part.slice(0, separator).trim();
    if (name && !cookies.has(name)) cookies.set(name, part.slice(separator + 1).trim());
  }
  return cookies;
}

/** One cookie's value as sent (undefined when the header has none of that name; '' when it is empty). */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  return parseCookies(header).get(name);
}
