import { readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler } from "@react-router/express";
import express from "express";
import type { ServerBuild } from "react-router";
import { createApiProxy } from "./api-proxy";
import { apiUrl, readAppConfig } from "./app-config";

export interface StartedStorefront {
  url: string;
  close: () => Promise<void>;
}

/**
 * Serves a storefront's production build: hashed assets with long caching, /api forwarded to the
 * commerce API, everything else rendered by React Router on the server. `PORT` overrides the
 * app's fixed port.
 */
export async function startStorefrontServer(appDir: string = process.cwd()): Promise<StartedStorefront> {
  const pkg = JSON.parse(readFileSync(join(appDir, "package.json"), "utf8"));
  const { brand, port: fixedPort } = readAppConfig(pkg);
  const port = Number(process.env.PORT) || fixedPort;
  const host = process.env.HOST || "127.0.0.1";
  const build = (await import(pathToFileURL(join(appDir, "build/server/index.js")).href)) as ServerBuild;

  const app = express();
  app.disable("x-powered-by");
  app.use(createApiProxy({ target: apiUrl(), brand }));
  app.use("/assets", express.static(join(appDir, "build/client/assets"), { immutable: true, maxAge: "1y" }));
  app.use(express.static(join(appDir, "build/client"), { maxAge: "1h", index: false }));
  app.all("/{*splat}", createRequestHandler({ build, mode: process.env.NODE_ENV ?? "production" }));

  return new Promise((resolve, reject) => {
    const server = app.listen(port, host, () => {
      const url = `http://${host === "0.0.0.0" ? "localhost" : host}:${port}`;
      console.log(`${pkg.name} (${brand}) listening on ${url}`);
      resolve({ url, close: () => new Promise((done) => server.close(() => done())) });
    });
    server.on("error", reject);
  });
}
