import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "./passwords";
import { KeyRing, signToken, verifyToken } from "./tokens";

const secret = "a-test-secret-that-is-long-enough-for-hs256";
const ring = new KeyRing([{ kid: "current", secret }]);
const claims = { sub: "6f1c2a0e-5b3d-4c8e-9a71-000000001001", typ: "access", iat: 1_800_000_000, exp: 1_800_003_600 };

describe("password hashes", () => {
  it("match the password they were made from and nothing else", async () => {
    const stored = await hashPassword("Staff-sandbox-1");
    expect(stored).toMatch(/^scrypt\$16384\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(await verifyPassword("Staff-sandbox-1", stored)).toBe(true);
    expect(await verifyPassword("staff-sandbox-1", stored)).toBe(false);
    expect(await verifyPassword("Staff-sandbox-1", await hashPassword("Staff-sandbox-1"))).toBe(true);
    expect(await hashPassword("Staff-sandbox-1")).not.toBe(stored);
  });

  it("are the same for the same salt, so the seed stays deterministic", async () => {
    const salt = Buffer.alloc(16, 7);
    expect(await hashPassword("Customer-sandbox-1", salt)).toBe(await hashPassword("Customer-sandbox-1", salt));
  });

  it("never match when the stored value is malformed", async () => {
    for (const stored of ["", "plain", "bcrypt$x$y", "scrypt$16384$8$1$$", "scrypt$a$b$c$salt$hash"])
      expect(await verifyPassword("x", stored), stored).toBe(false);
  });
});

describe("HS256 tokens with key ids", () => {
  it("read back the claims they were signed with until they expire", async () => {
    const token = await signToken(claims, ring);
    expect(token.split(".")).toHaveLength(3);
    expect(await verifyToken(token, ring, claims.iat)).toEqual(claims);
    expect(await verifyToken(token, ring, claims.exp - 1)).toEqual(claims);
    expect(await verifyToken(token, ring, claims.exp)).toBeUndefined();
  });

  it("refuse another secret, a changed payload, another algorithm and malformed text", async () => {
    const token = await signToken(claims, ring);
    const [header, , signature] = token.split(".");
    const changed = Buffer.from(JSON.stringify({ ...claims, sub: "someone-else" })).toString("base64url");
    const none = Buffer.from(JSON.stringify({ alg: "none", typ: "JWT" })).toString("base64url");
    const withNone = `${none}.${token.split(".")[1]}.`;
    for (const candidate of [
      await signToken(claims, new KeyRing([{ kid: "current", secret: `${secret}!` }])),
      `${header}.${changed}.${signature}`,
      withNone,
      "a.b",
      "a.b.c",
      "",
      "..",
      `${token}.x`,
    ]) {
      expect(await verifyToken(candidate, ring, claims.iat), candidate).toBeUndefined();
    }
  });

  it("refuse a token signed without the claims an account token needs", async () => {
    const odd = async (changes: Record<string, unknown>) =>
      verifyToken(await signToken({ ...claims, ...changes } as typeof claims, ring), ring, claims.iat);
    expect(await odd({ exp: "later" })).toBeUndefined();
    expect(await odd({ sub: 42 })).toBeUndefined();
  });

  it("sign with the newest key and still verify a token of the previous one, so keys rotate", async () => {
    const rotated = new KeyRing([
      { kid: "next", secret: "n".repeat(40) },
      { kid: "current", secret },
    ]);
    const oldToken = await signToken(claims, ring);
    const newToken = await signToken(claims, rotated);
    expect(JSON.parse(Buffer.from(newToken.split(".")[0] ?? "", "base64url").toString())).toMatchObject({ alg: "HS256", kid: "next" });
    expect(await verifyToken(oldToken, rotated, claims.iat)).toEqual(claims);
    expect(await verifyToken(newToken, ring, claims.iat)).toBeUndefined();
  });

  it("refuse keys shorter than 32 bytes", () => {
    expect(() => new KeyRing([{ kid: "short", secret: "too short" }])).toThrow("at least 32 bytes");
  });
});

describe("IDENTITY_TOKEN_LIFETIMES (tests only)", () => {
  it("gives accounts at a named domain their own token lifetime, everyone else the hour", async () => {
    const { tokenLifetimesFromEnv, TOKEN_LIFETIME_SECONDS } = await import("./sandbox");
    const lifetimeFor = tokenLifetimesFromEnv("renewal.test=6, other.test=30");
    expect(lifetimeFor("riley@Renewal.test")).toBe(6);
    expect(lifetimeFor("morgan@other.test")).toBe(30);
    expect(lifetimeFor("customer@example.com")).toBe(TOKEN_LIFETIME_SECONDS);
    expect(tokenLifetimesFromEnv(undefined)("customer@example.com")).toBe(3600);
    expect(() => tokenLifetimesFromEnv("renewal.test=1")).toThrow(/domain=seconds/);
    expect(() => tokenLifetimesFromEnv("renewal.test")).toThrow(/domain=seconds/);
  });
});
