import type { FastifyInstance } from "fastify";

/** How long a draining process gives its requests in flight before it cuts them (issue 43 item 4). */
export const DRAIN_DEADLINE_MS = 10_000;

/**
 * Whether the process is on its way out (SIGTERM). While it drains, the readiness route
 * (`GET /api/ready`) answers 503, so the balancer's health check takes it out, and every answer
 * carries `Connection: close`, so the balancer keeps no idle connection to it that a request
 * could be sent on just as it stops.
 */
export class Drain {
  private started = false;

  get draining(): boolean {
    return this.started;
  }

  begin(): void {
    this.started = true;
  }
}

export function registerDrain(app: FastifyInstance, drain: Drain): void {
  app.addHook("onSend", async (_request, reply, payload) => {
    if (drain.draining) reply.header("connection", "close");
    return payload;
  });
}

/** DRAIN_GRACE_MS: how long a draining process keeps accepting (0 by default; behind a balancer, its health check's time to notice). */
export function drainGraceFromEnv(env: Record<string, string | undefined>): number {
  const value = env.DRAIN_GRACE_MS?.trim();
  if (!value) return 0;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 0 || ms >= DRAIN_DEADLINE_MS) {
    throw new Error(
      `DRAIN_GRACE_MS must be a whole number of milliseconds from 0 to ${DRAIN_DEADLINE_MS - 1}, not ${JSON.stringify(value)}.`,
    );
  }
  return ms;
}

export interface DrainSteps {
  app: FastifyInstance;
  drain: Drain;
  /** How long to keep accepting after readiness turns 503, so the balancer notices first (DRAIN_GRACE_MS). */
  graceMs: number;
  /** From the signal to cutting what is still running: DRAIN_DEADLINE_MS. */
  deadlineMs?: number;
  /** Closes the database pool, after the last request. */
  closeDatabase: () => Promise<void>;
  /** Resolves after `ms`; a real timer by default (tests hand in their own clock). */
  after?: (ms: number) => Promise<void>;
}

const timer = (ms: number) => new Promise<void>((done) => setTimeout(done, ms).unref());

/**
 * SIGTERM (src/server.ts): readiness 503 at once, new connections still accepted for the grace
 * period, then the listener closes (idle connections with it) and the requests in flight finish;
 * whatever still runs at the deadline is cut. Then the pool closes. Answers whether anything was
 * cut; the caller exits 0 either way, since the process did what a stop asks.
 */
export async function drainAndClose({
  app,
  drain,
  graceMs,
  deadlineMs = DRAIN_DEADLINE_MS,
  closeDatabase,
  after = timer,
}: DrainSteps): Promise<{ cut: boolean }> {
  drain.begin();
  const deadline = after(deadlineMs).then(() => "deadline" as const);
  if (graceMs > 0) await Promise.race([after(graceMs), deadline]);
  const closing = app.close().then(() => "closed" as const);
  const first = await Promise.race([closing, deadline]);
  if (first === "deadline") {
    app.server.closeAllConnections();
    await closing;
  }
  await closeDatabase();
  return { cut: first === "deadline" };
}
