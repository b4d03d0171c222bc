/** Site content: the alert banner, settings, navigation, static pages, the sale, content lists and redirects (spec 1 §7). */
export type {
  AlertBanner,
  ContentEntry,
  ContentListKind,
  ContentPage,
  Navbar,
  NavLink,
  RedirectAnswer,
  RedirectDestination,
  Sale,
  SaleImage,
  SaleImages,
  SalePlacement,
  Setting,
  SettingsAnswer,
} from "@storefront/api-contract/content";
export { DEFAULT_SALE_COLOUR, DEFAULT_SALE_URL } from "@storefront/api-contract/content";
