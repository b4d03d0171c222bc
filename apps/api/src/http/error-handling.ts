import { freeTextApiMessages, type FreeTextProblem } from "@storefront/validation/free-text";
import { PATH_SEGMENT_MAX_LENGTH } from "@storefront/validation/links";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from "fastify";
import { STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import type { FastifySchemaValidationError, SchemaErrorDataVar } from "fastify/types/schema";
import {
  BadRequestError,
  CardCheckError,
  IdentityError,
  ServiceUnavailableError,
  StaffOnlyError,
  UnauthorizedError,
  type HttpError,
} from "./errors";
import { TEXT_RULE_KEYWORD } from "./validation";
import { PATTERN_MESSAGES } from "@storefront/api-contract/patterns";

const TYPE_WORDS: Record<string, string> = {
  integer: "a whole number",
  number: "a number",
  string: "text",
  boolean: "true or false",
  array: "a list",
  object: "an object",
  null: "empty",
};

const PART_NAMES: Record<string, string> = {
  body: "body",
  querystring: "query",
  params: "path",
  headers: "headers",
};

function fieldName(error: FastifySchemaValidationError, dataVar: SchemaErrorDataVar): string {
  const path = error.instancePath.replace(/^\//, "").replace(/\//g, ".");
  const missing = error.keyword === "required" ? String(error.params.missingProperty ?? "") : "";
  const field = [path, missing].filter(Boolean).join(".");
  return field || PART_NAMES[dataVar] || dataVar;
}

/** One readable sentence per schema violation. */
export function describeSchemaError(error: FastifySchemaValidationError, dataVar: SchemaErrorDataVar): string {
  const field = fieldName(error, dataVar);
  const p = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case "required":
      return `${field} is required`;
    case "type": {
      const types = String(p.type).split(",");
      return `${field} must be ${types.map((t) => TYPE_WORDS[t] ?? t).join(" or ")}`;
    }
    case "minimum":
      return `${field} must be at least ${String(p.limit)}`;
    case "maximum":
      return `${field} must be at most ${String(p.limit)}`;
    case "exclusiveMinimum":
      return `${field} must be greater than ${String(p.limit)}`;
    case "exclusiveMaximum":
      return `${field} must be less than ${String(p.limit)}`;
    case "minLength":
      return Number(p.limit) === 1 ? `${field} must not be empty` : `${field} must be at least ${String(p.limit)} characters long`;
    case "maxLength":
      return `${field} must be at most ${String(p.limit)} characters long`;
    case "minItems":
      return `${field} must have at least ${String(p.limit)} entries`;
    case "maxItems":
      return `${field} must have at most ${String(p.limit)} entries`;
    case "enum":
      return `${field} must be one of: ${(p.allowedValues as unknown[]).map(String).join(", ")}`;
    case "const":
      return `${field} must be ${String(p.allowedValue)}`;
    case "pattern":
      return `${field} ${PATTERN_MESSAGES[String(p.pattern)] ?? "has characters that are not allowed"}`;
    case TEXT_RULE_KEYWORD:
      return `${field} ${freeTextApiMessages[p.problem as FreeTextProblem]}`;
    case "format":
      return `${field} must be a valid ${String(p.format)}`;
    case "additionalProperties":
      return `${field === PART_NAMES[dataVar] ? dataVar : field} has an unknown field '${String(p.additionalProperty)}'`;
    case "anyOf":
    case "oneOf":
      return `${field} is not in an accepted form`;
    default:
      return `${field} ${error.message ?? "is not valid"}`;
  }
}

/** Fastify's schemaErrorFormatter: a BadRequestError carrying one message per violation. */
export function formatSchemaErrors(errors: FastifySchemaValidationError[], dataVar: SchemaErrorDataVar): Error {
  const messages = [...new Set(errors.filter((e) => e.keyword !== "if").map((e) => describeSchemaError(e, dataVar)))];
  return new BadRequestError(messages);
}

const SERVER_ERROR_MESSAGE = "A server error occurred. Please try again later.";
const BAD_TARGET_MESSAGE = "The address is not a valid URL";

/**
 * spec 3 §8 shapes: 400 answers a JSON array of messages, 404 { message }, other client errors
 * (401 included) { message }; anything unexpected is logged and answered 500 without internals.
 */
export function registerErrorHandling(
  app: FastifyInstance,
  { onServerError }: { onServerError?: (error: unknown, request: FastifyRequest) => void } = {},
): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof BadRequestError) return reply.code(400).send(error.messages);
    if (error instanceof IdentityError) {
      if (error.statusCode === 401) reply.header("www-authenticate", "Bearer");
      return reply.code(error.statusCode).send({ success: false, errors: error.errors, ...(error.type ? { type: error.type } : {}) });
    }
    if (error instanceof CardCheckError) return reply.code(401).send({ message: error.message, messages: error.messages });
    if (error instanceof StaffOnlyError) return reply.code(403).send({ message: error.message, messages: error.messages });
    if (error instanceof ServiceUnavailableError) return reply.code(503).send({ message: error.message });
    const status = error.statusCode ?? 500;
    if (status === 400) {
      // Fastify's own client errors: malformed JSON, wrong content type, bad URL encoding.
      return reply.code(400).send([clientErrorMessage(error as FastifyError)]);
    }
    if (error instanceof UnauthorizedError) reply.header("www-authenticate", "Bearer");
    if (status > 400 && status < 500) return reply.code(status).send({ message: error.message });
    request.log.error({ err: error }, "request failed");
    onServerError?.(error, request);
    return reply.code(500).send({ message: SERVER_ERROR_MESSAGE });
  });

  // A request target that is not a path (absolute-form `GET http://evil.example/api/…`, asterisk-form
  // `*`) names no call of this API: Fastify's router would strip the host and answer the path.
  app.addHook("onRequest", (request, reply, done) => {
    if (request.raw.url?.startsWith("/")) return done();
    reply.code(400).send([BAD_TARGET_MESSAGE]);
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({ message: `There is no API call ${request.method} ${request.url.split("?")[0]}` });
  });
}

/**
 * Fastify's own errors answered before a route's error handler could see them, in the API's shapes
 * (issue 41 item 4): a malformed percent-encoding in the path 400 with a list of messages, a path
 * segment past PATH_SEGMENT_MAX_LENGTH characters 414 `{ message }`, and the HTTP parser's refusals
 * (a malformed request line or target 400, headers too large 431, too slow 408) written on the
 * socket in the same shapes. Fastify's defaults answer `{ error, code, message, statusCode }`.
 */
export const fastifyErrorOptions = {
  routerOptions: { maxParamLength: PATH_SEGMENT_MAX_LENGTH },
  frameworkErrors: (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error.code === "FST_ERR_BAD_URL") return reply.code(400).send([clientErrorMessage(error)]);
    if (error.code === "FST_ERR_MAX_PARAM_LENGTH") return reply.code(414).send({ message: clientErrorMessage(error) });
    request.log.error({ err: error }, "request failed");
    return reply.code(500).send({ message: SERVER_ERROR_MESSAGE });
  },
  clientErrorHandler: (error: Error & { code?: string }, socket: Socket) => {
    if (error.code === "ECONNRESET" || socket.destroyed) return;
    const [status, body]: [number, unknown] =
      error.code === "ERR_HTTP_REQUEST_TIMEOUT"
        ? [408, { message: "The request took too long to arrive" }]
        : error.code === "HPE_HEADER_OVERFLOW"
          ? [431, { message: "The request's headers are too large" }]
          : [400, ["The request is not valid HTTP"]];
    const text = JSON.stringify(body);
    if (socket.writable) {
      socket.write(
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(text)}\r\nConnection: close\r\n\r\n${text}`,
      );
    }
    socket.destroy(error);
  },
} satisfies Pick<FastifyServerOptions, "frameworkErrors" | "clientErrorHandler"> & {
  routerOptions: { maxParamLength: number };
};

/** The sentence of one of Fastify's own client errors (also the reminder calls' errtext, src/routes/reminders.ts). */
export function clientErrorMessage(error: FastifyError): string {
  switch (error.code) {
    case "FST_ERR_CTP_INVALID_JSON_BODY":
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
      return "The request body is not valid JSON";
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return "The request body must be JSON (Content-Type: application/json)";
    case "FST_ERR_BAD_URL":
      return BAD_TARGET_MESSAGE;
    case "FST_ERR_MAX_PARAM_LENGTH":
      return `The address has a part longer than ${PATH_SEGMENT_MAX_LENGTH} characters`;
    default:
      return error.message || "Invalid request. Please check your input.";
  }
}
