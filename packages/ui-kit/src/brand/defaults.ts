import { currencyForCountry } from "@storefront/validation/price";
import type { BrandConfig, BrandFeatures } from "./BrandConfig";

/** The behaviour of a plain storefront; a brand lists only what differs. */
export const defaultFeatures: BrandFeatures = {
  showRibbons: false,
  staffTooling: false,
  showReminders: true,
  cookingDemos: false,
  virtualTours: false,
  pricesNeedLogin: false,
  logoutOn401: true,
  loginRoute: "/account/login",
  postLoginRoute: "/account",
  abnOnRegistration: false,
  compareVariant: "overlay",
  compareTooManyVariant: "removeFirst",
  compareOnHome: false,
  searchResultCount: { narrow: 3, wide: 6 },
  searchVariant: "default",
  checkout: {
    paymentConfigVersion: 1,
    creditAccountPayment: false,
    purchaseOrderField: false,
    lastNameMaxLength: 20,
    leavePageWarning: false,
    supplierAvailability: false,
    adminBarForSignedIn: false,
    deliveryUnavailableMessage: false,
    suburbAndPostcodeAsOneField: false,
    validateState: true,
    zipRegion: "AU",
  },
  supportCallLabel: "24/7 Australia Customer Support",
  hideDefaultMinimizedComparePanelOnMobile: false,
};

/** The flags a brand or preset changes; `checkout` merges key by key. */
export type FeatureOverrides = Partial<Omit<BrandFeatures, "checkout">> & { checkout?: Partial<BrandFeatures["checkout"]> };

export interface BrandDefinition extends Omit<BrandConfig, "features" | "currency" | "locale"> {
  features?: FeatureOverrides;
  currency?: BrandConfig["currency"];
  locale?: BrandConfig["locale"];
}

/** A complete BrandConfig from a brand's own values; currency and locale follow the country. */
export function defineBrand(definition: BrandDefinition): BrandConfig {
  const { features = {}, ...rest } = definition;
  const nz = definition.country === "NZ";
  return {
    currency: currencyForCountry(definition.country),
    locale: nz ? "en-NZ" : "en-AU",
    ...rest,
    features: {
      ...defaultFeatures,
      ...features,
      checkout: { ...defaultFeatures.checkout, ...(nz ? { zipRegion: "NZ" as const } : {}), ...features.checkout },
    },
  };
}
