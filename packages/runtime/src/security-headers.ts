import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { RequestHandler } from "express";
import helmet from "helmet";
import {
  BOT_CHECK_SCRIPT_HEADER,
  CLIENT_ADDRESS_HEADER,
  CSP_NONCE_HEADER,
  FRAUD_CHECK_ORIGIN_HEADER,
  ORIGIN_HEADER,
  SENTRY_DSN_HEADER,
  ZIP_POLL_LIMIT_HEADER,
} from "./render-headers";

type WithNonce = ServerResponse & { locals?: { cspNonce?: string } };
const nonceOf = (_request: IncomingMessage, response: ServerResponse) => `'nonce-${(response as WithNonce).locals?.cspNonce ?? ""}'`;

/**
 * Security headers on every storefront response (issue 18 item 4), through helmet: a
 * Content-Security-Policy whose scripts need this response's nonce (React Router's inline
 * hydration scripts carry it; no 'unsafe-inline' for scripts), frames only from this origin (the
 * staff side panel), nosniff, a referrer policy, a permissions policy, and HSTS only over HTTPS.
 * styled-components writes its rules into style elements, so styles allow inline. It also hands the
 * render the configured origin, so no request header (Host, X-Forwarded-Host) names the canonical host,
 * and the error-monitoring DSN (PUBLIC_SENTRY_DSN), whose ingest origin is then the one other
 * address the page may send to (connect-src). The checkout's fraud-check origin (issue 14 item 5) is
 * the one other origin scripts may come from (script-src; the script makes no calls of its own);
 * it and the Zip in-store polling limit are handed to the render too, and so is the shopper's
 * address, which a shopper action forwards to the API for its per-address write limits. The bot
 * check's widget (issue 45 item 7) may load scripts from, call and frame its own origin, and its
 * address is handed over too.
 */
export function securityHeaders({
  origin,
  sentryDsn = null,
  fraudCheckOrigin = null,
  zipPollLimitMs = null,
  botCheckScriptUrl = null,
}: {
  origin: string;
  sentryDsn?: string | null;
  fraudCheckOrigin?: string | null;
  zipPollLimitMs?: number | null;
  botCheckScriptUrl?: string | null;
}): RequestHandler[] {
  const fraudCheck = fraudCheckOrigin ? [new URL(fraudCheckOrigin).origin] : [];
  // The bot check's widget (issue 45 item 7) loads from its origin, asks it for tokens and may frame its challenge.
  const botCheck = botCheckScriptUrl ? [new URL(botCheckScriptUrl).origin] : [];
  const scriptOrigins = [...new Set([...fraudCheck, ...botCheck])];
  const policy = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", nonceOf, ...scriptOrigins],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:", "https:"],
        fontSrc: ["'self'", "data:", "https:"],
        connectSrc: ["'self'", ...(sentryDsn ? [new URL(sentryDsn).origin] : []), ...botCheck],
        frameSrc: ["'self'", ...botCheck],
        frameAncestors: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
      },
    },
    // Only over HTTPS (below): a loopback or plain-HTTP deployment must not pin browsers to HTTPS.
    strictTransportSecurity: false,
    xFrameOptions: { action: "sameorigin" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    // Checkout posts to the card provider's 3-D Secure page in this window: keep the opener.
    crossOriginOpenerPolicy: false,
    crossOriginEmbedderPolicy: false,
  });
  const hsts = helmet.strictTransportSecurity({ maxAge: 31_536_000, includeSubDomains: true });

  return [
    (request, response, next) => {
      const nonce = randomBytes(16).toString("base64");
      response.locals.cspNonce = nonce;
      request.headers[CSP_NONCE_HEADER] = nonce;
      request.headers[ORIGIN_HEADER] = origin;
      request.headers[CLIENT_ADDRESS_HEADER] = request.socket.remoteAddress ?? "";
      if (sentryDsn) request.headers[SENTRY_DSN_HEADER] = sentryDsn;
      else delete request.headers[SENTRY_DSN_HEADER];
      if (fraudCheck[0]) request.headers[FRAUD_CHECK_ORIGIN_HEADER] = fraudCheck[0];
      else delete request.headers[FRAUD_CHECK_ORIGIN_HEADER];
      if (botCheckScriptUrl) request.headers[BOT_CHECK_SCRIPT_HEADER] = botCheckScriptUrl;
      else delete request.headers[BOT_CHECK_SCRIPT_HEADER];
      if (zipPollLimitMs) request.headers[ZIP_POLL_LIMIT_HEADER] = String(zipPollLimitMs);
      else delete request.headers[ZIP_POLL_LIMIT_HEADER];
      response.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(self), payment=(self), usb=()");
      next();
    },
    policy,
    (request, response, next) => (request.secure ? hsts(request, response, next) : next()),
  ];
}
