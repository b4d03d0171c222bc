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
