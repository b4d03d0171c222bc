/**
 * The storefront pages the API and the storefronts both name (spec 1 §2.1 route table): the API
 * sends browsers back to them (3-D Secure and instalment returns), the cart links to the checkout,
 * the compare tray hides on it. Kept apart from the checkout's schemas so that a page naming a
 * path loads no schema.
 */

/** The checkout page. */
export const CHECKOUT_PATH = "/customer/checkout";
/** The order confirmation page. */
export const CONFIRMATION_PATH = "/customer/confirmation";
