import { escapeHtml } from "@storefront/validation/html";
import swagger from "@fastify/swagger";
import type { FastifyInstance } from "fastify";
import { STOREFRONT_HEADER } from "./storefront";
import { DOCS_PAGE_CSP } from "./security-headers";

interface OpenApiOperation {
  summary?: string;
  tags?: string[];
}

/** OpenAPI 3 generated from the route schemas; must be registered before the routes. */
export async function registerDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: "3.0.3",
      info: {
        title: "Storefront commerce API",
        version: "0.1.0",
        description: `Catalogue, shell, browsing, account and cart calls of every storefront. Send the storefront in the ${STOREFRONT_HEADER} header (wa, aol, aol-nz, andoo, hc, fk). A 400 answers a JSON array of messages; a 401 or 404 answers { message }.`,
      },
      servers: [{ url: "/" }],
      components: {
        securitySchemes: {
          bearer: {
            type: "http",
            scheme: "bearer",
            bearerFormat: "JWT",
            description: "The access token from POST /api/account/login-redir",
          },
        },
      },
    },
  });
}

/** GET /api/docs/json (the document) and GET /api/docs (a plain HTML index, no external assets). */
export function registerDocsRoutes(app: FastifyInstance): void {
  app.get("/api/docs/json", { schema: { hide: true } }, async () => app.swagger());
  app.get("/api/docs", { schema: { hide: true } }, async (_request, reply) => {
    const document = app.swagger() as { paths?: Record<string, Record<string, OpenApiOperation>> };
    const rows = Object.entries(document.paths ?? {}).flatMap(([path, operations]) =>
      Object.entries(operations).map(
        ([method, operation]) =>
          `<tr><td><code>${method.toUpperCase()}</code></td><td><code>${escapeHtml(path)}</code></td><td>${escapeHtml(operation.tags?.join(", ") ?? "")}</td><td>${escapeHtml(operation.summary ?? "")}</td></tr>`,
      ),
    );
    reply.type("text/html; charset=utf-8").header("content-security-policy", DOCS_PAGE_CSP);
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Storefront commerce API</title>
<style>body{font:15px/1.5 system-ui,sans-serif;margin:2rem;color:#1f2933}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #d9e2ec;padding:.35rem .6rem;text-align:left;vertical-align:top}code{font-size:13px}</style>
</head><body><h1>Storefront commerce API</h1><p>The OpenAPI 3 document is at <a href="/api/docs/json">/api/docs/json</a>. ${rows.length} operations.</p>
<table><thead><tr><th>Method</th><th>Path</th><th>Tag</th><th>Summary</th></tr></thead><tbody>${rows.join("")}</tbody></table></body></html>`;
  });
}
