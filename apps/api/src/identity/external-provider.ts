import { EXTERNAL_LOGIN_PROVIDERS } from "@storefront/api-contract/identity";

/**
 * Social sign-in providers (spec 3 §4: a redirect to the identity provider with the provider,
 * nonce and origin; ARCHITECTURE.md decision 7). A provider answers who the person is: a stable
 * subject of its own and an email it has verified (OpenID Connect's `sub`, `email`,
 * `email_verified`). The API links accounts by the subject, never by a claimed email
 * (src/accounts/external-login.ts). The sandbox provider (./external-sandbox.ts) is the one shipped.
 */
export type ExternalProvider = (typeof EXTERNAL_LOGIN_PROVIDERS)[number];

/** The provider of the path, in any letter case, or undefined. */
export function externalProvider(name: string): ExternalProvider | undefined {
  return EXTERNAL_LOGIN_PROVIDERS.find((provider) => provider.toLowerCase() === name.toLowerCase());
}

/** What a provider answers about the person who approved the sign-in. */
export interface ExternalIdentity {
  provider: ExternalProvider;
  /** The provider's stable id for the person. */
  subject: string;
  /** Lower-cased. */
  email: string;
  /** The provider checked that the person owns the email. */
  emailVerified: boolean;
  firstName: string;
  lastName: string;
}
