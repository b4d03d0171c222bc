import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { loadSecrets, MissingSecretsError, parseIdentityKeys } from "./secrets";

const folders: string[] = [];
const folder = () => {
  const dir = mkdtempSync(join(tmpdir(), "api-secrets-"));
  folders.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const KEY = "k".repeat(40);

describe("the API's secrets (issue 18)", () => {
  it("refuses a production start without SESSION_SECRET and IDENTITY_KEYS", () => {
    expect(() => loadSecrets({ env: {}, dataDir: folder(), production: true })).toThrow(MissingSecretsError);
    expect(() => loadSecrets({ env: { SESSION_SECRET: KEY }, dataDir: folder(), production: true })).toThrow(
      "The API will not start in production without IDENTITY_KEYS.",
    );
  });

  it("takes production secrets from the environment and writes nothing", () => {
    const dataDir = folder();
    const secrets = loadSecrets({
      env: { SESSION_SECRET: KEY, IDENTITY_KEYS: `2026-11:${KEY}, 2026-05:${"o".repeat(40)}` },
      dataDir,
      production: true,
    });
    expect(secrets.identityKeys.map((key) => key.kid)).toEqual(["2026-11", "2026-05"]);
    expect(() => statSync(join(dataDir, "secrets.json"))).toThrow();
  });

  it("generates random secrets on a first local start, keeps them private, and reuses them", () => {
    const dataDir = folder();
    const first = loadSecrets({ env: {}, dataDir, production: false });
    const again = loadSecrets({ env: {}, dataDir, production: false });
    const other = loadSecrets({ env: {}, dataDir: folder(), production: false });
    expect(again).toEqual(first);
    expect(other.sessionSecret).not.toBe(first.sessionSecret);
    expect(first.sessionSecret.length).toBeGreaterThanOrEqual(32);
    expect(statSync(join(dataDir, "secrets.json")).mode & 0o777).toBe(0o600);
    expect(readFileSync(join(dataDir, "secrets.json"), "utf8")).toContain(first.sessionSecret);
  });

  it("reads IDENTITY_KEYS as kid:secret pairs and refuses a pair without a kid", () => {
    expect(parseIdentityKeys(`a:${KEY},b:x:y`)).toEqual([
      { kid: "a", secret: KEY },
      { kid: "b", secret: "x:y" },
    ]);
    expect(() => parseIdentityKeys(KEY)).toThrow("IDENTITY_KEYS takes kid:secret pairs separated by commas");
  });
});
