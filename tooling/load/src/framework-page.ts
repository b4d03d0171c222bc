import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import { MODULE_PRELOAD, modulePreloadsOf } from "./first-load-js.ts";

/**
 * The Lighthouse reference of issue 17's performance bar: a storefront page as the server wrote it,
 * with the storefront's scripts replaced by its framework file alone (React, react-dom, the router,
 * react-query, styled-components, zustand: what every page downloads and evaluates before any of
 * ours runs). Nothing hydrates; the page looks the same. What the framework costs a phone is then
 * measured in the same run as the pages, on the same machine: the score the pages cannot beat
 * without leaving out the framework.
 */

const SCRIPT = /<script\b([^>]*)>[\s\S]*?<\/script>/gi;
const DATA_SCRIPT = /\btype=["']?application\/(?:ld\+)?json["']?/i;
const FRAMEWORK_FILE = /\/framework-[\w-]+\.js$/;

/** The framework file a server-rendered page preloads (the browser build's `framework-<hash>.js`). */
export function frameworkFileOf(html: string): string | undefined {
  return modulePreloadsOf(html).find((href) => FRAMEWORK_FILE.test(href));
}

/**
 * The page with every script that runs code and every modulepreload taken out, and the framework
 * file loaded as the one module script. Data scripts (JSON-LD) stay: they run nothing.
 */
export function withFrameworkOnly(html: string, frameworkFile: string): string {
  const bare = html
    .replace(MODULE_PRELOAD, "")
    .replace(SCRIPT, (script, attributes: string) => (DATA_SCRIPT.test(attributes) ? script : ""));
  const tag = `<script type="module" src="${frameworkFile}"></script>`;
  return bare.includes("</head>") ? bare.replace("</head>", `${tag}</head>`) : `${tag}${bare}`;
}

/**
 * A server in front of a storefront that answers its pages framework-only (gzip, as the storefront
 * sends them) and everything else (assets, images, /api) as the storefront does, byte for byte.
 */
export async function startFrameworkPageServer(storefrontOrigin: string): Promise<{ origin: string; close: () => Promise<void> }> {
  const target = new URL(storefrontOrigin);
  const server: Server = createServer((incoming, outgoing) => {
    const page = (incoming.headers.accept ?? "").includes("text/html");
    const headers = { ...incoming.headers, host: target.host, ...(page ? { "accept-encoding": "identity" } : {}) };
    const upstream = request(
      { host: target.hostname, port: target.port, path: incoming.url, method: incoming.method, headers },
      (answer) => {
        const type = String(answer.headers["content-type"] ?? "");
        if (!page || !type.includes("text/html")) {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on("data", (chunk: Buffer) => chunks.push(chunk));
        answer.on("end", () => {
          const html = Buffer.concat(chunks).toString("utf8");
          const framework = frameworkFileOf(html);
          const body = gzipSync(framework ? withFrameworkOnly(html, framework) : html);
          const { "content-length": _length, "transfer-encoding": _transfer, etag: _etag, ...kept } = answer.headers;
          outgoing.writeHead(answer.statusCode ?? 502, { ...kept, "content-encoding": "gzip", "content-length": body.length });
          outgoing.end(body);
        });
      },
    );
    upstream.on("error", (error) => {
      if (!outgoing.headersSent) outgoing.writeHead(502, { "content-type": "text/plain" });
      outgoing.end(`The storefront did not answer: ${error.message}`);
    });
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
