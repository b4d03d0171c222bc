#!/usr/bin/env node
// Starts the mail catcher: SMTP on MAIL_CATCHER_SMTP_PORT (1025, the API's default SMTP_PORT), the
// web inbox on MAIL_CATCHER_HTTP_PORT (1080), both on MAIL_CATCHER_HOST (127.0.0.1). LOG_LEVEL as
// the API reads it (pino's names, default info): the line it prints when it listens is information.
import { DEFAULT_HTTP_PORT, DEFAULT_SMTP_PORT, startMailCatcher } from "./index.js";

const env = process.env;
const catcher = await startMailCatcher({
  host: env.MAIL_CATCHER_HOST ?? "127.0.0.1",
  smtpPort: Number(env.MAIL_CATCHER_SMTP_PORT ?? DEFAULT_SMTP_PORT),
  httpPort: Number(env.MAIL_CATCHER_HTTP_PORT ?? DEFAULT_HTTP_PORT),
});
if (["trace", "debug", "info"].includes(env.LOG_LEVEL ?? "info")) {
  console.log(`Mail catcher: SMTP on port ${catcher.smtpPort}, inbox at ${catcher.inboxUrl}`);
}
const stop = () => void catcher.close().then(() => process.exit(0));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
