import { loadLocalities } from "@storefront/api/localities";
import { buildMapsSandbox, DEFAULT_API_KEYS } from "./app";

/**
 * Starts the maps sandbox on HOST:PORT (127.0.0.1:4020): indexes the streets of every locality the
 * API seeds, then answers the places and geocoder calls for the keys in MAPS_API_KEYS.
 */
async function main(): Promise<void> {
  const port = Number(process.env.PORT ?? 4020);
  const host = process.env.HOST ?? "127.0.0.1";
  const app = buildMapsSandbox({
    localities: loadLocalities(),
    apiKeys:
      process.env.MAPS_API_KEYS?.split(",")
        .map((key) => key.trim())
        .filter(Boolean) ?? DEFAULT_API_KEYS,
    logger: { level: process.env.LOG_LEVEL ?? "info" },
  });

  const shutdown = async (signal: string) => {
    app.log.info(`${signal}: closing`);
    await app.close();
    process.exit(0);
  };
  process.once("SIGINT", () => void shutdown("SIGINT"));
  process.once("SIGTERM", () => void shutdown("SIGTERM"));

  await app.listen({ port, host });
  app.log.info(`Maps sandbox ready on http://${host}:${port}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
