/**
 * The outcome of a shopper action posted without JavaScript (issue 40 item 2), carried across the
 * action's redirect in a short-lived cookie: nothing is kept in the server's memory, so any
 * storefront process can render the page the shopper comes back to. The root loader reads it,
 * shows it once and clears it (the composition's `loadStorefrontRoot`).
 */
import { readCookie } from "../cookies";

/** The cookie's name. */
export const FLASH_COOKIE = "sf_flash";
/** Long enough for the redirect that follows the post; a page left unread forgets it. */
export const FLASH_MAX_AGE_SECONDS = 60;
/** The most of a message a flash carries (the API's refusals are a line or two). */
export const FLASH_MESSAGE_MAX_LENGTH = 300;
const TITLE_MAX_LENGTH = 100;

/** What the page the shopper comes back to says: 'Added to your cart.', or the refusal. */
export interface ActionFlash {
  ok: boolean;
  message: string;
  /** A heading above the message: the 'Too many products' dialog's, where the page has no dialog. */
  title?: string;
}

const attributes = (secure: boolean) => `Path=/; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;

/** The Set-Cookie line that carries a flash to the next page (Secure when the shopper came over HTTPS). */
export function flashCookie(flash: ActionFlash, secure: boolean): string {
  const kept: ActionFlash = {
    ok: flash.ok,
    message: flash.message.slice(0, FLASH_MESSAGE_MAX_LENGTH),
    ...(flash.title ? { title: flash.title.slice(0, TITLE_MAX_LENGTH) } : {}),
  };
  return `${FLASH_COOKIE}=${encodeURIComponent(JSON.stringify(kept))}; Max-Age=${FLASH_MAX_AGE_SECONDS}; ${attributes(secure)}`;
}

/** The Set-Cookie line that removes the flash once a page has shown it. */
export function clearedFlashCookie(secure: boolean): string {
  return `${FLASH_COOKIE}=; Max-Age=0; ${attributes(secure)}`;
}

/** The flash of a request's Cookie header, or null: none, or not one this storefront wrote (its shape is checked). */
export function readFlash(cookieHeader: string | null | undefined): ActionFlash | null {
  const raw = readCookie(cookieHeader, FLASH_COOKIE);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(decodeURIComponent(raw));
    if (typeof value !== "object" || value === null) return null;
    const { ok, message, title } = value as Record<string, unknown>;
    if (typeof ok !== "boolean" || typeof message !== "string" || !message.trim()) return null;
    if (
      message.length > FLASH_MESSAGE_MAX_LENGTH ||
      (title !== undefined && (typeof title !== "string" || title.length > TITLE_MAX_LENGTH))
    ) {
      return null;
    }
    return { ok, message, ...(typeof title === "string" && title ? { title } : {}) };
  } catch {
    return null;
  }
}
