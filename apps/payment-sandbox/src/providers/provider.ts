import type { FastifyInstance } from "fastify";
import type { MerchantKeyring } from "../merchants/keyring";
import type { TokenSigner } from "../shared/signed-tokens";

/** What every provider module of the sandbox is given. */
export interface SandboxContext {
  /** The data folder (git-ignored): each provider keeps its records in a folder of its own here. */
  dataDir: string;
  /** Where browsers reach the sandbox: the base of hosted pages (3-D Secure, approve and cancel pages). */
  publicUrl: string;
  merchants: MerchantKeyring;
  tokens: TokenSigner;
  now: () => Date;
}

/**
 * One provider of the sandbox: the card gateway, and PayPal, Afterpay, Zip (AU and NZ), Humm and
 * Klarna (issue 14), each with its own hosted approve and cancel page. A provider owns the
 * calls under its prefix and its records; the app registers each one in its own scope.
 */
export interface SandboxProvider {
  /** Path prefix of its calls and pages, e.g. "/card/v1". */
  prefix: string;
  register(app: FastifyInstance, context: SandboxContext): Promise<void>;
}
