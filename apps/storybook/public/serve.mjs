#!/usr/bin/env node
// The Storybook static build for design review, opened with nothing installed but Node:
//   node serve.mjs            then open http://127.0.0.1:6007/
// (PORT and HOST change where it listens.) The stories' mocked API is a service worker (MSW),
// which a browser registers only on an http origin, so the folder is served rather than opened
// from disk; `python3 -m http.server 6007` in this folder works as well. Node's own modules only:
// this file is copied into storybook-static/ from public/ and runs wherever that folder goes.
import { createReadStream, statSync } from "node:fs";
import { createServer } from "node:http";
import { extname, join, normalize } from "node:path";
import { fileURLToPath, URL } from "node:url";
import console from "node:console";
import process from "node:process";

const root = fileURLToPath(new URL(".", import.meta.url));
const port = Number(process.env.PORT ?? 6007);
const host = process.env.HOST ?? "127.0.0.1";
const types = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8",
};

/** The file a request names inside this folder, its index.html for a folder, or null. */
function fileOf(url) {
  let path;
  try {
    path = decodeURIComponent(new URL(url ?? "/", "http://localhost").pathname);
  } catch {
    return null;
  }
  let file = normalize(join(root, path));
  if (!file.startsWith(root)) return null;
  try {
    if (statSync(file).isDirectory()) file = join(file, "index.html");
    return statSync(file).isFile() ? file : null;
  } catch {
    return null;
  }
}

createServer((request, response) => {
  const file = request.method === "GET" || request.method === "HEAD" ? fileOf(request.url) : null;
  if (!file) {
    response.writeHead(404, { "content-type": "text/plain; charset=utf-8" }).end("Not found\n");
    return;
  }
  response.writeHead(200, { "content-type": types[extname(file)] ?? "application/octet-stream", "cache-control": "no-cache" });
  if (request.method === "HEAD") response.end();
  else createReadStream(file).pipe(response);
}).listen(port, host, () => console.log(`Storybook design review: http://${host}:${port}/`));
