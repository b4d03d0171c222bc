import { defineBrand } from "@storefront/ui-kit/brand";
import { aolTheme } from "@storefront/ui-kit/themes";
import app from "../package.json" with { type: "json" };

/** aol: the electrical-trade app (BRANDS.md). */
export const brand = defineBrand({
  id: app.storefront.brand,
  port: app.storefront.port,
  displayName: app.storefront.displayName,
  country: app.storefront.country === "NZ" ? "NZ" : "AU",
  theme: aolTheme,
  features: {
    pricesNeedLogin: true,
    logoutOn401: false,
    // The flag the API reads from the same package.json field (AbnOnRegistration).
    abnOnRegistration: app.storefront.accountOptions.includes("AbnOnRegistration"),
    showReminders: false,
    checkout: {
      paymentConfigVersion: 2,
      creditAccountPayment: true,
      purchaseOrderField: true,
      lastNameMaxLength: 29,
      leavePageWarning: true,
    },
  },
});
