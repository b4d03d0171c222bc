import type { FastifyInstance } from "fastify";

export const FORM_CONTENT_TYPE = "application/x-www-form-urlencoded";

/**
 * Parses browser form posts (application/x-www-form-urlencoded) into an object of strings; a
 * repeated field keeps its first value. Register it only in the scope of the routes that take
 * form posts, so every other call still refuses a cross-site form post with 415.
 */
export function registerFormBodyParser(scope: FastifyInstance): void {
  scope.addContentTypeParser(FORM_CONTENT_TYPE, { parseAs: "string" }, (_request, body, done) => {
    const fields: Record<string, string> = {};
    for (const [name, value] of new URLSearchParams(body as string)) if (!(name in fields)) fields[name] = value;
    done(null, fields);
  });
}
