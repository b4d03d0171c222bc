/** An error whose status and answer the API's error handler knows (spec 3 §8 shapes). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = "HttpError";
  }
}

/** 400: answered as a JSON array of messages. */
export class BadRequestError extends HttpError {
  constructor(readonly messages: string[]) {
    super(400, messages.join(", "));
    this.name = "BadRequestError";
  }
}

/** 404: answered as { message }. */
export class NotFoundError extends HttpError {
  constructor(message: string) {
    super(404, message);
    this.name = "NotFoundError";
  }
}

/** 401: answered as { message } with a WWW-Authenticate challenge (RFC 6750). */
export class UnauthorizedError extends HttpError {
  constructor(message = "Authentication required. Please log in again.") {
    super(401, message);
    this.name = "UnauthorizedError";
  }
}

/** The value, or a 404 with the message when there is none. */
export function found<Value>(value: Value | undefined, message: string): Value {
  if (value === undefined) throw new NotFoundError(message);
  return value;
}

/** 401 of the card check (spec 2 §4 and §5): answered as { message, messages } with the card check's messages. */
export class CardCheckError extends HttpError {
  constructor(readonly messages: string[]) {
    super(401, messages.join(" "));
    this.name = "CardCheckError";
  }
}

/** 409: answered as { message }. */
export class ConflictError extends HttpError {
  constructor(message: string) {
    super(409, message);
    this.name = "ConflictError";
  }
}

/** 503: a service the API depends on did not answer; answered as { message }, safe to retry. */
export class ServiceUnavailableError extends HttpError {
  constructor(message: string) {
    super(503, message);
    this.name = "ServiceUnavailableError";
  }
}

/** 403: answered as { message }. */
export class ForbiddenError extends HttpError {
  constructor(message: string) {
    super(403, message);
    this.name = "ForbiddenError";
  }
}

/** 403 of a staff-only checkout option sent by a customer or guest: answered as { message, messages }. */
export class StaffOnlyError extends HttpError {
  readonly messages: string[];
  constructor(message: string) {
    super(403, message);
    this.messages = [message];
    this.name = "StaffOnlyError";
  }
}

/**
 * A failed identity call (spec 3 §7 identity provider): answered as the identity result
 * `{ success: false, errors, type? }`, which the storefront turns into the spec 3 §8 texts.
 */
export class IdentityError extends HttpError {
  constructor(
    statusCode: number,
    readonly errors: string[],
    readonly type?: "error",
  ) {
    super(statusCode, errors.join("\n\n") || "identity call failed");
    this.name = "IdentityError";
  }
}
