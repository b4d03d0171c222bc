/**
 * The request header through which the production server hands the render its CSP nonce
 * (security-headers.ts). The middleware always overwrites it, so a value a client sends never
 * reaches the page.
 */
export const CSP_NONCE_HEADER = "x-storefront-csp-nonce";
