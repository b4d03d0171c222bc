import type { FastifyError, FastifyInstance } from "fastify";

/** The JSON error every call answers: the HTTP status, a stable code to branch on and a sentence. */
export interface GatewayErrorBody {
  status: number;
  errorCode: string;
  message: string;
  /** The card check's messages (spec 2 §5), when that check failed. */
  messages?: string[];
}

/** A refusal the caller can act on. Messages never quote what the request sent. */
export class GatewayError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
    readonly messages?: string[],
  ) {
    super(message);
    this.name = "GatewayError";
  }

  body(): GatewayErrorBody {
    return { status: this.status, errorCode: this.errorCode, message: this.message, ...(this.messages ? { messages: this.messages } : {}) };
  }
}

const SERVER_ERROR_MESSAGE = "The payment sandbox failed unexpectedly. Please try again later.";

/**
 * Refusals answer their own status; Fastify's client errors (schema, malformed JSON, media type)
 * answer 4xx with Fastify's sentence, which names the field but never its value; anything else is
 * logged and answered 500 without internals.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | GatewayError, request, reply) => {
    if (error instanceof GatewayError) return reply.code(error.status).send(error.body());
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const body: GatewayErrorBody = { status, errorCode: error.validation ? "VALIDATION" : "INVALID_REQUEST", message: error.message };
      return reply.code(status).send(body);
    }
    request.log.error({ err: error }, "request failed");
    const body: GatewayErrorBody = { status: 500, errorCode: "SERVER_ERROR", message: SERVER_ERROR_MESSAGE };
    return reply.code(500).send(body);
  });

  app.setNotFoundHandler((request, reply) => {
    const body: GatewayErrorBody = {
      status: 404,
      errorCode: "NOT_FOUND",
      message: `There is no call ${request.method} ${request.url.split("?")[0]}`,
    };
    reply.code(404).send(body);
  });
}
