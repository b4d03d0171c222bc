import { STOREFRONTS, type Storefront } from "./index";

/**
 * Each storefront's public origin, from one setting: `STOREFRONT_ORIGINS` as `brand=https://origin`
 * pairs separated by commas (each storefront's PUBLIC_ORIGIN). A storefront not named there is its
 * local server (http://localhost and http://127.0.0.1 on its app folder's port). Never a request
 * header: a forged Host or Origin must not put another site into a mailed link or let it write.
 */
export interface StorefrontOrigins {
  /** The origin of the links mailed for a storefront (email confirmation, password reset). */
  originOf(storefront: Storefront): string;
  /** The origins whose pages may write (the forgery guard, http/forgery-guard.ts). */
  writers: readonly string[];
}

const PAIR = /^([a-z0-9-]+)=(https?:\/\/[A-Za-z0-9.-]+(?::\d{1,5})?)\/?$/;

export function storefrontOrigins(
  env: Record<string, string | undefined>,
  storefronts: Iterable<Storefront> = STOREFRONTS.values(),
): StorefrontOrigins {
  const configured = new Map<string, string>();
  for (const pair of (env.STOREFRONT_ORIGINS ?? "").split(",").map((part) => part.trim())) {
    if (!pair) continue;
    const match = PAIR.exec(pair);
    if (!match) throw new Error(`STOREFRONT_ORIGINS takes brand=https://origin pairs separated by commas, not '${pair}'`);
    configured.set(match[1]!, match[2]!);
  }
  const all = [...storefronts];
  const local = (storefront: Storefront) => [`http://localhost:${storefront.port}`, `http://127.0.0.1:${storefront.port}`];
  return {
    originOf: (storefront) => configured.get(storefront.id) ?? local(storefront)[0]!,
    writers: all.flatMap((storefront) => {
      const origin = configured.get(storefront.id);
      return origin ? [origin] : local(storefront);
    }),
  };
}
