import { hasCheckoutOption, type CheckoutView } from "@storefront/api-contract/checkout";
import { EMPTY_CART_ID } from "@storefront/validation/cart";
import type { FastifyRequest } from "fastify";
import { depositPercentageOf, viewOptions } from "../options";
import { accountBillingAddress } from "../locked-customer";
import { storeContact } from "../staff";
import { encryptionKeys, type CheckoutParts } from "./parts";

/** spec 2 §3 customer: the signed-in shopper of the bearer access token, or null for a guest. */
async function customerOf(parts: CheckoutParts, request: FastifyRequest): Promise<CheckoutView["customer"]> {
  const signedIn = await parts.context.accountSessions.signedIn(request);
  if (!signedIn) return null;
  const { account } = signedIn;
  // A locked customer's billing address is the one the retailer keeps (locked-customer.ts).
  const billingAddress = account.locked ? await accountBillingAddress(parts.context.db, account.id) : null;
  return { email: account.email, phone: account.phone, locked: account.locked, shippingAddress: null, billingAddress };
}

/**
 * GET /api/checkout (spec 2 §3 checkout view). Signed-in staff get the storefront's staff
 * options in opts, their store (for cash and carry), the country's stores and salespeople; a
 * customer or guest never sees any of them.
 */
export async function checkoutView(parts: CheckoutParts, request: FastifyRequest): Promise<CheckoutView> {
  const storefront = request.storefront;
  const row = await parts.pricing.store.header(parts.context.sessions.idOf(request), storefront.id);
  const staff = await parts.staff.staffOf(request);
  const opts = viewOptions(storefront, staff !== null);
  const pickers = staff ? await parts.staff.pickers(storefront, staff) : { stores: [], salesPeople: [] };
  return {
    cartId: row?.id ?? EMPTY_CART_ID,
    opts,
    store: staff && hasCheckoutOption(opts, "CashAndCarry") ? storeContact(staff.store) : null,
    x509EncryptionKeys: await encryptionKeys(parts.context.cardGateway),
    partialPaymentPercentage: depositPercentageOf(storefront),
    customer: await customerOf(parts, request),
    ...pickers,
    country: storefront.country,
    currency: storefront.currency,
  };
}
