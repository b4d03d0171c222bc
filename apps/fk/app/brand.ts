import { defineBrand } from "@storefront/ui-kit/brand";
import { fkTheme } from "@storefront/ui-kit/themes";
import app from "../package.json" with { type: "json" };

/** fk: the furniture theme (BRANDS.md); an NZ build sets "country": "NZ" in package.json's storefront field. */
export const brand = defineBrand({
  id: app.storefront.brand,
  port: app.storefront.port,
  displayName: app.storefront.displayName,
  country: app.storefront.country === "NZ" ? "NZ" : "AU",
  theme: fkTheme,
  features: {
    showRibbons: true,
    searchResultCount: { narrow: 4, wide: 8 },
    searchVariant: "furniture",
  },
});
