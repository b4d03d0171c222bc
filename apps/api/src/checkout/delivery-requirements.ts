import type { Cart } from "@storefront/api-contract/cart";
import type { PaidInstall, UniqueDeliveryRequirement } from "@storefront/api-contract/checkout";
import { supplierErrorMessage } from "@storefront/validation/checkout";
import type { SpecificationGroup } from "../db/schema";
import type { Storefront } from "../storefronts";

/**
 * Delivery edge cases of the post-address answer (spec 2 §3, issue 44 item 5), from the catalogue:
 * the unique delivery requirements a product's size asks, the cart's paid installations, and the
 * suppliers that cannot deliver to an address. The questions, sizes and areas are ours (the spec
 * names the flags only); checkout's README gives them to the shopper's eye.
 */

/** A product's outer size in millimetres, from its Dimensions specifications (undefined when not given). */
export interface ProductSize {
  height?: number;
  width?: number;
  depth?: number;
}

export function productSize(specifications: readonly SpecificationGroup[]): ProductSize {
  const items = specifications.find((group) => group.group === "Dimensions")?.items ?? [];
  const millimetres = (name: string) => {
    const value = items.find((item) => item.name === name)?.value ?? "";
    const match = /^(\d+)\s*mm$/.exec(value.trim());
    return match ? Number(match[1]) : undefined;
  };
  return { height: millimetres("Height"), width: millimetres("Width"), depth: millimetres("Depth") };
}

interface RequirementRule extends Omit<UniqueDeliveryRequirement, "products"> {
  applies: (size: ProductSize) => boolean;
}

/**
 * Ours: a product 1,500 mm high or 1,000 mm wide needs a clear way in (a tall fridge, a sofa, a
 * bed); one 1,500 mm wide or more also needs the truck close (two people carry it).
 */
export const UNIQUE_DELIVERY_REQUIREMENTS: readonly RequirementRule[] = [
  {
    id: "access",
    question: "How do we reach the room it goes in? Tell us about stairs, lifts and narrow doorways.",
    hint: "Large items need a clear path about 100 mm wider than the product.",
    applies: ({ height = 0, width = 0 }) => height >= 1_500 || width >= 1_000,
  },
  {
    id: "parking",
    question: "Where can our truck park, and how far is it from there to your door?",
    hint: "Two people carry it in; a long carry or a steep drive may need a third.",
    applies: ({ width = 0 }) => width >= 1_500,
  },
];

/** The requirements the cart's products ask, each with the titles of the products that ask it. */
export function uniqueDeliveryRequirements(
  products: readonly { title: string; specifications: readonly SpecificationGroup[] }[],
): UniqueDeliveryRequirement[] {
  const sized = products.map((product) => ({ title: product.title, size: productSize(product.specifications) }));
  return UNIQUE_DELIVERY_REQUIREMENTS.flatMap(({ applies, ...requirement }) => {
    const asking = [...new Set(sized.filter((product) => applies(product.size)).map((product) => product.title))];
    return asking.length ? [{ ...requirement, products: asking }] : [];
  });
}

/** The cart's installations with a price (spec 2 §3 paid installs), one entry per line. */
export function paidInstalls(cart: Pick<Cart, "products">): PaidInstall[] {
  return cart.products.flatMap((line) =>
    line.install && line.install.price > 0
      ? [{ sku: line.sku, productTitle: line.title, title: line.install.name, price: line.install.price, quantity: line.quantity }]
      : [],
  );
}

/**
 * Ours: the states and regions the suppliers of proforma brands do not deliver to (their products
 * come from the eastern states; the Northern Territory gets no delivery at all, localities.ts).
 */
export const SUPPLIER_EXCLUDED_STATES: Readonly<Record<Storefront["country"], readonly string[]>> = {
  AU: ["WA", "TAS"],
  NZ: [],
};

/** Whether a proforma brand's supplier delivers to a locality. */
export function supplierDeliversTo(storefront: Pick<Storefront, "country">, locality: { state: string }): boolean {
  return !SUPPLIER_EXCLUDED_STATES[storefront.country].includes(locality.state);
}

/** spec 2 §3 supplierErrors: one message per supplier that cannot deliver to the locality. */
export function supplierErrors(
  storefront: Pick<Storefront, "country">,
  suppliers: readonly string[],
  locality: { suburb: string; state: string; postcode: string },
): string[] {
  return supplierDeliversTo(storefront, locality) ? [] : suppliers.map((supplier) => supplierErrorMessage(supplier, locality));
}
