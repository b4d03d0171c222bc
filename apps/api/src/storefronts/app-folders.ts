import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * The storefronts come from the app folders (issue 11 item 3, issue 19 item 4): every
 * apps/<id>/package.json with a `storefront` field is one. The app's app/brand.ts reads the
 * same field, so adding a brand is adding its folder, and no list is kept twice.
 */
export interface StorefrontDefinition {
  id: string;
  displayName: string;
  country: "AU" | "NZ";
  /** Local port of the storefront's server: a request without the brand header is mapped by it. */
  port: number;
  /**
   * The storefront's own checkout option flags (`storefront.checkoutOptions`, names of the
   * contract's CHECKOUT_OPTIONS, e.g. "PurchaseOrderNumber"): brand variants are flags, never brand ids.
   */
  checkoutOptions: string[];
  /**
   * The storefront's account option flags (`storefront.accountOptions`): `AbnOnRegistration`
   * asks trade customers for their ABN when they register (spec 3 §7 register's ABN).
   */
  accountOptions: string[];
  /**
   * The storefront's app has staff tooling (`storefront.staffTooling`, the brand feature of the
   * same name): staff of it reach the project area (issue 15). False when absent.
   */
  staffTooling: boolean;
}

const ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const ID_NAME = /^[A-Za-z][A-Za-z0-9]*$/;

/** One app's `storefront` field, checked; an error names the file and the field. */
export function storefrontOf(file: string, field: unknown): StorefrontDefinition {
  const value = (field ?? {}) as Record<string, unknown>;
  const problems = [
    typeof value.brand === "string" && ID.test(value.brand) ? undefined : "storefront.brand must be a lower-case slug",
    Number.isInteger(value.port) && (value.port as number) > 0 && (value.port as number) < 65536
      ? undefined
      : "storefront.port must be a port number",
    typeof value.displayName === "string" && value.displayName.trim() ? undefined : "storefront.displayName must be the brand's name",
    value.country === "AU" || value.country === "NZ" ? undefined : 'storefront.country must be "AU" or "NZ"',
    value.checkoutOptions === undefined ||
    (Array.isArray(value.checkoutOptions) && value.checkoutOptions.every((name) => typeof name === "string" && ID_NAME.test(name)))
      ? undefined
      : "storefront.checkoutOptions must be a list of option names",
    value.accountOptions === undefined ||
    (Array.isArray(value.accountOptions) && value.accountOptions.every((name) => typeof name === "string" && ID_NAME.test(name)))
      ? undefined
      : "storefront.accountOptions must be a list of option names",
    value.staffTooling === undefined || typeof value.staffTooling === "boolean"
      ? undefined
      : "storefront.staffTooling must be true or false",
  ].filter((problem): problem is string => problem !== undefined);
  if (problems.length) throw new Error(`${file}: ${problems.join("; ")}`);
  return {
    id: value.brand as string,
    displayName: (value.displayName as string).trim(),
    country: value.country as "AU" | "NZ",
    port: value.port as number,
    checkoutOptions: (value.checkoutOptions as string[] | undefined) ?? [],
    accountOptions: (value.accountOptions as string[] | undefined) ?? [],
    staffTooling: value.staffTooling === true,
  };
}

/** Every storefront of the apps folder, ordered by port; a clear error when there is none or two share an id or port. */
export function readStorefrontFolders(appsDir: string): StorefrontDefinition[] {
  const found: StorefrontDefinition[] = [];
  const folders = existsSync(appsDir) ? readdirSync(appsDir, { withFileTypes: true }).filter((entry) => entry.isDirectory()) : [];
  for (const folder of folders) {
    const file = join(appsDir, folder.name, "package.json");
    if (!existsSync(file)) continue;
    const pkg = JSON.parse(readFileSync(file, "utf8")) as { storefront?: unknown };
    if (pkg.storefront !== undefined) found.push(storefrontOf(file, pkg.storefront));
  }
  if (found.length === 0) {
    throw new Error(
      `No storefront found in ${appsDir}: the API reads its storefronts from the "storefront" field of apps/<id>/package.json. ` +
        "Run it from the monorepo, or build it (pnpm --filter @storefront/api build), which writes the list into dist.",
    );
  }
  for (const key of ["id", "port"] as const) {
    const seen = new Set<unknown>();
    for (const storefront of found) {
      if (seen.has(storefront[key])) throw new Error(`Two storefronts in ${appsDir} share the ${key} ${String(storefront[key])}`);
      seen.add(storefront[key]);
    }
  }
  return found.sort((a, b) => a.port - b.port);
}
