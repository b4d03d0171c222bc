import type { salespeople } from "../db/schema";
import { ENGINE_ROOM } from "./stores";

/**
 * The salespeople of every store (issue 14, the checkout's salesperson picker), fixed so every
 * machine gets the same codes: the Engine Room (the default store) has SP-17, the sandbox staff
 * account's code (README "Sandbox credentials"), SP-18 and SP-19; each other store two to four
 * people coded SP-{store number}{person} on three digits, e.g. SP-021 and SP-022 for the second store. No random
 * numbers are drawn, so the rest of the seed is unchanged.
 */
const FIRST_NAMES = ["Alex", "Sam", "Jordan", "Casey", "Taylor", "Jamie", "Robin", "Drew", "Quinn", "Avery", "Harper", "Rowan"];
const LAST_NAMES = ["Nguyen", "Smith", "Patel", "Brown", "Williams", "Chen", "Kelly", "Martin", "Singh", "Walker", "Clarke", "Reid"];

export const ENGINE_ROOM_SALESPEOPLE = [
  { code: "SP-17", name: "Morgan Ellery" },
  { code: "SP-18", name: "Priya Nair" },
  { code: "SP-19", name: "Tom Okafor" },
] as const;

export function buildSalespeople(stores: readonly { storeUri: string; name: string }[]): (typeof salespeople.$inferInsert)[] {
  return stores.flatMap((store, index) => {
    if (store.name === ENGINE_ROOM) {
      return ENGINE_ROOM_SALESPEOPLE.map((person, order) => ({ ...person, storeUri: store.storeUri, sortOrder: order + 1 }));
    }
    const count = 2 + (index % 3);
    return Array.from({ length: count }, (_, order) => {
      const n = index * 4 + order;
      return {
        code: `SP-${String((index + 1) * 10 + order + 1).padStart(3, "0")}`,
        name: `${FIRST_NAMES[n % FIRST_NAMES.length]} ${LAST_NAMES[(n * 7 + index) % LAST_NAMES.length]}`,
        storeUri: store.storeUri,
        sortOrder: order + 1,
      };
    });
  });
}
