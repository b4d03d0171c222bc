export {
  type AlertBanner,
  type ContentEntry,
  type ContentListKind,
  type ContentPage,
  type Navbar,
  type NavLink,
  type RedirectAnswer,
  type RedirectDestination,
  type Sale,
  type SaleImage,
  type SaleImages,
  type SalePlacement,
  type Setting,
  type SettingsAnswer,
  DEFAULT_SALE_COLOUR,
  DEFAULT_SALE_URL,
} from "./types";
export {
  getAlertBanner,
  getContentEntry,
  getContentList,
  getNavbar,
  getRedirect,
  getRedirectDestination,
  getSale,
  NO_SALE,
  getSettings,
  getStaticPage,
} from "./api";
export { contentKeys, contentQueries, shellKeys, shellQueries } from "./queries";
export { useAlertBanner, useContentEntry, useContentList, useNavbar, useSale, useSettings, useStaticPage } from "./hooks";
