/** Checkout's calls (spec 2 §7), starting with the card request the browser builds for the card provider. */
import { Type, type Static } from "./common";

/** spec 2 §3 browserInfo: the screen's size, the gateway's 3-D Secure data. */
export const BrowserInfo = Type.Object({
  screenHeight: Type.Integer({ minimum: 0, maximum: 100_000 }),
  screenWidth: Type.Integer({ minimum: 0, maximum: 100_000 }),
});
export type BrowserInfo = Static<typeof BrowserInfo>;

/**
 * spec 2 §3 "Card request for the card provider". cardNo and cvv travel empty: the number and the
 * security code go only inside encryptedValues (compact JWE, RSA-OAEP-256 with A256GCM), which only
 * the card provider can read.
 */
export const CardProviderRequest = Type.Object({
  cardDetails: Type.Object({
    cardNo: Type.Optional(Type.String({ maxLength: 0 })),
    cvv: Type.Optional(Type.String({ maxLength: 0 })),
    expiryDate: Type.String({ pattern: "^(0[1-9]|1[0-2])/[0-9]{2}$" }),
    nameOnCard: Type.String({ maxLength: 100 }),
  }),
  browserInfo: BrowserInfo,
  encryptedValues: Type.Object({
    encryptedCardNumber: Type.String({ maxLength: 4096 }),
    encryptedSecurityCode: Type.String({ maxLength: 4096 }),
  }),
  cardHolderName: Type.String({ maxLength: 100 }),
});
export type CardProviderRequest = Static<typeof CardProviderRequest>;
