/**
 * A local mail catcher: an SMTP server (smtp-server) that parses and keeps every message it
 * receives (mailparser), and a small web inbox on node:http. Development and tests only: no
 * authentication, loopback by default, messages kept in memory (the newest MAX_MESSAGES).
 *
 *   GET  /                    the inbox (newest first)
 *   GET  /messages/{id}       one message: headers, the text with clickable links, the links
 *   GET  /api/messages[?to=]  JSON: every message (or those to an address), newest first
 *   DELETE /api/messages      empties the inbox
 *   GET  /health              200 "ok"
 */
import { createServer } from "node:http";
import { escapeHtml } from "@storefront/validation/html";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

/** Kept in memory: older messages are dropped beyond this many. */
export const MAX_MESSAGES = 500;
export const DEFAULT_SMTP_PORT = 1025;
export const DEFAULT_HTTP_PORT = 1080;

const LINK = /https?:\/\/[^\s"'<>()]+/g;

function addressText(address) {
  if (!address) return "";
  return (Array.isArray(address) ? address : [address]).map((entry) => entry.text).join(", ");
}

/** Every http(s) address in the text and in the HTML's hrefs, once each, in order. */
export function linksOf(text, html) {
  const hrefs = [...(html ?? "").matchAll(/href\s*=\s*"([^"]+)"/gi)].map((match) => match[1].replace(/&(amp|#38);/g, "&"));
  return [...new Set([...((text ?? "").match(LINK) ?? []), ...hrefs.filter((href) => /^https?:\/\//.test(href))])];
}

/** The text with its addresses as links (everything escaped). */
function linkified(text) {
  let out = "";
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    out += escapeHtml(text.slice(last, match.index));
    out += `<a href="${escapeHtml(match[0])}">${escapeHtml(match[0])}</a>`;
    last = match.index + match[0].length;
  }
  return out + escapeHtml(text.slice(last));
}

function page(title, body) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}
table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.4rem .6rem;border-bottom:1px solid #ccc}
pre{white-space:pre-wrap;background:#f4f4f4;padding:1rem}a{color:#0645ad}</style></head>
<body>${body}</body></html>`;
}

function inboxPage(messages) {
  const rows = messages
    .map(
      (message) =>
        `<tr><td>${escapeHtml(message.receivedAt)}</td><td>${escapeHtml(message.to)}</td><td><a href="/messages/${message.id}">${escapeHtml(message.subject || "(no subject)")}</a></td></tr>`,
    )
    .join("");
  return page(
    "Mail catcher",
    `<h1>Mail catcher</h1><p>${messages.length} message${messages.length === 1 ? "" : "s"}, newest first. JSON at <a href="/api/messages">/api/messages</a>.</p>
<table><thead><tr><th scope="col">Received</th><th scope="col">To</th><th scope="col">Subject</th></tr></thead><tbody>${rows}</tbody></table>`,
  );
}

function messagePage(message) {
  const links = message.links.map((link) => `<li><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></li>`).join("");
  return page(
    message.subject || "(no subject)",
    `<p><a href="/">Back to the inbox</a></p><h1>${escapeHtml(message.subject || "(no subject)")}</h1>
<dl><dt>From</dt><dd>${escapeHtml(message.from)}</dd><dt>To</dt><dd>${escapeHtml(message.to)}</dd><dt>Received</dt><dd>${escapeHtml(message.receivedAt)}</dd></dl>
<h2>Links</h2><ul>${links || "<li>none</li>"}</ul><h2>Text</h2><pre>${linkified(message.text)}</pre>`,
  );
}

/**
 * Starts the catcher. `smtpPort` and `httpPort` 0 pick free ports; the answer has the ports
 * chosen, the messages and `close()`.
 */
export async function startMailCatcher({ host = "127.0.0.1", smtpPort = DEFAULT_SMTP_PORT, httpPort = DEFAULT_HTTP_PORT } = {}) {
  /** Newest last. */
  const messages = [];
  let nextId = 1;

  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    banner: "storefront mail catcher",
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const text = parsed.text ?? "";
          const html = typeof parsed.html === "string" ? parsed.html : "";
          messages.push({
            id: String(nextId++),
            from: addressText(parsed.from),
            to: addressText(parsed.to),
            subject: parsed.subject ?? "",
            text,
            html,
            links: linksOf(text, html),
            receivedAt: new Date().toISOString(),
          });
          if (messages.length > MAX_MESSAGES) messages.splice(0, messages.length - MAX_MESSAGES);
          callback();
        })
        .catch((error) => callback(error));
    },
  });

  const http = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://catcher");
    const send = (status, type, body) => {
      response.writeHead(status, { "content-type": type, "cache-control": "no-store" });
      response.end(body);
    };
    const newestFirst = () => [...messages].reverse();
    if (request.method === "GET" && url.pathname === "/health") return send(200, "text/plain", "ok");
    if (request.method === "GET" && url.pathname === "/") return send(200, "text/html; charset=utf-8", inboxPage(newestFirst()));
    if (request.method === "GET" && url.pathname === "/api/messages") {
      const to = url.searchParams.get("to")?.toLowerCase();
      const list = to ? newestFirst().filter((message) => message.to.toLowerCase().includes(to)) : newestFirst();
      return send(200, "application/json", JSON.stringify(list));
    }
    if (request.method === "DELETE" && url.pathname === "/api/messages") {
      messages.length = 0;
      return send(204, "text/plain", "");
    }
    const one = /^\/messages\/(\d+)$/.exec(url.pathname);
    const message = one && messages.find((entry) => entry.id === one[1]);
    if (request.method === "GET" && message) return send(200, "text/html; charset=utf-8", messagePage(message));
    return send(404, "text/plain", "not found");
  });

  const listen = (server, port) =>
    new Promise((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, host, () => {
        const address = (server.server ?? server).address();
        resolve(typeof address === "object" && address ? address.port : port);
      });
    });
  const chosenSmtp = await listen(smtp, smtpPort);
  const chosenHttp = await listen(http, httpPort);

  return {
    smtpPort: chosenSmtp,
    httpPort: chosenHttp,
    inboxUrl: `http://${host}:${chosenHttp}`,
    messages,
    close: () =>
      Promise.all([new Promise((resolve) => smtp.close(() => resolve())), new Promise((resolve) => http.close(() => resolve()))]).then(
        () => undefined,
      ),
  };
}
