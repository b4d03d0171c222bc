import { defineBrand } from "@storefront/ui-kit/brand";
import { andooTheme } from "@storefront/ui-kit/themes";
import app from "../package.json" with { type: "json" };

/** andoo: the sister appliance marketplace (BRANDS.md). */
export const brand = defineBrand({
  id: app.storefront.brand,
  port: app.storefront.port,
  displayName: app.storefront.displayName,
  country: app.storefront.country === "NZ" ? "NZ" : "AU",
  theme: andooTheme,
  features: {
    compareVariant: "bottomBar",
    compareTooManyVariant: "deselectAnother",
    checkout: {
      supplierAvailability: true,
    },
  },
});
