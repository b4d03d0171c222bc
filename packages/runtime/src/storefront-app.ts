import { join } from "node:path";
import { createRequestHandler } from "@react-router/express";
import express, { type Express } from "express";
import type { ServerBuild } from "react-router";
import { createApiProxy } from "./api-proxy";
import { compressResponses } from "./compress-responses";
import { faviconDesignOf } from "./favicon";
import { precompressedFiles } from "./precompressed-files";
import { securityHeaders } from "./security-headers";
import { seoFiles } from "./seo-routes";

export interface StorefrontAppOptions {
  /** The React Router server build (build/server/index.js). */
  build: ServerBuild;
  /** The browser build: build/client, with its precompressed copies. */
  clientDir: string;
  brand: string;
  /** Base URL of the commerce API. */
  api: string;
  /** The storefront's public origin, named in robots.txt and the sitemaps. */
  origin: string;
  mode?: string;
}

/**
 * The storefront's Express app, in the order a request meets it: security headers (with the
 * response's CSP nonce), compression of what the server writes, /api forwarding, robots.txt, sitemaps and the favicon, precompressed assets, static
 * files (hashed assets cached for a year), then React Router's server render.
 */
export async function createStorefrontApp({
  build,
  clientDir,
  brand,
  api,
  origin,
  mode = "production",
}: StorefrontAppOptions): Promise<Express> {
  // The app's server entry exports its BrandConfig beside the render function (app/entry.server.tsx).
  const entry = build.entry.module as ServerBuild["entry"]["module"] & { brand?: unknown };
  const app = express();
  app.disable("x-powered-by");
  app.use(securityHeaders({ origin }));
  app.use(compressResponses());
  app.use(createApiProxy({ target: api, brand }));
  app.use(seoFiles({ api, brand, origin, favicon: faviconDesignOf(entry.brand) }));
  app.use(await precompressedFiles(clientDir));
  app.use("/assets", express.static(join(clientDir, "assets"), { immutable: true, maxAge: "1y" }));
  app.use(express.static(clientDir, { maxAge: "1h", index: false }));
  app.all("/{*splat}", createRequestHandler({ build, mode }));
  return app;
}
