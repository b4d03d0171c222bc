import { readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { apiUrl, publicOrigin, readAppConfig } from "./app-config";
import { createStorefrontApp } from "./storefront-app";

export interface StartedStorefront {
  url: string;
  close: () => Promise<void>;
}

/**
 * Serves a storefront's production build (storefront-app.ts). `PORT` and `HOST` override the
 * app's fixed port and 127.0.0.1, `API_URL` points at the API, `PUBLIC_ORIGIN` is the origin its
 * sitemaps name (default http://localhost:<port>).
 */
export async function startStorefrontServer(appDir: string = process.cwd()): Promise<StartedStorefront> {
  const pkg = JSON.parse(readFileSync(join(appDir, "package.json"), "utf8"));
  const { brand, port: fixedPort } = readAppConfig(pkg);
  const port = Number(process.env.PORT) || fixedPort;
  const host = process.env.HOST || "127.0.0.1";
  const build = (await import(pathToFileURL(join(appDir, "build/server/index.js")).href)) as ServerBuild;
  const app = await createStorefrontApp({
    build,
    clientDir: join(appDir, "build/client"),
    brand,
    api: apiUrl(),
    origin: publicOrigin(port),
    mode: process.env.NODE_ENV ?? "production",
  });

  return new Promise((resolve, reject) => {
    const server = app.listen(port, host, () => {
      const url = `http://${host === "0.0.0.0" ? "localhost" : host}:${port}`;
      console.log(`${pkg.name} (${brand}) listening on ${url} (Node ${process.versions.node})`);
      resolve({ url, close: () => new Promise((done) => server.close(() => done())) });
    });
    server.on("error", reject);
  });
}
