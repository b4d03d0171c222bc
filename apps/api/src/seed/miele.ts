import { slugify } from "./dates";
import type { Catalogue } from "./catalogue";

/**
 * Miele products (issue 14, spec 2 §5 and §9): with one in the cart, checkout caps address and
 * company name at 35 characters and asks for the Miele warning. Appended after the rest of the
 * catalogue is built, with no random draws, at full price (never in the promotions' sample) and
 * with the next manufacturer and product ids, so every other seeded row stays as it was.
 */
const MIELE_PRODUCTS = [
  { leaf: "ovens", sku: "MIE-OV2001", model: "H 7260 BP", title: "Miele Generation 7000 60cm Pyrolytic Oven" },
  { leaf: "dishwashers", sku: "MIE-DI2001", model: "G 7310 SC", title: "Miele Generation 7000 60cm Freestanding Dishwasher" },
  { leaf: "cooktops", sku: "MIE-CO2001", model: "KM 7464 FL", title: "Miele 80cm Induction Cooktop" },
  { leaf: "washing-machines", sku: "MIE-WA2001", model: "WWD 320", title: "Miele W1 8kg Front Load Washer" },
] as const;

export const MIELE = "Miele";
export const MIELE_SKUS = MIELE_PRODUCTS.map((p) => p.sku);

export function addMieleProducts(catalogue: Catalogue): void {
  const manufacturerId = catalogue.manufacturers.length + 1;
  catalogue.manufacturers.push({
    id: manufacturerId,
    slug: slugify(MIELE),
    name: MIELE,
    description: "Miele designs premium kitchen and laundry appliances, delivered and installed by Miele.",
  });
  for (const definition of MIELE_PRODUCTS) {
    const template = catalogue.products.find((p) => p.categoryPath.endsWith(`/${definition.leaf}`));
    if (!template) continue;
    const id = catalogue.products.length + 1;
    const rrpAud = template.rrpAud;
    const storefronts = template.storefronts.includes("wa") ? template.storefronts : [...template.storefronts, "wa" as const];
    catalogue.products.push({
      ...template,
      id,
      sku: definition.sku,
      slug: `${slugify(definition.title)}-${definition.sku.toLowerCase()}`,
      title: definition.title,
      description: `The ${definition.title}, delivered and installed by Miele.`,
      manufacturerId,
      priceAud: rrpAud,
      rrpAud,
      priceNzd: template.rrpNzd,
      rrpNzd: template.rrpNzd,
      stockStatus: "inStock",
      conditionLabel: null,
      missingParts: null,
      ribbons: [],
      specifications: template.specifications.map((group) =>
        group.group === "General"
          ? {
              ...group,
              items: group.items.map((item) =>
                item.name === "Brand"
                  ? { ...item, value: MIELE }
                  : item.name === "Model number"
                    ? { ...item, value: definition.model }
                    : item,
              ),
            }
          : group,
      ),
      storefronts,
      searchText: `${definition.title} ${MIELE} ${definition.leaf} ${definition.sku}`.toLowerCase(),
      releasedOn: template.releasedOn,
    });
    catalogue.priceHistory.push({ productId: id, effectiveOn: template.releasedOn, priceAud: rrpAud, priceNzd: template.rrpNzd });
  }
}
