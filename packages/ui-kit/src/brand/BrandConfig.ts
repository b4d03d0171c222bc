import type { Theme } from "../theme/types";

export type Country = "AU" | "NZ";
export type Currency = "AUD" | "NZD";

/**
 * Behaviour switched per brand (BRANDS.md). Packages branch on these names, never on a brand id.
 */
export interface BrandFeatures {
  /** Product ribbons are shown (spec 1 §3: main, furniture and home-commerce themes). */
  showRibbons: boolean;
  /** Staff tooling: admin bar, side panel, reminders, projects, dashboard. */
  staffTooling: boolean;
  /** Reminders dropdown in the admin bar (hidden in trade and hardware themes). */
  showReminders: boolean;
  cookingDemos: boolean;
  virtualTours: boolean;
  /** Logged-out shoppers see 'LOG IN FOR PRICE' instead of prices. */
  pricesNeedLogin: boolean;
  /** A 401 answer logs the user out (the trade app keeps the session). */
  logoutOn401: boolean;
  /**
   * The login route setting (spec 3 §2, §4): the header's 'Log in' link and where an expired
   * session goes (`?exp=true`). The staff app's is `/account/internal/login`; both paths serve the
   * login page.
   */
  loginRoute: string;
  /** Where a login without a return address ends (spec 3 §2: /account by default, configurable). */
  postLoginRoute: string;
  /** Registration asks for an ABN (the app's `storefront.accountOptions` AbnOnRegistration, which the API reads too). */
  abnOnRegistration: boolean;
  /** Compare UI: the shell overlay or the fixed bottom bar, minimised by default. */
  compareVariant: "overlay" | "bottomBar";
  /**
   * The 'Too many products' dialog's text (spec 1 §2.6): 'removeFirst' says to remove another
   * product first, 'deselectAnother' (the bottom-bar brands) that the maximum is 3 and to deselect another.
   */
  compareTooManyVariant: "removeFirst" | "deselectAnother";
  /** Compare tray allowed on the home page (content-page-builder apps). */
  compareOnHome: boolean;
  /** Search dropdown result counts: up to the lg width, and wider (spec 1 §9). */
  searchResultCount: { narrow: number; wide: number };
  searchVariant: "default" | "furniture";
  /** Checkout behaviour. */
  checkout: {
    paymentConfigVersion: 1 | 2;
    creditAccountPayment: boolean;
    purchaseOrderField: boolean;
    lastNameMaxLength: 20 | 29;
    leavePageWarning: boolean;
    supplierAvailability: boolean;
    adminBarForSignedIn: boolean;
    deliveryUnavailableMessage: boolean;
    suburbAndPostcodeAsOneField: boolean;
    validateState: boolean;
    zipRegion: "AU" | "NZ";
  };
  /** The checkout header call link: '24/7 Customer Support' or '24/7 Australia Customer Support'. */
  supportCallLabel: string;
  hideDefaultMinimizedComparePanelOnMobile: boolean;
  /** The sales-asset banner in checkout, where a theme has one (blue home-goods: 60 px mobile, 72 px desktop). */
  checkoutSalesBanner?: { mobileHeight: number; desktopHeight: number };
}

export interface BrandConfig {
  /** Stable id of the storefront, also sent to the API as the brand header. */
  id: string;
  displayName: string;
  country: Country;
  currency: Currency;
  locale: "en-AU" | "en-NZ";
  theme: Theme;
  features: BrandFeatures;
  /** Fixed local port of this storefront (README). */
  port: number;
}
