/**
 * Errors of API calls, with the spec's messages (spec 2 §8 "General HTTP handling", spec 3 §8).
 */

/** spec 3 §8, the HTTP interceptor's message by status. */
export const interceptorMessages = {
  badRequest: "An error has occurred, please try again",
  unauthorised: "You are not authorised for this action",
  forbidden: "permission denied for the resource",
  notFound: "The page you looking for does not exist, please try again",
  other: "An error has occurred, please try again",
} as const;

/** spec 1 §8 and spec 3 §8, the generic helper's fallback by status. */
export const fallbackMessages = {
  400: "Invalid request. Please check your input.",
  401: "Authentication required. Please log in again.",
  403: "You do not have permission to perform this action.",
  404: "The requested resource could not be found.",
  500: "A server error occurred. Please try again later.",
  other: "An unexpected error occurred. Please try again later.",
} as const;

/** The interceptor's message for a status and answer body: a 400 array body is joined with ', '. */
export function interceptorMessage(status: number, body: unknown): string {
  switch (status) {
    case 400: {
      const messages = Array.isArray(body) ? body.filter((entry): entry is string => typeof entry === "string" && entry !== "") : [];
      return messages.length > 0 ? messages.join(", ") : interceptorMessages.badRequest;
    }
    case 401:
      return interceptorMessages.unauthorised;
    case 403:
      return interceptorMessages.forbidden;
    case 404:
      return interceptorMessages.notFound;
    default:
      return interceptorMessages.other;
  }
}

/** The generic helper's fallback for a status. */
export function fallbackMessage(status: number): string {
  if (status === 400 || status === 401 || status === 403 || status === 404 || status === 500) return fallbackMessages[status];
  return fallbackMessages.other;
}

function strings(value: unknown): string[] {
  if (typeof value === "string") return value.trim() ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(strings);
  return [];
}

/**
 * The messages a server put in an error answer: an array body, an `errors` list or a map of
 * field to messages, `message`, or `errtext` (kitchen-club forms and reminders).
 */
export function serverMessages(body: unknown): string[] {
  if (Array.isArray(body) || typeof body === "string") return strings(body);
  if (typeof body !== "object" || body === null) return [];
  const record = body as Record<string, unknown>;
  const { errors } = record;
  if (Array.isArray(errors)) {
    const list = strings(errors);
    if (list.length > 0) return list;
  } else if (typeof errors === "object" && errors !== null) {
    const fromMap = Object.values(errors as Record<string, unknown>).flatMap(strings);
    if (fromMap.length > 0) return fromMap;
  }
  // errtext first: kitchen-club and reminder answers carry their form text there.
  return [...new Set([...strings(record.errtext), ...strings(record.message)])];
}

/** Where the 404 redirect lookup sends the shopper (spec 1 §8, spec 3 §8). */
export type RedirectTarget =
  /** An absolute destination: a full page load. */
  | { kind: "external"; url: string }
  /** A relative destination: in-app navigation replacing the history entry. */
  | { kind: "internal"; path: string; replace: true }
  /** No destination: the not-found page. */
  | { kind: "notFound"; path: "/404" };

export interface ApiErrorInit {
  status: number;
  method: string;
  path: string;
  body: unknown;
  cause?: unknown;
}

/**
 * A failed call. `message` is the interceptor's text for the status; `serverMessages` what the
 * server said; `fallbackMessage` the generic helper's text; `redirect` where a 404 leads.
 * Status 0 means no answer arrived (network failure).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly method: string;
  readonly path: string;
  readonly body: unknown;
  readonly serverMessages: string[];
  readonly fallbackMessage: string;
  redirect?: RedirectTarget;

  constructor(init: ApiErrorInit) {
    super(interceptorMessage(init.status, init.body), { cause: init.cause });
    this.name = "ApiError";
    this.status = init.status;
    this.method = init.method;
    this.path = init.path;
    this.body = init.body;
    this.serverMessages = serverMessages(init.body);
    this.fallbackMessage = fallbackMessage(init.status);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The API could not be reached or did not answer in time (status 0, or a timeout signal's error). */
export function isApiUnreachable(error: unknown): boolean {
  return (isApiError(error) && error.status === 0) || (error instanceof Error && error.name === "TimeoutError");
}

/**
 * The generic helper (spec 3 §8): the server's string errors (errors list or map, array body,
 * message) joined with ', ', else the fallback for the status. Any other error gets the
 * 'unexpected' fallback.
 */
export function errorMessage(error: unknown): string {
  if (typeof error === "string" && error.trim()) return error;
  if (error instanceof ApiError) {
    return error.serverMessages.length > 0 ? error.serverMessages.join(", ") : error.fallbackMessage;
  }
  return fallbackMessages.other;
}
