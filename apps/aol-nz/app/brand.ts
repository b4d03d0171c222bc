import { defineBrand } from "@storefront/ui-kit/brand";
import { aolNzTheme } from "@storefront/ui-kit/themes";
import app from "../package.json" with { type: "json" };

/** aol-nz: the NZ appliance theme, the trade app's NZ sibling (BRANDS.md). */
export const brand = defineBrand({
  id: app.storefront.brand,
  port: app.storefront.port,
  displayName: app.storefront.displayName,
  country: app.storefront.country === "NZ" ? "NZ" : "AU",
  theme: aolNzTheme,
  features: {
    showReminders: false,
    searchResultCount: { narrow: 4, wide: 8 },
    checkout: {
      suburbAndPostcodeAsOneField: true,
      validateState: false,
    },
  },
});
