import { readFileSync } from "node:fs";
import { join } from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import { defaultClientConditions, defaultServerConditions, type Plugin, type UserConfig } from "vite";
import { apiUrl, publicBotCheckScriptUrl, publicFraudCheckOrigin, publicZipPollLimitMs, readAppConfig } from "./app-config";
import { createApiProxy } from "./api-proxy";
import { compileHints } from "./compile-hints";
import { firstLoadChunks } from "./first-load-chunks";
import { precompressAssets } from "./precompress";
import { pureDefinitions } from "./pure-definitions";
import { BOT_CHECK_SCRIPT_HEADER, FRAUD_CHECK_ORIGIN_HEADER, ZIP_POLL_LIMIT_HEADER } from "./render-headers";
import { styledComponentsIds } from "./styled-components-ids";

/** Forwards /api/* in the dev server exactly as the production server does. */
function apiProxyPlugin(brand: string): Plugin {
  return {
    name: "storefront:api-proxy",
    configureServer(server) {
      server.middlewares.use(createApiProxy({ target: apiUrl(), brand }));
    },
  };
}

/**
 * Hands the render the checkout's public values in the dev server as the production server does
 * (security-headers.ts): the fraud-check origin (PUBLIC_FRAUD_CHECK_URL or PAYMENT_SANDBOX_URL,
 * without which the API refuses every checkout) and the Zip in-store polling limit. Values a
 * client sends are dropped.
 */
function checkoutValuesPlugin(): Plugin {
  return {
    name: "storefront:checkout-values",
    configureServer(server) {
      const fraudCheckOrigin = publicFraudCheckOrigin();
      const zipPollLimitMs = publicZipPollLimitMs();
      const botCheckScriptUrl = publicBotCheckScriptUrl();
      server.middlewares.use((request, _response, next) => {
        if (fraudCheckOrigin) request.headers[FRAUD_CHECK_ORIGIN_HEADER] = fraudCheckOrigin;
        else delete request.headers[FRAUD_CHECK_ORIGIN_HEADER];
        if (botCheckScriptUrl) request.headers[BOT_CHECK_SCRIPT_HEADER] = botCheckScriptUrl;
        else delete request.headers[BOT_CHECK_SCRIPT_HEADER];
        if (zipPollLimitMs) request.headers[ZIP_POLL_LIMIT_HEADER] = String(zipPollLimitMs);
        else delete request.headers[ZIP_POLL_LIMIT_HEADER];
        next();
      });
    },
  };
}

/**
 * Libraries whose modules only define things (their package.json does not say so): a page that
 * uses none of their values leaves them out.
 */
const DEFINITION_ONLY = /[\\/]node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(?:typebox|yup)[\\/]/;

/**
 * The whole Vite config of a storefront app. Workspace packages are compiled from their sources
 * (the `development` export condition) in dev and in production builds alike, so one copy of each
 * package, and of each React context, ends up in the bundle; their dist builds are for publishing.
 * The browser build's text files get brotli and gzip copies for the production server.
 */
export function storefrontViteConfig(appDir: string = process.cwd()): UserConfig {
  const pkg = JSON.parse(readFileSync(join(appDir, "package.json"), "utf8"));
  const { brand, port } = readAppConfig(pkg);
  return {
    plugins: [
      pureDefinitions(),
      styledComponentsIds(),
      checkoutValuesPlugin(),
      reactRouter(),
      firstLoadChunks(),
      compileHints(),
      apiProxyPlugin(brand),
      precompressAssets(),
    ],
    resolve: { conditions: ["development", ...defaultClientConditions] },
    ssr: {
      noExternal: [/^@storefront\//, "styled-components"],
      resolve: { conditions: ["development", ...defaultServerConditions], externalConditions: ["development"] },
    },
    server: { port, strictPort: true, host: "127.0.0.1" },
    // Known up front so the dev server's first page load does not stop to re-optimise them.
    optimizeDeps: { include: ["react", "react-dom", "react-dom/client", "react-router", "styled-components"] },
    build: {
      // STOREFRONT_SOURCEMAP=true writes client source maps, for bundle analysis.
      sourcemap: process.env.STOREFRONT_SOURCEMAP === "true",
      // A lazy part's `import()` fetches its chunk, and the chunk its own imports, with no preload
      // links: Vite's helper added one per chunk the part needs, each a fetch started in the task
      // that asked for the part (37 on fk's product page, 25 to 50 ms of the main thread on a fast
      // machine in all, issue 17). The chunks a part shares with the page are loaded already; the
      // few it does not are fetched once its chunk has arrived, a round trip later.
      modulePreload: false,
      rollupOptions: { treeshake: { moduleSideEffects: (id) => !DEFINITION_ONLY.test(id) } },
    },
  };
}
