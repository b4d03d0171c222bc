import { DEFAULT_SALE_COLOUR, DEFAULT_SALE_URL } from "@storefront/api-contract/content";
import type { ApiClient, RequestOptions } from "../http/client";
import { path } from "../http/query-string";
import type {
  AlertBanner,
  ContentEntry,
  ContentListKind,
  ContentPage,
  Navbar,
  RedirectAnswer,
  RedirectDestination,
  Sale,
  SettingsAnswer,
} from "./types";

type Call = Pick<RequestOptions, "signal">;

export async function getAlertBanner(client: ApiClient, call?: Call): Promise<AlertBanner | null> {
  const banner = await client.get<AlertBanner | "" | null | undefined>("/api/alertBanner", call);
  return banner && typeof banner === "object" ? banner : null;
}

export function getSettings(client: ApiClient, call?: Call): Promise<SettingsAnswer> {
  return client.get("/api/settings", call);
}

export function getNavbar(client: ApiClient, call?: Call): Promise<Navbar> {
  return client.get("/api/navbar", call);
}

export function getStaticPage(client: ApiClient, name: string, call?: Call): Promise<ContentEntry> {
  return client.get(path`/api/Static/${name}`, call);
}

/** No sale on: what an empty answer stands for (spec 3 §9 defaults). */
export const NO_SALE: Sale = {
  isSaleOn: false,
  name: "",
  baseImagePath: "",
  url: DEFAULT_SALE_URL,
  colour: DEFAULT_SALE_COLOUR,
  time: "",
  images: {},
  message: "",
  startsOn: null,
  endsOn: null,
};

/** The sale of the day (spec 3 §3), `isSaleOn: false` when none runs. dateOverride (YYYY-MM-DD) previews another day. */
export async function getSale(client: ApiClient, dateOverride?: string, call?: Call): Promise<Sale> {
  const sale = await client.get<Sale | "" | null | undefined>("/api/promotion/sale", { ...call, query: { dateOverride } });
  return sale && typeof sale === "object" ? sale : NO_SALE;
}

export function getContentList(client: ApiClient, kind: ContentListKind, page = 1, pageSize = 12, call?: Call): Promise<ContentPage> {
  return client.get(path`/api/content/${kind}`, { ...call, query: { page, pageSize } });
}

export function getContentEntry(client: ApiClient, kind: ContentListKind, slug: string, call?: Call): Promise<ContentEntry> {
  return client.get(path`/api/content/${kind}/${slug}`, call);
}

// Redirects are looked up after a 404, so they look up no redirect themselves.

export function getRedirect(client: ApiClient, fromUrl: string, call?: Call): Promise<RedirectAnswer> {
  return client.get("/api/redirect", { ...call, query: { fromUrl }, redirectOn404: false });
}

export function getRedirectDestination(client: ApiClient, fromUri: string, call?: Call): Promise<RedirectDestination> {
  return client.get("/api/redirect/getdestination", { ...call, query: { fromUri }, redirectOn404: false });
}
