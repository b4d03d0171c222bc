/**
 * Request headers through which the production server hands the render what only it knows. The
 * server always overwrites them (security-headers.ts), so values a client sends never reach a page.
 * The shell reads the origin one under the same name (packages/shell/src/root.tsx).
 */

/** This response's Content-Security-Policy nonce. */
export const CSP_NONCE_HEADER = "x-storefront-csp-nonce";

/** The storefront's configured public origin (PUBLIC_ORIGIN): the canonical link's host, never a request header's. */
export const ORIGIN_HEADER = "x-storefront-origin";
