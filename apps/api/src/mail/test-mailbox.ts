/**
 * Test support (not a test file): a real SMTP server in the test process (smtp-server) that
 * parses what it receives (mailparser), so a test reads the mail the API sent over SMTP.
 */
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll } from "vitest";

export interface ReceivedMail {
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
}

function addressText(address: ParsedMail["to"] | ParsedMail["from"]): string {
  if (!address) return "";
  return (Array.isArray(address) ? address : [address]).map((a) => a.text).join(", ");
}

/** Starts the SMTP server once for the file (beforeAll) on a free loopback port; `port` is set when it listens. */
export function setupMailbox() {
  const mailbox = {
    port: 0,
    received: [] as ReceivedMail[],
    waiters: [] as (() => void)[],
    /** The next mail to this address, waiting up to 5 s for it. */
    async next(to: string, timeoutMs = 5000): Promise<ReceivedMail> {
      const started = Date.now();
      for (;;) {
        const index = mailbox.received.findIndex((mail) => mail.to.toLowerCase().includes(to.toLowerCase()));
        if (index >= 0) return mailbox.received.splice(index, 1)[0] as ReceivedMail;
        if (Date.now() - started > timeoutMs) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, 100);
          mailbox.waiters.push(() => (clearTimeout(timer), resolve()));
        });
      }
    },
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          mailbox.received.push({
            to: addressText(parsed.to),
            from: addressText(parsed.from),
            subject: parsed.subject ?? "",
            text: parsed.text ?? "",
            html: typeof parsed.html === "string" ? parsed.html : "",
          });
          for (const wake of mailbox.waiters.splice(0)) wake();
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  beforeAll(
    () =>
      new Promise<void>((resolve, reject) => {
        server.once("error", reject);
        server.listen(0, "127.0.0.1", () => {
          const address = server.server.address();
          mailbox.port = typeof address === "object" && address ? address.port : 0;
          resolve();
        });
      }),
  );
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return mailbox;
}
