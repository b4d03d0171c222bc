import type { FastifyInstance } from "fastify";
import helmet from "helmet";
import type { IncomingMessage, ServerResponse } from "node:http";
import { isHttps } from "./request-origin";

/** The documentation page's own policy: it has one inline style sheet and nothing else. */
export const DOCS_PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** The sandbox sign-in provider's page: no script or style, and its one form posts back to its own origin. */
export const SANDBOX_PROVIDER_PAGE_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'";

const HSTS = "max-age=31536000; includeSubDomains";

/**
 * The API's policy, through helmet: the answers are JSON, SVG and redirects, so the policy allows
 * nothing (`default-src 'none'`) and no page may frame them; nosniff and no referrer.
 */
const policy = helmet({
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

/**
 * The headers a helmet middleware sets. The API's policy has no per-request part (no nonce), so
 * it is worked out once at start and every answer gets the same headers, not rebuilt per request.
 */
function headersOf(middleware: typeof policy): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  let called = false;
  middleware({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error instanceof Error ? error : new Error(String(error));
    called = true;
  });
  if (!called) throw new Error("The security header policy did not finish at once");
  return Object.freeze(headers);
}

const API_SECURITY_HEADERS = headersOf(policy);

/**
 * Security headers on every API answer (issue 18 item 4), set first so that every answer carries
 * them, refusals included; HSTS only when the browser came over HTTPS (directly or through the
 * trusted storefront proxy), as the storefront does. The storefront's /api forwarding passes these
 * headers on.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook("onRequest", (request, reply, done) => {
    reply.headers(API_SECURITY_HEADERS);
    if (isHttps(request)) reply.header("strict-transport-security", HSTS);
    done();
  });
}
