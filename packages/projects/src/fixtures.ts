import type {
  CompetitorPrices,
  DashboardRow,
  DashboardSearchAnswer,
  Project,
  ProjectProduct,
  SharedProject,
  StockAnswer,
} from "@storefront/api-client/projects";

/** The project page's fixtures, for tests and stories. */

/** The upsell options of a fixture line's product: the quote line's warranty and installation choices. */
export function upsellFixture(productCode: string) {
  return {
    sku: `SKU-${productCode}`,
    currency: "AUD",
    options: [
      { id: "warranty-3y", type: "warranty", title: "3 year extended warranty", price: 199 },
      { id: "installation", type: "installation", title: "Professional installation", price: 149 },
    ],
  };
}

/** A product line of the fixtures. */
export function line(productCode: string, title: string, folderId: number, sortOrder = 0): ProjectProduct {
  return {
    productCode,
    sku: `SKU-${productCode}`,
    title,
    brand: "Korra",
    category: "Kitchen",
    categorization: "Kitchen/Fridges",
    price: 1299,
    currentPrice: 1299,
    lockedPrice: null,
    rrp: 1499,
    lineDiscount: 0,
    quantity: 1,
    available: true,
    sortOrder,
    showVariation: false,
    folderId,
    image: null,
    uri: `/p/${productCode}`,
  };
}

const quoteData: Project["quoteData"] = {
  projectAddress: "",
  suburb: "",
  postCode: "",
  state: "",
  firstName: "Riley",
  lastName: "Harper",
  customerName: "Riley Harper",
  customerEmail: "riley@example.com",
  customerEmailSecondary: "",
  contactNumber: "",
  customerNumberSecondary: "",
  projectGoal: "",
  projectStart: "",
  referrerCode: "",
  referrerName: "",
  referrerBusinessName: "",
  referrerPhone: "",
  referrerContact: "",
  interests: [],
  comments: "",
  showCulinaryBookings: false,
};

/** Project 7, 'Harper kitchen': a fridge and an oven in Kitchen, a washer in Laundry; one note on the fridge. */
export function projectFixture(overrides: Partial<Project> = {}): Project {
  const fridge = line("101", "Korra fridge", 1, 0);
  const oven = line("102", "Korra oven", 1, 1);
  const washer = line("103", "Korra washer", 2, 0);
  return {
    id: 7,
    name: "Harper kitchen",
    projectRef: "P000007",
    quoteId: null,
    quoted: false,
    quoteStatus: "Open",
    cart: { products: [fridge, oven, washer], total: 3897 },
    folders: [
      { id: 1, title: "Kitchen", sortOrder: 0, products: [fridge, oven], files: [] },
      { id: 2, title: "Laundry", sortOrder: 1, products: [washer], files: [] },
    ],
    files: [],
    attachments: [],
    productNotes: [
      { id: 31, sku: "SKU-101", notes: "Customer wants the left-hand door.", user: "Morgan Staff", modified: "2026-11-20T01:00:00Z" },
    ],
    productVariations: [],
    brandVariations: [],
    staffComments: [],
    quoteData,
    selectedSalesPerson: null,
    selectedStore: null,
    sharedStatus: false,
    shareId: "3f0c6a8e-8f5e-4a43-9d8c-2d1f0b6f9c11",
    projectEmailed: false,
    priceLock: null,
    lineEditRights: 63,
    currency: "AUD",
    createdBy: "Morgan Staff",
    created: "2026-11-01T01:00:00Z",
    modified: "2026-11-20T01:00:00Z",
    ...overrides,
  };
}

export function sharedFixture(): SharedProject {
  const {
    name,
    projectRef,
    quoteId,
    quoteStatus,
    cart,
    folders,
    files,
    attachments,
    productVariations,
    brandVariations,
    priceLock,
    currency,
    modified,
  } = projectFixture();
  return {
    name,
    projectRef,
    quoteId,
    quoteStatus,
    cart,
    folders,
    files,
    attachments,
    productVariations,
    brandVariations,
    customerName: "Riley Harper",
    selectedSalesPerson: null,
    selectedStore: null,
    priceLock,
    currency,
    modified,
  };
}

/** GET /api/stock with every store: the staff member's store (Glebe) first, then the others. */
export function stockFixture(overrides: Partial<StockAnswer> = {}): StockAnswer {
  return {
    sku: "SKU-101",
    stockStatus: "inStock",
    totalAvailable: 7,
    stores: [
      { storeUri: "glebe", name: "Glebe", state: "NSW", available: 2, onOrder: 0, isMyStore: true },
      { storeUri: "richmond", name: "Richmond", state: "VIC", available: 5, onOrder: 1, isMyStore: false },
      { storeUri: "subiaco", name: "Subiaco", state: "WA", available: 0, onOrder: 4, isMyStore: false },
    ],
    ...overrides,
  };
}

/** GET /api/product/competitor-prices: two competitors, cheapest first, one without a link. */
export function competitorPricesFixture(overrides: Partial<CompetitorPrices> = {}): CompetitorPrices {
  return {
    sku: "SKU-101",
    ourPrice: 1299,
    currency: "AUD",
    prices: [
      {
        competitor: "Appliance Barn",
        price: 1249.95,
        url: "https://appliancebarn.example.com/p/korra-fridge",
        checked: "2026-11-18T00:00:00Z",
      },
      { competitor: "The Good Buy", price: 1329, url: "", checked: "2026-11-19T00:00:00Z" },
    ],
    ...overrides,
  };
}

/** A row of the performance dashboard (GET /api/v2/project/search): project 7, 'Harper kitchen'. */
export function dashboardRow(overrides: Partial<DashboardRow> = {}): DashboardRow {
  return {
    projectName: "Harper kitchen",
    projectId: 7,
    folderName: "Kitchen",
    folderId: 1,
    quoteId: "Q000007",
    status: { name: "Quoted" },
    salesperson: { name: "Morgan Staff", code: "S-01" },
    store: { name: "Glebe", storeUri: "glebe" },
    customerName: "Riley Harper",
    customerPhone: "0400 000 001",
    customerEmail: "riley@example.com",
    secondaryCustomerPhone: "",
    secondaryCustomerEmail: "",
    fullAddress: "1 Glebe Point Rd, Glebe NSW 2037",
    quotePrice: 3897,
    projectGoal: "Renovation",
    projectStart: "2026-12-01",
    created: "2026-11-02T01:00:00Z",
    dateModified: "2026-11-20T01:00:00Z",
    referrer: "",
    showCulinaryBookings: false,
    url: "/project?projectId=7",
    ...overrides,
  };
}

/** One page of the dashboard's search: the rows given, of `totalCount` matches. */
export function dashboardAnswer(projects: DashboardRow[] = [dashboardRow()], totalCount = projects.length): DashboardSearchAnswer {
  return { totalCount, tooMany: totalCount > 2000, page: 0, limit: 13, projects };
}

/** GET /api/store/select-view with the staff fields (spec 3 §3 store view); the shopper's store cut to what the page reads. */
export function storeViewFixture() {
  return {
    store: { id: 1, name: "Glebe", storeUri: "glebe" },
    isSelected: true,
    nearbyStores: [],
    availableStores: [
      { name: "Glebe", storeUri: "glebe", subdivision: "NSW" },
      { name: "Richmond", storeUri: "richmond", subdivision: "VIC" },
    ],
    availableSalesPersons: [
      { code: "S-01", name: "Morgan Staff", subdivision: "NSW" },
      { code: "S-07", name: "Alex Vic", subdivision: "VIC" },
    ],
  };
}
