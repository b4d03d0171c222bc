import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
import { isHttps } from "./request-origin";

/** The documentation page's own policy: it has one inline style sheet and nothing else. */
export const DOCS_PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** The sandbox sign-in provider's page: no script or style, and its one form posts back to its own origin. */
export const SANDBOX_PROVIDER_PAGE_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'";

/**
 * Security headers on every API answer (issue 18 item 4), through helmet: the answers are JSON,
 * SVG and redirects, so the policy allows nothing (`default-src 'none'`) and no page may frame
 * them; nosniff, no referrer, and HSTS only when the browser came over HTTPS (directly or through
 * the trusted storefront proxy), as the storefront does. The storefront's /api forwarding passes
 * these headers on.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"], baseUri: ["'none'"], formAction: ["'none'"] },
    },
    strictTransportSecurity: false,
    xFrameOptions: { action: "deny" },
    referrerPolicy: { policy: "no-referrer" },
    // Product illustrations are read by the storefronts' pages, which are other origins of the same site in development.
    crossOriginResourcePolicy: { policy: "same-site" },
  });
  app.addHook("onRequest", async (request, reply) => {
    if (isHttps(request)) reply.header("strict-transport-security", "max-age=31536000; includeSubDomains");
  });
}
