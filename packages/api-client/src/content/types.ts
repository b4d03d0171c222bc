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
  Setting,
  SettingsAnswer,
} from "@storefront/api-contract/content";
