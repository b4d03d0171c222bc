import { existsSync } from "node:fs";
import { readdir } from "node:fs/promises";
import { extname, join, sep } from "node:path";
import type { NextFunction, Request, Response } from "express";
import { CODING_SUFFIX, CODINGS, pickCoding, type Coding } from "./encoding";

/** URL path of each file under `root` that has precompressed copies, with the codings it has. */
async function indexPrecompressed(root: string): Promise<Map<string, Coding[]>> {
  const index = new Map<string, Coding[]>();
  if (!existsSync(root)) return index;
  const files = new Set(
    (await readdir(root, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name).slice(root.length).split(sep).join("/")),
  );
  for (const file of files) {
    const codings = CODINGS.filter((coding) => files.has(file + CODING_SUFFIX[coding]));
    if (codings.length > 0) index.set(file, codings);
  }
  return index;
}

/**
 * Serves the brotli or gzip copy written at build time (precompress.ts) of a static file, when
 * the browser accepts it: sets Content-Encoding, the original's Content-Type and
 * `Vary: Accept-Encoding`, then points the request at the copy for the static middleware that
 * follows. Files are indexed once at start; the build does not change under a running server.
 */
export async function precompressedFiles(root: string) {
  const index = await indexPrecompressed(root);
  return function precompressedFilesMiddleware(req: Request, res: Response, next: NextFunction) {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const codings = index.get(req.path);
    if (!codings) return next();
    res.vary("Accept-Encoding");
    const coding = pickCoding(req.headers["accept-encoding"], codings);
    if (!coding) return next();
    res.type(extname(req.path));
    res.setHeader("Content-Encoding", coding);
    const query = req.url.indexOf("?");
    req.url = query === -1 ? req.url + CODING_SUFFIX[coding] : req.url.slice(0, query) + CODING_SUFFIX[coding] + req.url.slice(query);
    next();
  };
}
