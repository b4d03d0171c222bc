import { createHash } from "node:crypto";
import { GatewayError } from "./errors";

/** Visible ASCII, 1 to 64 characters: a UUID, a ULID or the caller's own scheme. */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,64}$/;

/** What a call answered the first time, kept with the record it created. */
export interface IdempotentAnswer<A> {
  keyHash: string;
  /** The parts of the request that must be the same on a retry. */
  fingerprint: string;
  answer: A;
}

/** The stored form of a caller's key: scoped to the merchant account, hashed. */
export function idempotencyKeyHash(merchantAccount: string, key: string): string {
  return createHash("sha256").update(`${merchantAccount}\n${key}`).digest("hex");
}

export function fingerprintOf(parts: readonly unknown[]): string {
  return createHash("sha256").update(JSON.stringify(parts)).digest("hex");
}

/**
 * One key, one answer. The first call with a key runs; calls with the same key that arrive while
 * it runs wait for it; later calls get the stored answer. A call that fails before anything is
 * stored (a refused request) leaves the key free, so a corrected retry can use it. The same key
 * with a different request is refused, as the real gateways do.
 *
 * `lookup` finds the stored answer of a key; `work` must store its answer (so that `lookup` finds
 * it) before it resolves. The guard holds one process's calls: the sandbox is one process.
 */
export class IdempotencyGuard<A> {
  private readonly running = new Map<string, Promise<unknown>>();

  constructor(private readonly lookup: (keyHash: string) => IdempotentAnswer<A> | undefined) {}

  async once(keyHash: string, fingerprint: string, work: () => Promise<A>): Promise<A> {
    for (;;) {
      const stored = this.lookup(keyHash);
      if (stored) {
        if (stored.fingerprint !== fingerprint) {
          throw new GatewayError(422, "IDEMPOTENCY_KEY_REUSED", "This Idempotency-Key was already used with a different request.");
        }
        return stored.answer;
      }
      const running = this.running.get(keyHash);
      if (!running) break;
      await running.catch(() => undefined);
    }
    const attempt = work();
    this.running.set(keyHash, attempt);
    try {
      return await attempt;
    } finally {
      this.running.delete(keyHash);
    }
  }
}
