/**
 * Bot checks (issue 45 item 7; spec 3 §3 names RecaptchaSiteKey and RecaptchaV3SiteKey): the
 * invisible score check (reCAPTCHA v3's kind) runs on each public form, and the "I'm not a robot"
 * box (v2's kind) appears on the sign-in form after repeated failed sign-ins. The browser sends the
 * provider's token, and the API asks the provider about it with its secret: nothing the browser
 * says about itself is believed. The texts are ours (the spec shows none).
 */
export const botCheckMessages = {
  /** The box was not ticked, or its tick expired, before a sign-in that needs it. */
  tickBox: "Please tick 'I'm not a robot' and try again.",
  /** The provider did not vouch for the token (missing, forged, reused, expired, a low score). */
  refused: "We could not check that you are not a robot. Please try again.",
  /** The provider could not be asked. */
  unavailable: "We could not check that you are not a robot just now. Please try again in a minute.",
} as const;

/** The actions the score check names, one per form; the API refuses a token made for another. */
export const BOT_CHECK_ACTIONS = ["register", "newsletter", "contact", "notify_me"] as const;
export type BotCheckAction = (typeof BOT_CHECK_ACTIONS)[number];

/** The lowest score taken as a person (reCAPTCHA's own suggestion: 0.5 of 0.0 to 1.0). */
export const BOT_CHECK_MIN_SCORE = 0.5;

/**
 * Failed sign-ins of one account from one client after which the next needs the "I'm not a
 * robot" box (ours: a person mistyping once or twice is not asked; a script guessing is).
 */
export const BOT_CHECK_BOX_AFTER_FAILURES = 3;

/** The form field the "I'm not a robot" box writes its token into (the provider's own name). */
export const BOT_CHECK_BOX_FIELD = "g-recaptcha-response";

/**
 * The form field a shopper action's form carries the score check's token in (the page adds it at
 * submit; the route action forwards it to the API as the JSON body's `botCheckToken`).
 */
export const BOT_CHECK_TOKEN_FIELD = "botCheckToken";

/** A token's longest length the API reads (the provider's are about 2,000 characters). */
export const BOT_CHECK_TOKEN_MAX_LENGTH = 4096;
