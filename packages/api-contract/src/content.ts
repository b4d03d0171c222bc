/** The shell's and the content pages' calls (spec 1 §3 and §7): settings, navigation, banners, content, redirects and the sale. */
import { ListOf, NamedLink, Nullable, Type, type Static } from "./common";

export const Setting = Type.Object({ name: Type.String(), value: Type.String() });
export type Setting = Static<typeof Setting>;

/** GET /api/settings. */
export const SettingsAnswer = ListOf(Setting);
export type SettingsAnswer = Static<typeof SettingsAnswer>;

export const NavLink = Type.Object({ title: Type.String(), uri: Type.String() });
export type NavLink = Static<typeof NavLink>;

/** GET /api/navbar. */
export const Navbar = Type.Object({
  mainNav: Type.Object({
    categories: Type.Array(
      Type.Object({
        name: Type.String(),
        uri: Type.String(),
        subCategories: Type.Array(NamedLink),
        brands: Type.Array(Type.Object({ name: Type.String(), uri: Type.String(), image: Type.String() })),
      }),
    ),
  }),
  topNav: Type.Object({
    displayCartIcon: Type.Boolean(),
    displayProjectIcon: Type.Boolean(),
    displaySearchIcon: Type.Boolean(),
    displayContactUsIcon: Type.Boolean(),
  }),
  utilityLinks: Type.Array(NavLink),
  footerNav: Type.Array(Type.Object({ title: Type.String(), links: Type.Array(NavLink) })),
  updatedAt: Type.String(),
});
export type Navbar = Static<typeof Navbar>;

const alertBannerProperties = {
  bannerURL: Type.String(),
  backgroundColor: Type.String(),
  desktopContent: Type.String(),
  mobileContent: Type.String(),
};
export const AlertBanner = Type.Object(alertBannerProperties);
export type AlertBanner = Static<typeof AlertBanner>;
/** GET /api/alertBanner: the running banner, or null (ours: "empty" is JSON null). */
export const AlertBannerAnswer = Nullable(AlertBanner);

/** A content entry: GET /api/Static/{name} and the editorial lists. */
export const ContentEntry = Type.Object({
  kind: Type.String(),
  slug: Type.String(),
  title: Type.String(),
  summary: Type.String(),
  body: Type.String(),
  publishedOn: Type.String(),
  uri: Type.String(),
  details: Type.Unsafe<Record<string, unknown>>({ type: "object", additionalProperties: true }),
});
export type ContentEntry = Static<typeof ContentEntry>;

/**
 * The editorial lists of GET /api/content/{kind} and the content kind of their entries. Articles
 * live at /article/{slug} and pages at the root (spec 1 §2.1: /winning-commercial, /pe-bookings,
 * /culinary-support, /cookbook; spec 3 §2: /article/legendary-service).
 */
export const CONTENT_LIST_KINDS = {
  recipes: "recipe",
  blog: "blog",
  catalogues: "catalogue",
  inspirations: "inspiration",
  articles: "article",
  pages: "page",
} as const;
export type ContentListKind = keyof typeof CONTENT_LIST_KINDS;

/** spec 1 §9: 12 entries per page, at most 48. */
export const ContentListQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 48, default: 12 })),
});
export type ContentListQuery = Static<typeof ContentListQuery>;

/** GET /api/content/{kind}. */
export const ContentPage = Type.Object({
  items: Type.Array(ContentEntry),
  totalCount: Type.Integer(),
  page: Type.Integer(),
  pageSize: Type.Integer(),
});
export type ContentPage = Static<typeof ContentPage>;

/** GET /api/redirect?fromUrl=. */
export const RedirectAnswer = Type.Object({ doRedirect: Type.Boolean(), destinationUri: Nullable(Type.String()) });
export type RedirectAnswer = Static<typeof RedirectAnswer>;

/** GET /api/redirect/getdestination?fromUri=. */
export const RedirectDestination = Type.Object({ destinationUri: Nullable(Type.String()) });
export type RedirectDestination = Static<typeof RedirectDestination>;

/** spec 3 §9: the sale's default address and colour, where a sale gives none (and when none is on). */
export const DEFAULT_SALE_URL = "/sale";
export const DEFAULT_SALE_COLOUR = "#c4102b";

/** One image of a sale: its address and the attributes for its element (alt, width, height, ...). */
export const SaleImage = Type.Object({ src: Type.String(), attributes: Type.Record(Type.String(), Type.String()) });
export type SaleImage = Static<typeof SaleImage>;

/** spec 3 §3: a sale's images keyed by placement; a placement without an image is left out. */
export const SaleImages = Type.Object({
  categoryBadge: Type.Optional(SaleImage),
  checkoutBanner: Type.Optional(SaleImage),
  footerBanner: Type.Optional(SaleImage),
  homePageBanner: Type.Optional(SaleImage),
  navIcon: Type.Optional(SaleImage),
  priceTag: Type.Optional(SaleImage),
  siteWideHeaderBanners: Type.Optional(SaleImage),
});
export type SaleImages = Static<typeof SaleImages>;
export type SalePlacement = keyof SaleImages;

/**
 * The sale (spec 3 §3): isSaleOn, name, baseImagePath, url (default /sale), colour (default
 * #c4102b), time (the day the answer is for: today in the storefront's zone, or dateOverride) and
 * images keyed by placement. Ours besides: the message and the sale's first and last day.
 */
export const Sale = Type.Object({
  isSaleOn: Type.Boolean(),
  name: Type.String(),
  baseImagePath: Type.String(),
  url: Type.String(),
  colour: Type.String(),
  time: Type.String(),
  images: SaleImages,
  message: Type.String(),
  startsOn: Nullable(Type.String()),
  endsOn: Nullable(Type.String()),
});
export type Sale = Static<typeof Sale>;
/** GET /api/promotion/sale: the sale of the day, `isSaleOn: false` (with the defaults) when none runs. */
export const SaleAnswer = Sale;
