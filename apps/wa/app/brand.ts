import { defineBrand } from "@storefront/ui-kit/brand";
import { waTheme } from "@storefront/ui-kit/themes";
import app from "../package.json" with { type: "json" };

/** wa: the main retail theme (BRANDS.md). */
export const brand = defineBrand({
  id: app.storefront.brand,
  port: app.storefront.port,
  displayName: app.storefront.displayName,
  country: app.storefront.country === "NZ" ? "NZ" : "AU",
  theme: waTheme,
  features: {
    showRibbons: true,
    // Read by the API too (projects, staff checkout): one flag, in the app's package.json.
    staffTooling: app.storefront.staffTooling,
    cookingDemos: true,
    virtualTours: true,
    compareVariant: "overlay",
    // The staff app's login route setting (spec 3 §2, §9); /account/login serves the same page.
    loginRoute: "/account/internal/login",
  },
});
