import type { FastifyInstance, FastifyRequest } from "fastify";
import { ForbiddenError } from "./errors";
import { requestOrigin } from "./request-origin";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * A browser form post that another site sends by design (the card gateway's 3-D Secure
     * return): exempt from the origin check, so the route must verify what it is sent.
     */
    crossSiteFormPost?: true;
  }
}

const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** The 403 answer of a write from another site (ours; the spec shows no text). */
export const FOREIGN_ORIGIN_MESSAGE = "This change can only be made from the shop's own pages.";

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * Request forgery (issue 18 item 5; ARCHITECTURE.md, Security baseline: "Writes need a JSON or
 * form body and a same-origin request"), in one place:
 *
 * - Bodies: only `application/json`. Fastify's text/plain parser is removed, so a text/plain body
 *   (which a cross-site form or `fetch` may send without a preflight) is a 415, and a body without
 *   a content type is a 415 too. The form parser exists only in the scope of the two real form
 *   posts (./form-body.ts).
 * - Origin: a write whose `Sec-Fetch-Site` is `cross-site` is a 403; a write with an `Origin`
 *   header is a 403 unless that origin is the one the browser addressed (the storefront's, when
 *   its /api forwarding brought the request) or one of the storefront origins. `same-site` alone
 *   is not enough: the storefronts, the API and the payment sandbox share one host in development,
 *   and a site's other hosts are not all ours to trust. A request with neither header comes from
 *   no browser (the storefront server's loaders, scripts) and is not a forgery.
 */
export function registerForgeryGuard(app: FastifyInstance, { origins }: { origins: readonly string[] }): void {
  app.removeContentTypeParser("text/plain");
  const trusted = new Set(origins);

  const refusal = (request: FastifyRequest): string | undefined => {
    const site = single(request.headers["sec-fetch-site"]);
    const origin = single(request.headers.origin);
    if (site === "cross-site") return `Sec-Fetch-Site ${site}`;
    if (origin !== undefined) return origin === requestOrigin(request) || trusted.has(origin) ? undefined : `Origin ${origin}`;
    if (site !== undefined && site !== "same-origin" && site !== "none") return `Sec-Fetch-Site ${site} without Origin`;
    return undefined;
  };

  // A callback hook, not an async one: it runs on every request and needs no promise.
  app.addHook("onRequest", (request, _reply, done) => {
    if (!WRITES.has(request.method) || request.routeOptions.config?.crossSiteFormPost) return done();
    const reason = refusal(request);
    if (!reason) return done();
    request.log.warn({ reason, url: request.url }, "write refused: not from the shop's pages");
    done(new ForbiddenError(FOREIGN_ORIGIN_MESSAGE));
  });
}
