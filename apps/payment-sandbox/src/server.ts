import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { buildSandbox, DEFAULT_MERCHANT_ACCOUNTS } from "./app";

/**
 * Starts the payment sandbox: issues each merchant account's keys and certificate on first start
 * (in DATA_DIR, default apps/payment-sandbox/.data), then listens on HOST:PORT (127.0.0.1:4010).
 */
async function main(): Promise<void> {
  const port = Number(process.env.PORT ?? 4010);
  const host = process.env.HOST ?? "127.0.0.1";
  const dataDir = process.env.DATA_DIR ?? fileURLToPath(new URL("../.data/", import.meta.url));
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const browserHost = host === "0.0.0.0" || host === "::" ? "127.0.0.1" : host;
  const app = await buildSandbox({
    dataDir,
    publicUrl: process.env.PUBLIC_URL ?? `http://${browserHost}:${port}`,
    merchantAccounts: process.env.MERCHANT_ACCOUNTS?.split(",").map((account) => account.trim()) ?? DEFAULT_MERCHANT_ACCOUNTS,
    card: process.env.SLOW_CARD_DELAY_MS ? { slowCardDelayMs: Number(process.env.SLOW_CARD_DELAY_MS) } : {},
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
  app.log.info(`Payment sandbox ready on http://${host}:${port}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
