import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { SigningKey } from "./identity/tokens";

/**
 * The API's secrets (issue 18 item 1): the session cookie's signing secret and the identity
 * provider's token keys. There is no default written in the source. In production they come from
 * the environment or the API refuses to start; elsewhere the first start generates random ones
 * and keeps them in the data folder (git-ignored, readable by the owner only), so later starts
 * keep shoppers signed in.
 *
 * - SESSION_SECRET: 32 bytes or more.
 * - IDENTITY_KEYS: `kid:secret` pairs separated by commas; the first signs, all verify (rotation).
 */
export interface ApiSecrets {
  sessionSecret: string;
  identityKeys: SigningKey[];
}

export class MissingSecretsError extends Error {}

export function parseIdentityKeys(value: string): SigningKey[] {
  return value
    .split(",")
    .map((pair) => pair.trim())
    .filter(Boolean)
    .map((pair) => {
      const colon = pair.indexOf(":");
      if (colon <= 0) throw new Error("IDENTITY_KEYS takes kid:secret pairs separated by commas");
      return { kid: pair.slice(0, colon), secret: pair.slice(colon + 1) };
    });
}

const randomSecret = () => randomBytes(48).toString("base64url");

export function loadSecrets({
  env,
  dataDir,
  production,
}: {
  env: Record<string, string | undefined>;
  dataDir: string;
  production: boolean;
}): ApiSecrets {
  const fromEnv = {
    sessionSecret: env.SESSION_SECRET,
    identityKeys: env.IDENTITY_KEYS ? parseIdentityKeys(env.IDENTITY_KEYS) : undefined,
  };
  if (fromEnv.sessionSecret && fromEnv.identityKeys) return { sessionSecret: fromEnv.sessionSecret, identityKeys: fromEnv.identityKeys };
  if (production) {
    const missing = [!fromEnv.sessionSecret && "SESSION_SECRET", !fromEnv.identityKeys && "IDENTITY_KEYS"].filter(Boolean);
    throw new MissingSecretsError(`The API will not start in production without ${missing.join(" and ")}.`);
  }
  const file = join(dataDir, "secrets.json");
  const kept = existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as Partial<ApiSecrets>) : {};
  const local: ApiSecrets = {
    sessionSecret: kept.sessionSecret ?? randomSecret(),
    identityKeys: kept.identityKeys ?? [{ kid: `local-${Date.now().toString(36)}`, secret: randomSecret() }],
  };
  if (!kept.sessionSecret || !kept.identityKeys) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, `${JSON.stringify(local, null, 2)}\n`, { mode: 0o600 });
    chmodSync(file, 0o600);
  }
  return { sessionSecret: fromEnv.sessionSecret ?? local.sessionSecret, identityKeys: fromEnv.identityKeys ?? local.identityKeys };
}

/** Fresh random secrets that live as long as the process (tests, benchmarks). */
export function ephemeralSecrets(): ApiSecrets {
  return { sessionSecret: randomSecret(), identityKeys: [{ kid: "ephemeral", secret: randomSecret() }] };
}
