import nodemailer, { type Transporter } from "nodemailer";

/** A message the API sends: plain text, with an HTML copy. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends mail; rejects when the mail server did not take the message. */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

export interface SmtpSettings {
  host: string;
  port: number;
  /** The From header. */
  from: string;
  /** TLS from the first byte (port 465); otherwise STARTTLS when the server offers it. */
  secure?: boolean;
  user?: string;
  password?: string;
}

/** Mail over SMTP with nodemailer (SMTP_HOST, SMTP_PORT): a mail catcher in development, a relay in production. */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(private readonly settings: SmtpSettings) {
    this.transport = nodemailer.createTransport({
      host: settings.host,
      port: settings.port,
      secure: settings.secure ?? false,
      ...(settings.user ? { auth: { user: settings.user, pass: settings.password ?? "" } } : {}),
      // A mail server that does not answer must not hold a request for minutes.
      connectionTimeout: 5_000,
      greetingTimeout: 5_000,
      socketTimeout: 10_000,
    });
  }

  async send(mail: OutgoingMail): Promise<void> {
    await this.transport.sendMail({ from: this.settings.from, ...mail });
  }

  close(): void {
    this.transport.close();
  }
}

/** The mail catcher's SMTP port in development (README "Mail"). */
export const DEFAULT_SMTP_PORT = 1025;

/** SMTP settings from the environment: SMTP_HOST (127.0.0.1), SMTP_PORT (1025), SMTP_FROM, SMTP_SECURE, SMTP_USER, SMTP_PASSWORD. */
export function smtpSettingsFromEnv(env: Record<string, string | undefined>): SmtpSettings {
  const port = Number(env.SMTP_PORT ?? DEFAULT_SMTP_PORT);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`SMTP_PORT must be a port number, not ${env.SMTP_PORT}`);
  return {
    host: env.SMTP_HOST ?? "127.0.0.1",
    port,
    from: env.SMTP_FROM ?? "Storefront accounts <accounts@storefront.test>",
    secure: env.SMTP_SECURE === "true",
    user: env.SMTP_USER,
    password: env.SMTP_PASSWORD,
  };
}
