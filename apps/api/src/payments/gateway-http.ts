import { CardGatewayUnavailableError } from "./card-gateway";

export interface GatewayAnswer {
  status: number;
  body: unknown;
}

export interface GatewayHttpOptions {
  baseUrl: string;
  /** Per call, for the whole exchange (connect, answer and body). */
  timeoutMs: number;
}

/**
 * One JSON call to a payment gateway with a deadline. 2xx and 4xx come back as answers for the
 * adapter to read; a timeout, a refused connection, a 5xx or a body that is not JSON become
 * CardGatewayUnavailableError.
 */
export async function callGateway(
  options: GatewayHttpOptions,
  method: "GET" | "POST",
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<GatewayAnswer> {
  let response: Response;
  let text: string;
  try {
    response = await fetch(new URL(path, options.baseUrl), {
      method,
      headers: { accept: "application/json", ...(body === undefined ? {} : { "content-type": "application/json" }), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    text = await response.text();
  } catch (error) {
    if (error instanceof Error && error.name === "TimeoutError") {
      throw new CardGatewayUnavailableError("timeout", `The card gateway did not answer within ${options.timeoutMs} ms`);
    }
    throw new CardGatewayUnavailableError("unreachable", "The card gateway could not be reached");
  }
  if (response.status >= 500) {
    throw new CardGatewayUnavailableError("gateway-error", `The card gateway failed with status ${response.status}`);
  }
  try {
    return { status: response.status, body: JSON.parse(text) as unknown };
  } catch {
    throw new CardGatewayUnavailableError("unexpected-answer", `The card gateway answered ${response.status} without JSON`);
  }
}

/** Reads an answer's object, or gives up with unexpected-answer. */
export function objectOf(value: unknown): Record<string, unknown> {
  if (typeof value === "object" && value !== null && !Array.isArray(value)) return value as Record<string, unknown>;
  throw new CardGatewayUnavailableError("unexpected-answer", "The card gateway answered something other than an object");
}

export function stringOf(value: unknown, field: string): string {
  if (typeof value === "string") return value;
  throw new CardGatewayUnavailableError("unexpected-answer", `The card gateway's answer has no ${field}`);
}
