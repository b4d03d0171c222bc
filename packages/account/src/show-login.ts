/** spec 3 §2: a `showlogin` query parameter, in any letter case, opens the login panel. */
export function hasShowLogin(search: string): boolean {
  return [...new URLSearchParams(search).keys()].some((key) => key.toLowerCase() === "showlogin");
}

/** The address without its showlogin parameter: where the panel's login comes back to, and what closing it leaves. */
export function withoutShowLogin(pathname: string, search: string): string {
  const query = new URLSearchParams(search);
  for (const key of [...query.keys()]) if (key.toLowerCase() === "showlogin") query.delete(key);
  const rest = query.toString();
  return `${pathname}${rest ? `?${rest}` : ""}`;
}
