import { parseCookies } from "../cookies";

/**
 * The shopper's cookies for one action's calls to the API: what the browser sent, updated with
 * what each answer sets (so the action's second call carries the session the first one created),
 * and every Set-Cookie line the API sent, to relay to the browser as the API's own answer would
 * have been through the storefront's /api forwarding.
 */
export interface RelayingCookieJar {
  fetch: typeof fetch;
  /** Every Set-Cookie line the API has answered so far, in order. */
  setCookies: () => string[];
}

/** A Set-Cookie line that removes its cookie (Max-Age=0 or less, or an expiry in the past). */
function removes(attributes: readonly string[]): boolean {
  return attributes.some((attribute) => {
    const [name = "", value = ""] = attribute.split("=").map((part) => part.trim());
    if (name.toLowerCase() === "max-age") return Number(value) <= 0;
    if (name.toLowerCase() === "expires") return Date.parse(value) <= Date.now();
    return false;
  });
}

export function relayingCookieJar(cookieHeader: string | null, base: typeof fetch = globalThis.fetch): RelayingCookieJar {
  const cookies = parseCookies(cookieHeader);
  const relayed: string[] = [];
  const jarFetch: typeof fetch = async (input, init) => {
    const headers = new Headers(init?.headers);
    const cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    if (cookie) headers.set("cookie", cookie);
    else headers.delete("cookie");
    const response = await base(input, { ...init, headers });
    for (const line of response.headers.getSetCookie()) {
      relayed.push(line);
      const [pair = "", ...attributes] = line.split(";");
      const separator = pair.indexOf("=");
      if (separator <= 0) continue;
      const name = pair.slice(0, separator).trim();
      if (removes(attributes)) cookies.delete(name);
      else cookies.set(name, pair.slice(separator + 1).trim());
    }
    return response;
  };
  return { fetch: jarFetch, setCookies: () => [...relayed] };
}
