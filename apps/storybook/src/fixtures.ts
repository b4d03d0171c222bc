import type { AccountInfo } from "@storefront/api-client/account";
import type { BrandList, Facet } from "@storefront/api-client/catalogue";
import type { CompareProduct } from "@storefront/api-client/compare";
import { NO_SALE, type Navbar, type Sale } from "@storefront/api-client/content";
import type { CookingDemo } from "@storefront/api-client/cooking-demos";
import type { ProductDetail, UpsellOptionsAnswer } from "@storefront/api-client/product";
import type { GeoData, Locality, Store, StoreSelectView } from "@storefront/api-client/stores";
import type { Cart, CartProduct } from "@storefront/api-client/cart";
import type { ProductSuggestion } from "@storefront/api-client/search";
import { EMPTY_CART_ID } from "@storefront/validation/cart";

/**
 * The records the Storybook shop answers with (src/msw/shop.ts), typed with the API client's
 * types so a changed answer shape fails the typecheck here. Stories name them by SKU, slug or
 * store URI; manufacturers are the API seed's fictional ones (BRANDS.md: no real names).
 */

const image = (sku: string, view: number, alt: string) => ({
  url: `/api/images/product/${sku}/${view}.svg`,
  thumbUrl: `/api/images/product/${sku}/${view}.svg?size=thumb`,
  path: `/api/images/product/${sku}/${view}.svg`,
  type: "image",
  alt,
});

const manufacturer = (id: number, name: string) => {
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  return { id, name, slug, thumbnail: `/api/images/brand/${slug}.svg` };
};

interface ProductInput {
  productId: number;
  sku: string;
  title: string;
  maker: ReturnType<typeof manufacturer>;
  category: string;
  categoryPath: string;
  price: number;
  rrp: number;
  specifications: ProductDetail["specifications"];
  features: ProductDetail["features"];
  description: string;
  overrides?: Partial<ProductDetail>;
}

function product({
  productId,
  sku,
  title,
  maker,
  category,
  categoryPath,
  price,
  rrp,
  specifications,
  features,
  description,
  overrides = {},
}: ProductInput): ProductDetail {
  const slug = `${title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-${sku.toLowerCase()}`.replace(/^-+|-+$/g, "");
  const saving = rrp - price;
  const [department, leaf] = categoryPath.split("/");
  return {
    productId,
    sku,
    slug,
    uri: `/p/${slug}`,
    title,
    brand: maker.name,
    manufacturer: maker,
    category,
    categoryPath,
    currency: "AUD",
    price,
    rrp,
    discountOffRrp: saving,
    percentageDiscountOffRrp: Math.round((saving / rrp) * 100),
    ribbons: saving > 0 ? [{ type: "save", text: `Save $${saving}` }] : [],
    stockStatus: "inStock",
    priceSource: "winning",
    condition: null,
    missingParts: null,
    rating: 4.5,
    reviewCount: 18,
    image: `/api/images/product/${sku}/1.svg`,
    images: [image(sku, 1, `${title}, front`), image(sku, 2, `${title}, open`)],
    description,
    releasedOn: "2026-08-04",
    categorization: categoryPath,
    breadcrumbs: [
      { name: department === "kitchen" ? "Kitchen" : "Laundry", uri: `/c/${department}` },
      { name: category, uri: `/c/${department}/${leaf}` },
      { name: title, uri: `/p/${slug}` },
    ],
    pricing: {
      text: "Our price",
      value: price,
      tooltip: "Found it cheaper at another Australian retailer? We will match it.",
      isValuePromise: true,
      isPriceMatchGuarantee: true,
      hasDiscount: saving > 0,
    },
    featureTags: [],
    specifications,
    features,
    ...overrides,
  };
}

const korrin = manufacturer(1, "Korrin");
const nordlys = manufacturer(4, "Nordlys");
const halvard = manufacturer(11, "Halvard");
const alpenhaus = manufacturer(3, "Alpenhaus");
const veldt = manufacturer(2, "Veldt");

const fridgeSpecs = (capacity: string, doors: string, energy: string, width: string, water: string): ProductDetail["specifications"] => [
  {
    group: "Capacity",
    items: [
      { name: "Total capacity", value: capacity },
      { name: "Door style", value: doors },
    ],
  },
  {
    group: "Efficiency",
    items: [
      { name: "Energy rating", value: energy },
      { name: "Water dispenser", value: water },
    ],
  },
  { group: "Dimensions", items: [{ name: "Width", value: width }] },
];

/** Fridges to compare (three, so the tray can be full), plus an oven, a dishwasher and a washer. */
export const products = {
  frenchDoorFridge: product({
    productId: 1101,
    sku: "NRD-FD680",
    title: "Nordlys ComfortLine 680L French Door Fridge",
    maker: nordlys,
    category: "Fridges",
    categoryPath: "kitchen/fridges",
    price: 2899,
    rrp: 3499,
    description: "A wide French door fridge with a flexible freezer drawer and an internal water dispenser.",
    specifications: fridgeSpecs("680L", "French door", "4 stars", "905 mm", "Internal"),
    features: [
      { title: "Flexi-zone drawer", description: "Switch the bottom drawer between freezer and chiller." },
      { title: "Twin cooling", description: "Separate air flows keep food fresher for longer." },
    ],
  }),
  sideBySideFridge: product({
    productId: 1102,
    sku: "HLV-SBS620",
    title: "Halvard Fjord 620L Side by Side Fridge",
    maker: halvard,
    category: "Fridges",
    categoryPath: "kitchen/fridges",
    price: 2199,
    rrp: 2199,
    description: "A side by side fridge with plumbed ice and water, in fingerprint-resistant stainless steel.",
    specifications: fridgeSpecs("620L", "Side by side", "4 stars", "912 mm", "Plumbed"),
    features: [{ title: "Ice and water", description: "Crushed ice, cubes or chilled water from the door." }],
  }),
  topMountFridge: product({
    productId: 1103,
    sku: "KOR-TM410",
    title: "Korrin Series 6 410L Top Mount Fridge",
    maker: korrin,
    category: "Fridges",
    categoryPath: "kitchen/fridges",
    price: 1149,
    rrp: 1349,
    description: "A frost-free top mount fridge that fits a standard 700 mm cavity.",
    specifications: fridgeSpecs("410L", "Top mount", "3.5 stars", "700 mm", "None"),
    features: [{ title: "Frost free", description: "No manual defrosting, ever." }],
    overrides: { stockStatus: "backOrder", rating: 4.2, reviewCount: 7 },
  }),
  pyrolyticOven: product({
    productId: 1201,
    sku: "ALP-OV60P",
    title: "Alpenhaus Linea 60cm Pyrolytic Wall Oven",
    maker: alpenhaus,
    category: "Ovens",
    categoryPath: "kitchen/ovens",
    price: 1599,
    rrp: 1999,
    description: "Eleven cooking functions, a pyrolytic self-clean and soft-close door.",
    specifications: [
      {
        group: "Cooking",
        items: [
          { name: "Functions", value: "11" },
          { name: "Capacity", value: "71L" },
        ],
      },
    ],
    features: [{ title: "Pyrolytic cleaning", description: "Burns spills to ash you wipe away." }],
  }),
  /** Out of stock everywhere: the product page cannot add it to the cart. */
  dishwasher: product({
    productId: 1301,
    sku: "VLD-DW60S",
    title: "Veldt Studio 60cm Freestanding Dishwasher",
    maker: veldt,
    category: "Dishwashers",
    categoryPath: "kitchen/dishwashers",
    price: 899,
    rrp: 1099,
    description: "Fifteen place settings, a cutlery drawer and a 44 dB quiet mode for open-plan living.",
    specifications: [
      {
        group: "Capacity",
        items: [
          { name: "Place settings", value: "15" },
          { name: "Noise", value: "44 dB" },
        ],
      },
    ],
    features: [{ title: "Quiet mode", description: "Runs overnight at library-quiet 44 dB." }],
    overrides: { stockStatus: "noStock" },
  }),
  /** A runout with a cosmetic mark and a missing part. */
  washer: product({
    productId: 1401,
    sku: "KOR-WM9F",
    title: "Korrin Series 8 9kg Front Load Washer",
    maker: korrin,
    category: "Washing Machines",
    categoryPath: "laundry/washing-machines",
    price: 749,
    rrp: 1099,
    description: "A 9 kg front loader with steam refresh and an inverter motor.",
    specifications: [
      {
        group: "Capacity",
        items: [
          { name: "Wash load", value: "9 kg" },
          { name: "Spin speed", value: "1400 rpm" },
        ],
      },
    ],
    features: [{ title: "Inverter motor", description: "A quieter, more efficient motor that adjusts its speed to the load." }],
    overrides: {
      condition: { label: "Cosmetic Imperfection", badgeStyle: "brand-new" },
      missingParts: "Missing parts: user manual",
      ribbons: [{ type: "sale", text: "Runout" }],
    },
  }),
} satisfies Record<string, ProductDetail>;

export const allProducts: readonly ProductDetail[] = Object.values(products);

export function productBySku(sku: string): ProductDetail | undefined {
  return allProducts.find((item) => item.sku === sku);
}

/** The compare list's record of a product (GET /api/compare). */
export function compareProductOf(detail: ProductDetail): CompareProduct {
  return {
    sku: detail.sku,
    productId: detail.productId,
    productSKU: detail.sku,
    productName: detail.title,
    productImage: detail.image ?? detail.images[0]?.url ?? "",
    brandName: detail.brand,
    brandImage: detail.manufacturer?.thumbnail ?? "",
    price: detail.price,
    uri: detail.uri,
  };
}

export const upsellOptions = (sku: string): UpsellOptionsAnswer => ({
  sku,
  currency: "AUD",
  options: [
    { id: "warranty-3y", type: "warranty", title: "3 year extended warranty", price: 199 },
    { id: "warranty-5y", type: "warranty", title: "5 year extended warranty", price: 299 },
    { id: "installation", type: "installation", title: "Professional installation", price: 149 },
    { id: "removal", type: "removal", title: "Remove and recycle your old appliance", price: 39 },
  ],
});

/** The facets of the kitchen listing (GET /api/listing); `selected` is set per request. */
export const listingFacets: Facet[] = [
  {
    key: "category",
    title: "Category",
    values: [
      { value: "kitchen/fridges", label: "Fridges", count: 3, selected: false },
      { value: "kitchen/ovens", label: "Ovens", count: 1, selected: false },
      { value: "kitchen/dishwashers", label: "Dishwashers", count: 1, selected: false },
    ],
  },
  {
    key: "brand",
    title: "Brand",
    values: [
      { value: "alpenhaus", label: "Alpenhaus", count: 1, selected: false },
      { value: "halvard", label: "Halvard", count: 1, selected: false },
      { value: "korrin", label: "Korrin", count: 1, selected: false },
      { value: "nordlys", label: "Nordlys", count: 1, selected: false },
      { value: "veldt", label: "Veldt", count: 1, selected: false },
    ],
  },
  {
    key: "price",
    title: "Price",
    values: [
      { value: "under-1000", label: "Under $1,000", count: 1, selected: false },
      { value: "1000-2000", label: "$1,000 to $2,000", count: 2, selected: false },
      { value: "over-2000", label: "$2,000 and over", count: 2, selected: false },
    ],
  },
  { key: "rating", title: "Customer rating", values: [{ value: "4", label: "4 stars and up", count: 5, selected: false }] },
  { key: "feature", title: "Features", values: [{ value: "wifi", label: "Wi-Fi connected", count: 2, selected: false }] },
];

function saleImage(file: string, width: number, height: number) {
  return { src: `/api/images/sale/${file}`, attributes: { alt: "Summer Sale", width: String(width), height: String(height) } };
}

/** The running sale in spec 3 §3's shape, as the API answers its seeded one. */
export const sale: Sale = {
  ...NO_SALE,
  isSaleOn: true,
  name: "Summer Sale",
  baseImagePath: "/api/images/sale/",
  time: "2026-11-24",
  // The seven placements of spec 3 §3, at the API's sizes (apps/api/src/content/sale-images.ts).
  images: {
    categoryBadge: saleImage("category-badge.svg", 120, 40),
    checkoutBanner: saleImage("checkout-banner.svg", 1200, 72),
    footerBanner: saleImage("footer-banner.svg", 480, 120),
    homePageBanner: saleImage("home-page-banner.svg", 1600, 400),
    navIcon: saleImage("nav-icon.svg", 32, 32),
    priceTag: saleImage("price-tag.svg", 96, 32),
    siteWideHeaderBanners: saleImage("site-wide-header-banner.svg", 1600, 60),
  },
  message: "Up to 30% off selected products. Ends soon.",
  startsOn: "2026-11-17",
  endsOn: "2026-12-15",
};

export const navbar: Navbar = {
  mainNav: {
    categories: [
      {
        name: "Kitchen",
        uri: "/c/kitchen",
        subCategories: [
          { name: "Fridges", uri: "/c/kitchen/fridges" },
          { name: "Ovens", uri: "/c/kitchen/ovens" },
          { name: "Dishwashers", uri: "/c/kitchen/dishwashers" },
        ],
        brands: [{ name: "Alpenhaus", uri: "/brands/alpenhaus", image: "/api/images/brand/alpenhaus.svg" }],
      },
      { name: "Laundry", uri: "/c/laundry", subCategories: [{ name: "Washing Machines", uri: "/c/laundry/washing-machines" }], brands: [] },
    ],
  },
  topNav: { displayCartIcon: true, displayProjectIcon: true, displaySearchIcon: true, displayContactUsIcon: true },
  utilityLinks: [
    { title: "Stores", uri: "/stores" },
    { title: "Cooking demos", uri: "/cooking-demos" },
  ],
  footerNav: [{ title: "Help", links: [{ title: "Delivery", uri: "/delivery" }] }],
  updatedAt: "2026-11-22T00:00:00.000Z",
};

const weekdays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

function store(id: number, name: string, storeUri: string, address: Store["address"], phone: string, distanceKm: number | null): Store {
  return {
    id,
    name,
    storeUri,
    uri: `/stores/${storeUri}`,
    thumbImg: { src: `/api/images/store/${storeUri}.svg`, alt: `${name} store` },
    phone,
    address,
    fullAddress: `${address.street}, ${address.suburb.charAt(0)}${address.suburb.slice(1).toLowerCase()} ${address.state} ${address.postcode}`,
    isAppointmentOnly: false,
    virtualTourId: null,
    openTimes: weekdays.map((day) => ({
      day,
      isOpen: true,
      openTime: day === "Sunday" ? "10:00" : "09:00",
      closeTime: day === "Sunday" ? "16:00" : "17:30",
    })),
    openingStatus: "Open today until 5:30 pm",
    isDefault: false,
    distanceKm,
  };
}

export const stores = {
  sydneyCity: store(
    7,
    "Sydney City",
    "sydney-city",
    { street: "1 George St", suburb: "SYDNEY", state: "NSW", postcode: "2000", country: "AU" },
    "(02) 9000 0000",
    null,
  ),
  parramatta: store(
    8,
    "Parramatta",
    "parramatta",
    { street: "12 Church St", suburb: "PARRAMATTA", state: "NSW", postcode: "2150", country: "AU" },
    "(02) 9000 0100",
    21,
  ),
  alexandria: store(
    9,
    "Alexandria",
    "alexandria",
    { street: "40 O'Riordan St", suburb: "ALEXANDRIA", state: "NSW", postcode: "2015", country: "AU" },
    "(02) 9000 0200",
    5,
  ),
  richmond: store(
    3,
    "Richmond",
    "richmond",
    { street: "470 Swan Street", suburb: "RICHMOND", state: "VIC", postcode: "3121", country: "AU" },
    "(03) 9375 7495",
    null,
  ),
} satisfies Record<string, Store>;

export const allStores: readonly Store[] = Object.values(stores);

export const geo: GeoData = {
  store: { storeUri: stores.sydneyCity.storeUri, name: stores.sydneyCity.name },
  nearestWarehouseLocationCode: "NSW-DC2",
  locationId: "2000_SYDNEY",
  newUser: false,
  ipCountry: "AU",
  country: "AU",
  postcode: "2000",
  state: "NSW",
  city: "Sydney",
};

export const storeSelectView: StoreSelectView = {
  store: stores.sydneyCity,
  isSelected: true,
  nearbyStores: [stores.alexandria, stores.parramatta],
};

/** GET /api/locality/{query} answers the localities whose postcode or suburb starts with the query. */
export const localities: Locality[] = [
  ["2000", "SYDNEY", "NSW"],
  ["2007", "ULTIMO", "NSW"],
  ["2015", "ALEXANDRIA", "NSW"],
  ["2150", "PARRAMATTA", "NSW"],
  ["3000", "MELBOURNE", "VIC"],
  ["3121", "RICHMOND", "VIC"],
].map(([postcode = "", suburb = "", state = ""]) => ({
  id: `${postcode}_${suburb}`,
  suburb,
  postcode,
  state,
  country: "AU",
  fullAddress: `${suburb.charAt(0)}${suburb.slice(1).toLowerCase()}, ${state} ${postcode}`,
}));

/** The search bar's suggestions (GET /api/v2/sitesearch/f/{term}), matched by the start of a word. */
export const searchSuggestions: ProductSuggestion[] = [
  { type: "term", text: "fridge", url: "/search?q=fridge" },
  { type: "term", text: "french door fridge", url: "/search?q=french+door+fridge" },
  { type: "term", text: "fridge freezer", url: "/search?q=fridge+freezer" },
  { type: "term", text: "front load washer", url: "/search?q=front+load+washer" },
  ...[products.frenchDoorFridge, products.sideBySideFridge, products.topMountFridge, products.washer].map((item): ProductSuggestion => ({
    type: "product",
    text: item.title,
    url: item.uri,
    imageUrl: item.image,
    price: item.price,
    sku: item.sku,
  })),
];

/** A cart line of a product, as GET /api/cart/ answers it. */
export function cartLine(detail: ProductDetail, code: string, extra: Partial<CartProduct> = {}): CartProduct {
  return {
    productCode: code,
    sku: detail.sku,
    title: detail.title,
    brand: detail.brand,
    category: detail.category ?? "",
    categorization: detail.categorization ?? "",
    price: detail.price,
    rrp: detail.rrp,
    lineDiscount: 0,
    quantity: 1,
    available: true,
    sortOrder: 0,
    showVariation: false,
    image: detail.image ?? null,
    ...extra,
  };
}

export const carts = {
  /** spec 3 §3: no cart yet is an all-zero id. */
  empty: { cartId: EMPTY_CART_ID, products: [], rewards: [], productCount: 0, orderTotal: 0, messages: [], errors: [] },
  /** Two lines (one with warranty and installation) and a bonus reward. */
  withLines: {
    cartId: "5f0c2a4e-8d1b-4b7a-9f7e-3c2d1e0a9b88",
    products: [
      cartLine(products.frenchDoorFridge, "L1", {
        quantity: 1,
        price: 3247,
        warranty: { id: "warranty-3y", name: "3 year extended warranty", price: 199 },
        install: { id: "installation", name: "Professional installation", price: 149 },
      }),
      cartLine(products.pyrolyticOven, "L2", { quantity: 2, price: 3198, sortOrder: 1 }),
    ],
    rewards: [cartLine(products.topMountFridge, "R1", { title: "Bonus: Korrin crisper drawer set", price: 0, promoId: "PROMO-CRISPER" })],
    productCount: 3,
    orderTotal: 6445,
    savingTotal: 1400,
    messages: [],
    errors: [],
  },
} satisfies Record<string, Cart>;

/** A staff member (winningUserId set) and a customer, as GET /api/account answers them. */
export const accounts = {
  staff: {
    winningUserId: "WU-1001",
    winningCmsUrl: "https://cms.example.com",
    firstName: "Morgan",
    lastName: "Reyes",
    email: "morgan.reyes@example.com",
    salespersonCode: "S-01",
  },
  customer: {
    winningUserId: null,
    winningCmsUrl: null,
    firstName: "Riley",
    lastName: "Chen",
    email: "riley.chen@example.com",
    salespersonCode: null,
  },
} satisfies Record<string, AccountInfo>;

export const brands: BrandList = {
  items: [korrin, nordlys, alpenhaus, veldt].map((item) => ({
    name: item.name,
    slug: item.slug,
    uri: `/brands/${item.slug}`,
    image: item.thumbnail,
    description: `${item.name} appliances, delivered and installed.`,
    productCount: 12,
  })),
  totalCount: 4,
};

function demo(id: number, title: string, start: string, hours: number, where: Store, extra: Partial<CookingDemo> = {}): CookingDemo {
  const end = new Date(Date.parse(start) + hours * 3_600_000).toISOString();
  return {
    id,
    title,
    description: "Tastings included; bring your questions for our home economists.",
    brand: "alpenhaus",
    cookingDemoType: 2,
    cookingDemoSubEventType: "Cooking Class",
    availability: 0,
    startDate: start,
    endDate: end,
    store: { id: where.id, name: where.name, storeUri: where.storeUri },
    capacity: 20,
    placesLeft: 14,
    price: 0,
    ...extra,
  };
}

/** Cooking demos in the next weeks: free, paid, full (wait list) and contact-the-store. */
export const cookingDemos: CookingDemo[] = [
  demo(21, "Steam oven basics with Alpenhaus", "2030-03-04T23:00:00.000Z", 1.5, stores.sydneyCity),
  demo(22, "Wood-fired flavours on the induction cooktop", "2030-03-07T07:30:00.000Z", 2, stores.richmond, {
    cookingDemoSubEventType: "Masterclass",
    price: 45,
    placesLeft: 3,
  }),
  demo(23, "Barista skills at home", "2030-03-10T00:00:00.000Z", 1, stores.parramatta, {
    brand: "brindle-co",
    availability: 1,
    placesLeft: 0,
  }),
  demo(24, "Your new oven: a welcome class", "2030-03-12T01:00:00.000Z", 1, stores.alexandria, {
    cookingDemoType: 1,
    cookingDemoSubEventType: "Product Demonstration",
    availability: 2,
  }),
];
