import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import { and, eq, gt, like, lt, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { rateLimits } from "../db/schema";

type Counted = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** A counter's value and the milliseconds left until it is forgotten (0 when there is none). */
export interface Count {
  current: number;
  ttl: number;
}

/** Expired counters are swept after about this many counts of one process, so the table stays small. */
const SWEEP_EVERY = 500;

/**
 * The counters every limit of the API keeps in the `rate_limits` table (migration 0004), so every
 * API process on one database counts against the same limits (ARCHITECTURE.md, Security
 * baseline). The clock is the app's, so tests move it.
 */
export function rateLimitCounters(db: Database, now: () => Date) {
  let counts = 0;
  const sweep = async (at: Date) => {
    if (++counts % SWEEP_EVERY === 0) await db.delete(rateLimits).where(lt(rateLimits.resetsAt, at));
  };

  return {
    /** Adds one in a fixed window: a new or expired window starts at 1, a live one adds 1. */
    async count(key: string, windowMs: number): Promise<Count> {
      const at = now();
      const startsNow = sql`${rateLimits.resetsAt} <= ${at.toISOString()}::timestamptz`;
      const resetsAt = new Date(at.getTime() + windowMs);
      const [row] = await db
        .insert(rateLimits)
        .values({ key, hits: 1, resetsAt })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            hits: sql`case when ${startsNow} then 1 else ${rateLimits.hits} + 1 end`,
            resetsAt: sql`case when ${startsNow} then ${resetsAt.toISOString()}::timestamptz else ${rateLimits.resetsAt} end`,
          },
        })
        .returning({ hits: rateLimits.hits, resetsAt: rateLimits.resetsAt });
      await sweep(at);
      return { current: row?.hits ?? 1, ttl: Math.max(0, (row?.resetsAt ?? resetsAt).getTime() - at.getTime()) };
    },

    /**
     * Adds one and keeps the counter for `forgetAfterMs` from now (a sliding window: the count is
     * forgotten only after that long without a new one). The sign-in throttle's failures.
     */
    async countSliding(key: string, forgetAfterMs: number): Promise<Count> {
      const at = now();
      const live = sql`${rateLimits.resetsAt} > ${at.toISOString()}::timestamptz`;
      const resetsAt = new Date(at.getTime() + forgetAfterMs);
      const [row] = await db
        .insert(rateLimits)
        .values({ key, hits: 1, resetsAt })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: { hits: sql`case when ${live} then ${rateLimits.hits} + 1 else 1 end`, resetsAt },
        })
        .returning({ hits: rateLimits.hits });
      await sweep(at);
      return { current: row?.hits ?? 1, ttl: forgetAfterMs };
    },

    /** The counter without adding to it. */
    async read(key: string): Promise<Count> {
      const at = now();
      const [row] = await db
        .select({ hits: rateLimits.hits, resetsAt: rateLimits.resetsAt })
        .from(rateLimits)
        .where(and(eq(rateLimits.key, key), gt(rateLimits.resetsAt, at)))
        .limit(1);
      return row ? { current: row.hits, ttl: row.resetsAt.getTime() - at.getTime() } : { current: 0, ttl: 0 };
    },

    /** Forgets one counter. */
    async forget(key: string): Promise<void> {
      await db.delete(rateLimits).where(eq(rateLimits.key, key));
    },

    /** Forgets every counter whose key starts with the prefix (the prefix's `%` and `_` are taken literally). */
    async forgetPrefix(prefix: string): Promise<void> {
      await db.delete(rateLimits).where(like(rateLimits.key, `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
    },
  };
}

export type RateLimitCounters = ReturnType<typeof rateLimitCounters>;

/**
 * @fastify/rate-limit's store on the counters above: a count is one upsert, and the answer's ttl
 * is what is left of the window.
 */
export function databaseRateLimitStore(counters: RateLimitCounters): FastifyRateLimitStoreCtor {
  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    incr(key: string, done: Counted, timeWindow: number): void {
      counters.count(key, timeWindow).then((count) => done(null, count), done);
    }

    /** The count without adding to it (`createRateLimit(...)(request, { increment: false })`). */
    read(key: string, done: Counted): void {
      counters.read(key).then((count) => done(null, count), done);
    }

    /** Every limit shares the table; its keys are named by the limit (./rate-limits.ts). */
    child(): FastifyRateLimitStore {
      return new DatabaseRateLimitStore();
    }
  }

  return DatabaseRateLimitStore;
}
