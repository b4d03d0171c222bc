/** pino's level names, from the most to the least talkative, as the API reads `LOG_LEVEL`. */
const LEVELS = ["trace", "debug", "info", "warn", "error", "fatal", "silent"] as const;
export type LogLevel = (typeof LEVELS)[number];

/**
 * Whether a line of `level` is printed under `LOG_LEVEL` (default `info`, as the API's: production
 * logs information; `pnpm start` sets `warn`). An unknown value counts as the default.
 */
export function logs(level: Exclude<LogLevel, "silent">, env: Record<string, string | undefined> = process.env): boolean {
  const configured = LEVELS.indexOf((env.LOG_LEVEL ?? "info") as LogLevel);
  return LEVELS.indexOf(level) >= (configured === -1 ? LEVELS.indexOf("info") : configured);
}
