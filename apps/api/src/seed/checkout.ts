import type { coupons, giftCards } from "../db/schema";

/**
 * The seed's coupons and gift cards (apps/api/README.md names them): for each, one that applies,
 * one that has expired and one that is used up. Fixed dates far from today, so no refresh moves them.
 */
export const SEED_COUPONS: (typeof coupons.$inferInsert)[] = [
  {
    code: "SAVE10",
    description: "10% off the cart",
    kind: "percent",
    value: 10,
    validFrom: "2025-01-01",
    validUntil: "2099-12-31",
    maxUses: null,
  },
  {
    code: "TAKE50",
    description: "$50 off the cart",
    kind: "amount",
    value: 50,
    validFrom: "2025-01-01",
    validUntil: "2099-12-31",
    maxUses: null,
  },
  {
    code: "EXPIRED20",
    description: "20% off, ended",
    kind: "percent",
    value: 20,
    validFrom: "2025-01-01",
    validUntil: "2025-06-30",
    maxUses: null,
  },
  {
    code: "USEDUP15",
    description: "15% off, once, already used",
    kind: "percent",
    value: 15,
    validFrom: "2025-01-01",
    validUntil: "2099-12-31",
    maxUses: 1,
    usedCount: 1,
  },
];

export const SEED_GIFT_CARDS: (typeof giftCards.$inferInsert)[] = [
  { code: "GIFT-VALID-100", currency: "AUD", initialBalance: 100, balance: 100, expiresOn: "2099-12-31" },
  { code: "GIFT-VALID-NZ100", currency: "NZD", initialBalance: 100, balance: 100, expiresOn: "2099-12-31" },
  // Large enough to pay for any cart many times over: the free order journeys (issue 44 item 2) spend
  // from them on every run against a kept data folder.
  { code: "GIFT-VALID-1000000", currency: "AUD", initialBalance: 1_000_000, balance: 1_000_000, expiresOn: "2099-12-31" },
  { code: "GIFT-VALID-NZ1000000", currency: "NZD", initialBalance: 1_000_000, balance: 1_000_000, expiresOn: "2099-12-31" },
  { code: "GIFT-EXPIRED-50", currency: "AUD", initialBalance: 50, balance: 50, expiresOn: "2025-06-30" },
  { code: "GIFT-EMPTY-0", currency: "AUD", initialBalance: 100, balance: 0, expiresOn: "2099-12-31" },
];
