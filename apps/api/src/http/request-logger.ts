import type { FastifyBaseLogger, FastifyServerOptions } from "fastify";

type Level = "fatal" | "error" | "warn" | "info" | "debug" | "trace";
type Bindings = Parameters<FastifyBaseLogger["child"]>[0];
type ChildOptions = Parameters<FastifyBaseLogger["child"]>[1];
type LogArguments = Parameters<FastifyBaseLogger["info"]>;

/** pino answers whether a level is on; another logger is taken to log every level. */
const isEnabled = (logger: FastifyBaseLogger, level: Level) =>
  (logger as FastifyBaseLogger & { isLevelEnabled?: (level: string) => boolean }).isLevelEnabled?.(level) ?? true;

/**
 * A request's logger, bound to its request id, that makes pino's child only when the request
 * writes its first line. Fastify makes a child logger for every request, and pino serializes the
 * bindings at once: at the production level (warn) almost no request logs anything, and that
 * child cost more than the answer of a kept catalogue call (issue 17 item 5).
 */
class RequestLogger implements FastifyBaseLogger {
  private made: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildOptions,
  ) {}

  private get logger(): FastifyBaseLogger {
    this.made ??= this.parent.child(this.bindings, this.options);
    return this.made;
  }

  private write(level: Level, args: LogArguments): void {
    if (isEnabled(this.parent, level)) (this.logger[level] as (...args: LogArguments) => void)(...args);
  }

  get level(): string {
    return this.made?.level ?? this.parent.level;
  }

  set level(level: string) {
    this.logger.level = level;
  }

  child(bindings: Bindings, options?: ChildOptions): FastifyBaseLogger {
    return this.logger.child(bindings, options);
  }

  fatal(...args: LogArguments): void {
    this.write("fatal", args);
  }

  error(...args: LogArguments): void {
    this.write("error", args);
  }

  warn(...args: LogArguments): void {
    this.write("warn", args);
  }

  info(...args: LogArguments): void {
    this.write("info", args);
  }

  debug(...args: LogArguments): void {
    this.write("debug", args);
  }

  trace(...args: LogArguments): void {
    this.write("trace", args);
  }

  silent(): void {}
}

/** Fastify's `childLoggerFactory`: each request's logger is made on its first line. */
export const requestLoggerFactory: NonNullable<FastifyServerOptions["childLoggerFactory"]> = (logger, bindings, options) =>
  new RequestLogger(logger, bindings, options);
