import type { AccountSessions } from "./accounts/sessions";
import type { Database } from "./db/client";
import type { CatalogueCache } from "./catalogue/cache";
import type { ReferenceData } from "./catalogue/reference-data";
import type { SignInThrottle } from "./accounts/sign-in-throttle";
import type { FormsWithoutBotCheckLimit, MailLimits } from "./http/rate-limits";
import type { Drain } from "./http/drain";
import type { SessionStore } from "./http/session";
import type { IdentityProvider } from "./identity/provider";
import type { Mailer } from "./mail/mailer";
import type { CardGateway } from "./payments/card-gateway";
import type { InstalmentGateway } from "./payments/instalment-gateway";
import type { FraudCheck, ZipInStoreGateway } from "./payments/zip-in-store-gateway";
import type { SettingsOverrides } from "./content/settings-overrides";
import type { Storefront } from "./storefronts";
import type { SandboxSwitches } from "./environment";
import type { AddressLookup } from "./maps/address-lookup";
import type { BotCheck } from "./bot-check/bot-check";

/** What every route module is given: the database, the session store, the identity provider and the clock. */
export interface AppContext {
  db: Database;
  sessions: SessionStore;
  /** Signs shoppers in and checks their access tokens (the sandbox provider unless another is given). */
  identity: IdentityProvider;
  /** Kept reads of the read-only catalogue. */
  catalogue: CatalogueCache;
  /** Categories and manufacturers, loaded once. */
  reference: () => Promise<ReferenceData>;
  /** The card gateway (the payment sandbox at PAYMENT_SANDBOX_URL unless another is given). */
  cardGateway: CardGateway;
  /** The instalment providers (the payment sandbox's at PAYMENT_SANDBOX_URL unless others are given). */
  instalmentGateway: InstalmentGateway;
  /** Zip in store (the payment sandbox's at PAYMENT_SANDBOX_URL unless another is given). */
  zipInStoreGateway: ZipInStoreGateway;
  /** The fraud check of POST /api/checkout's fraudCheckToken (the payment sandbox's unless another is given). */
  fraudCheck: FraudCheck;
  /** The address lookup's maps service (MAPS_URL, else the maps sandbox outside production); undefined: off. */
  addressLookup: AddressLookup | undefined;
  /** Failed sign-ins counted per account and client, with growing waits (./accounts/sign-in-throttle.ts). */
  signInThrottle: SignInThrottle;
  /** Mails counted per client address and per recipient (./http/rate-limits.ts). */
  mailLimits: MailLimits;
  /** The limit on public forms sent without the bot check's token (no JavaScript), per client address. */
  formsWithoutBotCheck: FormsWithoutBotCheckLimit;
  /** The current time; tests pin it. */
  now: () => Date;
  /** The signed-in shopper of a request's bearer token, checked against the revocation list. */
  accountSessions: AccountSessions;
  /** Sends the account mails (SMTP). */
  mailer: Mailer;
  /** A storefront's public origin, for links in mails. */
  originOf: (storefront: Storefront) => string;
  /** Signs the social login's state and code (derived from the session secret). */
  externalLoginKey: Uint8Array;
  /** Which sandboxes of outside providers are on (./environment.ts: off in a production start unless configured). */
  sandboxes: SandboxSwitches;
  /** Setting values that replace the seeded ones (SETTINGS_OVERRIDES, tests only; IntercomEnabled off without the chat sandbox). */
  settingsOverrides: SettingsOverrides;
  /** The bot check of public forms and of a sign-in after a failure (a provider, the sandbox, or none: ./bot-check/bot-check.ts). */
  botCheck: BotCheck;
  /** Signs the notify-me mails' links (derived from the session secret). */
  notifyMeKey: Uint8Array;
  /** Where call-back requests of notify-me go when stock returns (NOTIFY_ME_CALLBACK_TO): the sales team's inbox. */
  notifyMeCallbackTo: string;
  /** The folder project attachments are kept in (ATTACHMENTS_DIR, else {DATA_DIR}/attachments). */
  attachmentsDir: string;
  /** Whether the process drains after SIGTERM (the readiness route answers 503 meanwhile). */
  drain: Drain;
}
