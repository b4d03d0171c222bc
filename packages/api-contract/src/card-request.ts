import { cardDigits, checkCard, expiryForProvider, type CardCheckResult, type CardDetails } from "@storefront/validation/cards";
import { encryptCardSecrets, type EncryptedCardValues } from "./encrypt-card";

/**
 * The card request of spec 2 §3, built in the browser from the card panel's fields: cardDetails
 * with the expiry as MM/YY, browserInfo, encryptedValues and cardHolderName. Pure (validation
 * rules and `jose`), so the API's and the gateway's tests build requests with it too.
 */

export interface BrowserInfo {
  screenHeight: number;
  screenWidth: number;
}

/**
 * What the browser sends: the contract's CardProviderRequest (spec 2 §3), narrowed to what this
 * module guarantees. spec 2 §3 names cardNo and cvv in cardDetails; they go empty, because the
 * number and the code travel only inside encryptedValues and our API never holds them in clear.
 */
export interface CardRequest {
  cardDetails: { cardNo: ""; cvv: ""; expiryDate: string; nameOnCard: string };
  browserInfo: BrowserInfo;
  encryptedValues: EncryptedCardValues;
  cardHolderName: string;
}

/** spec 2 §3: browserInfo carries the screen's height and width (the gateway's 3-D Secure data). */
export function browserInfoOf(screen: { height: number; width: number }): BrowserInfo {
  return { screenHeight: screen.height, screenWidth: screen.width };
}

export type CardCheckFailure = Extract<CardCheckResult, { ok: false }>;
export type CardRequestResult = { ok: true; request: CardRequest } | CardCheckFailure;

export interface CardRequestOptions {
  /** The brand's certificate (PEM): its entry of x509EncryptionKeys in the checkout view. */
  certificate: string;
  browserInfo: BrowserInfo;
  /** The clock of the expiry check and the encryption time; tests pin it. */
  now?: Date;
}

/**
 * spec 2 §4: the card check runs first; a failure answers code 401 with the field messages and
 * nothing is encrypted or sent. Otherwise the number (digits only) and the security code are
 * encrypted with the brand's certificate.
 */
export async function buildCardRequest(card: CardDetails, options: CardRequestOptions): Promise<CardRequestResult> {
  const now = options.now ?? new Date();
  const check = checkCard(card, now);
  if (!check.ok) return check;
  const nameOnCard = (card.nameOnCard ?? "").trim();
  const encryptedValues = await encryptCardSecrets(
    { cardNo: cardDigits(card.cardNo ?? ""), cvv: card.cvv ?? "" },
    options.certificate,
    now,
  );
  return {
    ok: true,
    request: {
      cardDetails: { cardNo: "", cvv: "", expiryDate: expiryForProvider(card.expiryDate ?? "") ?? "", nameOnCard },
      browserInfo: options.browserInfo,
      encryptedValues,
      cardHolderName: nameOnCard,
    },
  };
}
