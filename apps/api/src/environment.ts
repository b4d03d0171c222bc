/**
 * What a start reads from the environment about the kind of start it is (issue 41 items 8 and 10;
 * ARCHITECTURE.md decision 12: a sandbox is off in a production start unless configured).
 *
 * A production start is NODE_ENV=production. `pnpm start`, the tests and the end-to-end suite are
 * not: they keep every sandbox and the demo data on, as before.
 */

type Env = Record<string, string | undefined>;

/** Whether this is a production start (NODE_ENV=production). */
export function isProductionStart(env: Env): boolean {
  return env.NODE_ENV === "production";
}

/**
 * A switch that is on outside production and off in a production start, unless the variable says
 * `true` or `false` (apps/api README: SEED_DEMO_DATA, CHAT_SANDBOX, AFFILIATE_PIXEL_SANDBOX, IDENTITY_SANDBOX,
 * REFERRAL_SANDBOX). Any
 * other value stops the start with the variable's name.
 */
export function offInProductionUnlessSet(env: Env, name: string): boolean {
  const value = env[name]?.trim();
  if (!value) return !isProductionStart(env);
  if (value !== "true" && value !== "false") throw new Error(`${name} must be true or false, not ${JSON.stringify(value)}.`);
  return value === "true";
}

/** The sandboxes that stand in for outside providers with no setting of their own to point elsewhere. */
export interface SandboxSwitches {
  /**
   * CHAT_SANDBOX: the chat widget's conversation (POST /api/chat/sandbox/messages, an automatic
   * reply). Off, the route is not there and every storefront's IntercomEnabled setting is false,
   * so no storefront offers a chat that nobody reads.
   */
  chat: boolean;
  /**
   * AFFILIATE_PIXEL_SANDBOX: the affiliate network's tracking pixel (GET /api/tracking/affiliate,
   * which records each reported order in affiliate_pixel_hits). Off, the route is not there (404).
   */
  affiliatePixel: boolean;
  /**
   * IDENTITY_SANDBOX: the sandbox social sign-in provider's pages (GET and POST
   * /api/account/externallogin/{provider}/sandbox, issue 41 item 1). Off, they are not there (404),
   * a social sign-in goes back to the login page as unavailable, and linking one answers 404.
   */
  identity: boolean;
  /**
   * REFERRAL_SANDBOX: the referral provider's sandbox (issue 45 item 2, src/referrals/): the
   * conversion call Buyapowa would get is stored on the referral instead. Off, the referral routes
   * are not there (404) and every storefront's BuyapowaEnabled setting is false, so none offers referrals.
   */
  referrals: boolean;
}

/** On outside production, off in a production start unless the variable says `true`. */
export function sandboxSwitchesFromEnv(env: Env): SandboxSwitches {
  return {
    chat: offInProductionUnlessSet(env, "CHAT_SANDBOX"),
    affiliatePixel: offInProductionUnlessSet(env, "AFFILIATE_PIXEL_SANDBOX"),
    identity: offInProductionUnlessSet(env, "IDENTITY_SANDBOX"),
    referrals: offInProductionUnlessSet(env, "REFERRAL_SANDBOX"),
  };
}
