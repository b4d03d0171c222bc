/**
 * Request headers through which the production server hands the render what only it knows. The
 * server always overwrites them (security-headers.ts), so values a client sends never reach a page.
 * The shell reads the origin one under the same name (packages/shell/src/root.tsx).
 */

/** This response's Content-Security-Policy nonce. */
export const CSP_NONCE_HEADER = "x-storefront-csp-nonce";

/** The storefront's configured public origin (PUBLIC_ORIGIN): the canonical link's host, never a request header's. */
export const ORIGIN_HEADER = "x-storefront-origin";

/**
 * The browser's error-monitoring DSN (PUBLIC_SENTRY_DSN), which the root data hands to the page;
 * removed from every request when none is configured.
 */
export const SENTRY_DSN_HEADER = "x-storefront-sentry-dsn";

/**
 * The origin the checkout loads the fraud-check script from (PUBLIC_FRAUD_CHECK_URL, else
 * PAYMENT_SANDBOX_URL), which the root data hands to the page; removed when none is configured.
 */
export const FRAUD_CHECK_ORIGIN_HEADER = "x-storefront-fraud-check-origin";

/** The Zip in-store polling limit in ms (PUBLIC_ZIP_POLL_LIMIT_MS); removed when none is configured. */
export const ZIP_POLL_LIMIT_HEADER = "x-storefront-zip-poll-limit-ms";

/**
 * The shopper's address (the socket's, as the /api forwarding sends it in X-Forwarded-For): a
 * shopper action forwards it to the API, whose write limits are per address (issue 40).
 */
export const CLIENT_ADDRESS_HEADER = "x-storefront-client-address";

/**
 * The bot check's widget script (PUBLIC_BOT_CHECK_SCRIPT_URL, else the payment sandbox's
 * /recaptcha/api.js), which the root data hands to the page; removed when none is configured.
 */
export const BOT_CHECK_SCRIPT_HEADER = "x-storefront-bot-check-script";
