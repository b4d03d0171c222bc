import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { readStorefrontFolders } from "./app-folders";
import { DEFAULT_STOREFRONT, STOREFRONTS, storefrontFromHost } from "./index";

const appsDir = fileURLToPath(new URL("../../../", import.meta.url));

describe("the storefronts the API serves", () => {
  it("are the app folders with a storefront field, each named as its folder", () => {
    const folders = readdirSync(appsDir).filter((name) => {
      const pkg = JSON.parse(readFileSync(join(appsDir, name, "package.json"), "utf8")) as { storefront?: unknown };
      return pkg.storefront !== undefined;
    });
    expect([...STOREFRONTS.keys()].sort()).toEqual(folders.sort());
    for (const [id, storefront] of STOREFRONTS) expect(storefront.id).toBe(id);
  });

  it("take currency and time zone from the country", () => {
    expect(STOREFRONTS.get("aol-nz")).toMatchObject({ country: "NZ", currency: "NZD", timeZone: "Pacific/Auckland", port: 3003 });
    expect(STOREFRONTS.get("wa")).toMatchObject({
      displayName: "Wattle & Ash",
      country: "AU",
      currency: "AUD",
      timeZone: "Australia/Sydney",
    });
  });

  it("are found by port, and the one on the lowest port answers a request from elsewhere", () => {
    expect(storefrontFromHost("127.0.0.1:3005")?.id).toBe("hc");
    expect(storefrontFromHost("example.test")).toBeUndefined();
    expect(DEFAULT_STOREFRONT.id).toBe("wa");
  });
});

describe("reading app folders", () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
    dir = undefined;
  });

  const app = (name: string, pkg: unknown) => {
    dir ??= mkdtempSync(join(tmpdir(), "sf-apps-"));
    mkdirSync(join(dir, name));
    writeFileSync(join(dir, name, "package.json"), JSON.stringify(pkg));
    return dir;
  };

  it("adds a seventh brand by its folder alone, ordered by port", () => {
    app("api", { name: "@storefront/api" });
    app("zz", { storefront: { brand: "zz", port: 3007, displayName: "Zephyr Home", country: "NZ" } });
    const apps = app("aa", { storefront: { brand: "aa", port: 3001, displayName: "Acacia", country: "AU" } });
    expect(readStorefrontFolders(apps).map((s) => s.id)).toEqual(["aa", "zz"]);
  });

  it("names the file and the field of a broken storefront field", () => {
    const apps = app("bad", { storefront: { brand: "Bad Brand", port: 0, country: "UK" } });
    expect(() => readStorefrontFolders(apps)).toThrow(
      /bad\/package\.json: storefront\.brand must be a lower-case slug; storefront\.port must be a port number; storefront\.displayName must be the brand's name; storefront\.country must be "AU" or "NZ"/,
    );
  });

  it("says where it looked and what to do when there is no app folder", () => {
    expect(() => readStorefrontFolders(join(tmpdir(), "no-such-apps-folder"))).toThrow(/No storefront found in .*no-such-apps-folder/);
  });

  it("refuses two storefronts on one port", () => {
    app("one", { storefront: { brand: "one", port: 3001, displayName: "One", country: "AU" } });
    const apps = app("two", { storefront: { brand: "two", port: 3001, displayName: "Two", country: "AU" } });
    expect(() => readStorefrontFolders(apps)).toThrow(/share the port 3001/);
  });
});
