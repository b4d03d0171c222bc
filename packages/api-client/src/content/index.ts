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
  type Setting,
  type SettingsAnswer,
} from "./types";
export {
  getAlertBanner,
  getContentEntry,
  getContentList,
  getNavbar,
  getRedirect,
  getRedirectDestination,
  getSale,
  getSettings,
  getStaticPage,
} from "./api";
export { contentKeys, contentQueries, shellKeys, shellQueries } from "./queries";
export { useAlertBanner, useContentEntry, useContentList, useNavbar, useSale, useSettings, useStaticPage } from "./hooks";
