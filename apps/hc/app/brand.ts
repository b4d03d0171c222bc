import { defineBrand } from "@storefront/ui-kit/brand";
import { hcTheme } from "@storefront/ui-kit/themes";
import app from "../package.json" with { type: "json" };

/** hc: the home-care theme (BRANDS.md). */
export const brand = defineBrand({
  id: app.storefront.brand,
  port: app.storefront.port,
  displayName: app.storefront.displayName,
  country: app.storefront.country === "NZ" ? "NZ" : "AU",
  theme: hcTheme,
  features: {
    checkout: {
      adminBarForSignedIn: true,
      deliveryUnavailableMessage: true,
    },
  },
});
