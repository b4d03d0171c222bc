/** The `storefront` field of an app's package.json: the one place its brand id and port live. */
export interface StorefrontAppConfig {
  brand: string;
  port: number;
}

/** The API the storefront talks to: `API_URL`, else the local commerce API. */
export function apiUrl(env: Record<string, string | undefined> = process.env): string {
  return (env.API_URL || "http://127.0.0.1:4000").replace(/\/+$/, "");
}

/** The header that tells the API which brand a request belongs to. */
export const BRAND_HEADER = "x-storefront-brand";

export function readAppConfig(pkg: { name?: string; storefront?: Partial<StorefrontAppConfig> }): StorefrontAppConfig {
  const { brand, port } = pkg.storefront ?? {};
  if (typeof brand !== "string" || typeof port !== "number") {
    throw new Error(`${pkg.name ?? "app"}: package.json needs "storefront": { "brand": string, "port": number }`);
  }
  return { brand, port };
}
