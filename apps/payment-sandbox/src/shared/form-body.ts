import type { FastifyInstance } from "fastify";

/**
 * Parses browser form posts (application/x-www-form-urlencoded) into an object of strings, for
 * the hosted pages in the scope it is registered in. A repeated field keeps its first value.
 */
export function registerFormBody(app: FastifyInstance): void {
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string", bodyLimit: 16 * 1024 }, (_request, body, done) => {
    const fields: Record<string, string> = {};
    for (const [name, value] of new URLSearchParams(body as string)) if (!(name in fields)) fields[name] = value;
    done(null, fields);
  });
}
