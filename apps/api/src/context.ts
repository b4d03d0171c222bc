import type { Database } from "./db/client";
import type { CatalogueCache } from "./catalogue/cache";
import type { ReferenceData } from "./catalogue/reference-data";
import type { SignInThrottle } from "./http/rate-limits";
import type { SessionStore } from "./http/session";
import type { IdentityProvider } from "./identity/provider";
import type { CardGateway } from "./payments/card-gateway";

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
  /** Failed sign-ins counted per account and per client address (./http/rate-limits.ts). */
  signInThrottle: SignInThrottle;
  /** The current time; tests pin it. */
  now: () => Date;
}
