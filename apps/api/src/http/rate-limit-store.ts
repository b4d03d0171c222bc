import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import { and, eq, gt, lt, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { rateLimits } from "../db/schema";

type Counted = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** Expired counters are swept after about this many counts of one process, so the table stays small. */
const SWEEP_EVERY = 500;

/**
 * @fastify/rate-limit's store on the API's database (the `rate_limits` table, migration 0004), so
 * every API process on one database counts against the same limits (ARCHITECTURE.md, Security
 * baseline). A count is one upsert: a new or expired window starts at 1, a live one adds 1, and
 * the answer's ttl is what is left of the window. The clock is the app's, so tests move it.
 */
export function databaseRateLimitStore(db: Database, now: () => Date): FastifyRateLimitStoreCtor {
  let counts = 0;

  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    incr(key: string, done: Counted, timeWindow: number): void {
      const at = now();
      const startsNow = sql`${rateLimits.resetsAt} <= ${at.toISOString()}::timestamptz`;
      const resetsAt = new Date(at.getTime() + timeWindow);
      db.insert(rateLimits)
        .values({ key, hits: 1, resetsAt })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            hits: sql`case when ${startsNow} then 1 else ${rateLimits.hits} + 1 end`,
            resetsAt: sql`case when ${startsNow} then ${resetsAt.toISOString()}::timestamptz else ${rateLimits.resetsAt} end`,
          },
        })
        .returning({ hits: rateLimits.hits, resetsAt: rateLimits.resetsAt })
        .then(async ([row]) => {
          if (++counts % SWEEP_EVERY === 0) await db.delete(rateLimits).where(lt(rateLimits.resetsAt, at));
          done(null, { current: row?.hits ?? 1, ttl: Math.max(0, (row?.resetsAt ?? resetsAt).getTime() - at.getTime()) });
        }, done);
    }

    /** The count without adding to it (`createRateLimit(...)(request, { increment: false })`). */
    read(key: string, done: Counted): void {
      const at = now();
      db.select({ hits: rateLimits.hits, resetsAt: rateLimits.resetsAt })
        .from(rateLimits)
        .where(and(eq(rateLimits.key, key), gt(rateLimits.resetsAt, at)))
        .limit(1)
        .then(
          ([row]) => done(null, row ? { current: row.hits, ttl: row.resetsAt.getTime() - at.getTime() } : { current: 0, ttl: 0 }),
          done,
        );
    }

    /** Every limit shares the table; its keys are named by the limit (./rate-limits.ts). */
    child(): FastifyRateLimitStore {
      return new DatabaseRateLimitStore();
    }
  }

  return DatabaseRateLimitStore;
}
