import autocannon from "autocannon";

export interface LoadOptions {
  /** Every address is loaded; connection i goes to urls[i % urls.length] (autocannon's rule). */
  urls: string[];
  connections: number;
  durationSeconds: number;
  /** A request unanswered for this long counts as a timeout (autocannon's `timeout`). */
  timeoutSeconds: number;
  /** Sent with every request (for example `accept-encoding`, as a browser sends it). */
  headers?: Record<string, string>;
}

/** What a load run ends with, as the README records it. */
export interface LoadSummary {
  connections: number;
  urls: number;
  durationSeconds: number;
  /** Answers received, whatever their status. */
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Socket errors and timeouts (autocannon counts a timeout as an error too). */
  socketErrors: number;
  timeouts: number;
  /** Answers whose status is not 2xx: a 503 page under load is a failure here. */
  non2xx: number;
  /** socketErrors + non2xx: the run holds when this and `timeouts` are 0. */
  errors: number;
  statusCodes: Record<string, number>;
}

/** Runs autocannon over the addresses for the duration and sums up what came back. */
export async function runLoad({ urls, connections, durationSeconds, timeoutSeconds, headers }: LoadOptions): Promise<LoadSummary> {
  if (urls.length === 0) throw new Error("runLoad needs at least one address");
  const result = await autocannon({
    // autocannon takes several addresses (lib/url.js); its published types name only one.
    url: urls as unknown as string,
    connections,
    duration: durationSeconds,
    timeout: timeoutSeconds,
    headers: headers ?? {},
  });
  return summarise(result, urls.length);
}

/** The summary of an autocannon result (exported for its test). */
export function summarise(result: autocannon.Result, urls: number): LoadSummary {
  const classes = ["1xx", "2xx", "3xx", "4xx", "5xx"] as const;
  const statusCodes = Object.fromEntries(classes.filter((name) => result[name] > 0).map((name) => [name, result[name]]));
  const answered = classes.reduce((sum, name) => sum + result[name], 0);
  return {
    connections: result.connections,
    urls,
    durationSeconds: result.duration,
    requests: answered,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    socketErrors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    errors: result.errors + result.non2xx,
    statusCodes,
  };
}

/** Why a run failed, or null when it held: no error, no timeout, and at least one answer. */
export function failureOf(summary: LoadSummary): string | null {
  const problems = [];
  if (summary.requests === 0) problems.push("no request was answered");
  if (summary.non2xx > 0) problems.push(`${summary.non2xx} answers were not 2xx (${JSON.stringify(summary.statusCodes)})`);
  if (summary.timeouts > 0) problems.push(`${summary.timeouts} requests timed out`);
  const otherErrors = summary.socketErrors - summary.timeouts;
  if (otherErrors > 0) problems.push(`${otherErrors} connection errors`);
  return problems.length ? problems.join("; ") : null;
}

/** The run as a few lines for the terminal and the README. */
export function formatSummary(summary: LoadSummary): string {
  return [
    `${summary.connections} connections over ${summary.urls} addresses for ${summary.durationSeconds} s`,
    `requests  ${summary.requests} (${summary.requestsPerSecond}/s)`,
    `latency   p50 ${summary.p50Ms} ms, p99 ${summary.p99Ms} ms, max ${summary.maxMs} ms`,
    `errors    ${summary.errors} (non-2xx ${summary.non2xx}, connection errors ${summary.socketErrors - summary.timeouts})`,
    `timeouts  ${summary.timeouts}`,
    `statuses  ${JSON.stringify(summary.statusCodes)}`,
  ].join("\n");
}

/**
 * Runs taken in turns against one address, as one: their answers and errors summed, requests a
 * second over their whole time, p50 the middle run's, p99 and max the worst run's.
 */
export function pooled(runs: readonly LoadSummary[]): LoadSummary {
  const first = runs[0];
  if (!first) throw new Error("pooled needs at least one run");
  const sum = (pick: (run: LoadSummary) => number) => runs.reduce((total, run) => total + pick(run), 0);
  const durationSeconds = sum((run) => run.durationSeconds);
  const statusCodes: Record<string, number> = {};
  for (const run of runs) for (const [code, count] of Object.entries(run.statusCodes)) statusCodes[code] = (statusCodes[code] ?? 0) + count;
  const p50s = runs.map((run) => run.p50Ms).sort((a, b) => a - b);
  return {
    connections: first.connections,
    urls: first.urls,
    durationSeconds,
    requests: sum((run) => run.requests),
    requestsPerSecond: Math.round(sum((run) => run.requestsPerSecond * run.durationSeconds) / durationSeconds),
    p50Ms: p50s[Math.floor((p50s.length - 1) / 2)]!,
    p99Ms: Math.max(...runs.map((run) => run.p99Ms)),
    maxMs: Math.max(...runs.map((run) => run.maxMs)),
    socketErrors: sum((run) => run.socketErrors),
    timeouts: sum((run) => run.timeouts),
    non2xx: sum((run) => run.non2xx),
    errors: sum((run) => run.errors),
    statusCodes,
  };
}
