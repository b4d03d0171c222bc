export declare const MAX_MESSAGES: number;
export declare const DEFAULT_SMTP_PORT: number;
export declare const DEFAULT_HTTP_PORT: number;

/** A message the catcher received. */
export interface CaughtMail {
  id: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Every http(s) address in the text and the HTML's hrefs. */
  links: string[];
  receivedAt: string;
}

export declare function linksOf(text: string | undefined, html: string | undefined): string[];

export interface MailCatcher {
  smtpPort: number;
  httpPort: number;
  inboxUrl: string;
  /** Newest last. */
  messages: CaughtMail[];
  close(): Promise<void>;
}

export declare function startMailCatcher(options?: { host?: string; smtpPort?: number; httpPort?: number }): Promise<MailCatcher>;
