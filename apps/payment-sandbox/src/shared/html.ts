import { escapeHtml } from "@storefront/validation/html";
import { randomBytes } from "node:crypto";
import type { FastifyReply } from "fastify";

export interface Page {
  title: string;
  /** The page's main content, already escaped. */
  main: string;
  /** Submits this form as soon as the page loads (the way back to the merchant). */
  autoSubmitFormId?: string;
  /** A script of the sandbox's own, run when the page loads (a wallet's answer to the page that opened it). */
  script?: string;
}

// Plain, readable and keyboard-friendly: a visible focus ring and large targets.
const STYLE = `
body { font-family: system-ui, sans-serif; margin: 0; background: #f4f5f7; color: #1b1d21; }
main { max-width: 28rem; margin: 3rem auto; background: #fff; padding: 2rem; border-radius: 8px; box-shadow: 0 1px 4px rgba(0,0,0,.15); }
h1 { font-size: 1.4rem; margin-top: 0; }
.issuer { color: #4a4f57; font-size: .9rem; margin: 0 0 1rem; }
dl { display: grid; grid-template-columns: auto 1fr; gap: .4rem 1rem; }
dt { font-weight: 600; }
dd { margin: 0; }
.actions { display: flex; gap: 1rem; margin-top: 1.5rem; }
button { font: inherit; padding: .75rem 1.5rem; border-radius: 6px; border: 2px solid #1f4fbf; cursor: pointer; min-width: 8rem; }
button.primary { background: #1f4fbf; color: #fff; }
button.secondary { background: #fff; color: #1f4fbf; }
button:focus-visible { outline: 3px solid #f2a900; outline-offset: 2px; }
fieldset { border: 1px solid #c5c9d0; border-radius: 6px; padding: .75rem 1rem; }
fieldset label { display: flex; gap: .5rem; align-items: center; min-height: 2.75rem; }
input[type="radio"] { width: 1.25rem; height: 1.25rem; }
`;

/**
 * Sends a server-rendered page of the sandbox's own (3-D Secure now, the instalment providers'
 * approve and cancel pages next) with a nonce-based CSP, no caching and no framing.
 */
export function sendPage(reply: FastifyReply, status: number, page: Page): FastifyReply {
  const nonce = randomBytes(16).toString("base64");
  const script = page.autoSubmitFormId
    ? `<script nonce="${nonce}">document.getElementById(${JSON.stringify(page.autoSubmitFormId)}).submit();</script>`
    : page.script
      ? `<script nonce="${nonce}">${page.script}</script>`
      : "";
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(page.title)}</title>
<style nonce="${nonce}">${STYLE}</style>
</head>
<body>
<main>
${page.main}
</main>
${script}
</body>
</html>
`;
  return reply
    .code(status)
    .header("content-type", "text/html; charset=utf-8")
    .header(
      "content-security-policy",
      `default-src 'none'; style-src 'nonce-${nonce}'; script-src 'nonce-${nonce}'; base-uri 'none'; frame-ancestors 'none'`,
    )
    .header("cache-control", "no-store")
    .header("referrer-policy", "no-referrer")
    .header("x-content-type-options", "nosniff")
    .send(html);
}
