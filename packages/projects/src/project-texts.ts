/**
 * The project area's own texts: labels, headings and empty states where spec 3 says "not shown".
 * The spec's messages and toasts (spec 3 §8 "Projects and dashboard") come from the API contract
 * (`@storefront/api-contract/projects`), never from here.
 */
export const accessTexts = {
  /** The 403 page (ours: the spec has no text for it). */
  forbiddenTitle: "Access denied",
  forbidden: "You do not have access to this page.",
  homeLink: "Back to the home page",
  checking: "Checking your access",
  toLogin: "Taking you to log in",
} as const;

export const pageTexts = {
  title: "Projects",
  adminTitle: "Project administration",
  sharedTitle: "Shared project",
  sharedNotice: "You are viewing a shared project. It is read-only.",
  listHeading: "Your projects",
  listLabel: "Projects",
  listEmpty: "There are no projects yet. Create one to start a quote.",
  listLoading: "Loading projects",
  createHeading: "New project",
  createName: "New project name",
  createSubmit: "Create project",
  pickProject: "Choose a project from the list, or create a new one.",
  projectLoading: "Loading project",
  emptyProject: "This project is empty. Add products to it from a product page.",
  projectNotFound: "We couldn't find that project.",
  reload: "Refresh project",
  rename: "Project name",
  renameSubmit: "Save name",
  duplicate: "Duplicate project",
  deleteProject: "Delete project",
  deleteConfirm: "Delete this project? This cannot be undone.",
  confirm: "Confirm",
  cancel: "Cancel",
  toCart: "Add selected to cart",
  toAdminCart: "Open as admin cart",
  clearDiscounts: "Clear discounts",
  previous: "Previous page",
  next: "Next page",
} as const;

/** The quote panel: status, quote, email, sharing, price lock, cart. */
export const quoteTexts = {
  heading: "Quote",
  status: "Quote status",
  saveStatus: "Save status",
  quote: "Save quote",
  quotedAs: (quoteId: string) => `Quoted as ${quoteId}`,
  email: "Email project to customer",
  emailed: "Emailed to the customer",
  shared: "Share with the customer",
  shareLink: "Shared link",
  lockHeading: "Price lock",
  lockedUntil: (date: string) => `Prices locked until ${date}`,
  lockExpired: (date: string) => `The price lock expired on ${date}`,
  notLocked: "Prices are not locked.",
  expiry: "Lock expiry",
  lock: "Lock prices",
  changeExpiry: "Change expiry",
  cancelLock: "Cancel lock",
  cartHeading: "Cart",
  selectedCount: (products: number, folders: number) => `${products} products in ${folders} folders selected`,
} as const;

export const folderTexts = {
  heading: "Folders",
  select: (title: string) => `Select folder ${title}`,
  newFolder: "New folder name",
  addFolder: "Add folder",
  rename: "Folder name",
  renameSubmit: "Rename folder",
  duplicate: "Duplicate folder",
  remove: "Delete folder",
  empty: "No products in this folder yet.",
  none: "This project has no folders yet. Add one to group its products.",
  files: "Folder files",
  sku: "Product SKU",
  addProduct: "Add product",
  // Issue 45 item 12: the folders' order (POST /api/v2/project/sort-folders).
  moveUp: (title: string) => `Move folder ${title} up`,
  moveDown: (title: string) => `Move folder ${title} down`,
  sortProducts: "Sort products by",
  sortProductsSubmit: (title: string) => `Sort the products of ${title}`,
  sortBy: { name: "Name (A to Z)", priceAsc: "Price (low to high)", priceDesc: "Price (high to low)", sku: "SKU" },
} as const;

export const productTexts = {
  select: (title: string) => `Select ${title}`,
  quantity: "Quantity",
  saveQuantity: "Save quantity",
  remove: "Remove product",
  transfer: "Move to another project",
  tabs: (title: string) => `Details of ${title}`,
  tab: {
    STOCK: "Stock",
    PRICE: "Price",
    COMPETITOR_PRICE: "Competitor price",
    NOTE: "Notes",
    VARIATION: "Variations",
    ATTACHMENTS: "Attachments",
  },
  price: "Price",
  currentPrice: "Today's price",
  lockedPrice: "Locked price",
  rrp: "RRP",
  discount: "Line discount",
  lineTotal: "Line total",
  priceLocked: "The price is locked for this quote.",
  unavailable: "Not orderable on this storefront today",
  // Issue 45 item 12: a line's place in its folder (POST /api/projects/sort-products).
  moveUp: (title: string) => `Move ${title} up`,
  moveDown: (title: string) => `Move ${title} down`,
} as const;

/** A quote line's edits (issue 45 item 12), each under its edit right (spec 3 §3). */
export const quoteLineTexts = {
  form: (title: string) => `Quote for ${title}`,
  quotedPrice: "Quoted price",
  quotedPriceHint: "Leave empty for today's price.",
  warranty: "Warranty",
  install: "Installation",
  none: "None",
  competitorUrl: "Competitor's product page",
  competitorUrlHint: "A full https:// address, for a price match.",
  save: "Save quote line",
  notAllowed: "This quote's status or price lock does not allow changing these.",
} as const;

/** The STOCK tab (GET /api/stock with every store). */
export const stockTexts = {
  caption: "Stock by store",
  store: "Store",
  state: "State",
  available: "Available",
  onOrder: "On order",
  myStore: "Your store",
  status: "Stock status",
  total: "Total available",
  loading: "Loading stock",
  empty: "No store has stock figures for this product.",
} as const;

/** The COMPETITOR_PRICE tab (GET /api/product/competitor-prices). */
export const competitorTexts = {
  caption: "Competitor prices",
  competitor: "Competitor",
  price: "Price",
  checked: "Checked",
  link: "Product page",
  view: (competitor: string) => `View at ${competitor}`,
  ourPrice: "Our price",
  cheapest: "Cheapest",
  loading: "Loading competitor prices",
  empty: "No competitor prices for this product.",
} as const;

export const noteTexts = {
  empty: "No notes on this product.",
  note: "Note",
  add: "Add note",
  remove: "Delete note",
} as const;

export const variationTexts = {
  empty: "No variations on this product.",
  brand: "Brand",
  sku: "Variation SKU",
  comments: "Variation comments",
  rrpOverride: "RRP override",
  save: "Save variation",
  remove: "Delete variation",
  brandWide: "Brand variations",
} as const;

export const attachmentTexts = {
  empty: "No attachments.",
  file: "Attach a file",
  hint: "PDF, images, Word, Excel or text, up to 10 MB.",
  upload: "Upload file",
  remove: (name: string) => `Delete attachment ${name}`,
  download: (name: string) => `Download ${name}`,
  uploading: "Uploading",
} as const;

export const customerTexts = {
  heading: "Customer",
  firstName: "First name",
  lastName: "Last name",
  email: "Email",
  secondaryEmail: "Secondary email",
  phone: "Contact number",
  secondaryPhone: "Secondary number",
  save: "Save customer",
  otherProjects: (count: number) => (count === 1 ? "This customer has 1 other project." : `This customer has ${count} other projects.`),
} as const;

export const detailsTexts = {
  heading: "Project details",
  address: "Project address",
  suburb: "Suburb",
  postCode: "Postcode",
  state: "State",
  goal: "Project goal",
  start: "Project start",
  interests: "Interests",
  interestsHint: "Separate interests with commas.",
  comments: "Internal comments",
  culinary: "Show culinary bookings",
  store: "Store",
  salesperson: "Salesperson",
  none: "None",
  referrerHeading: "Referrer",
  referrerSearch: "Find a referrer",
  referrerSearchSubmit: "Search referrers",
  referrerNone: "No referrers found.",
  useReferrer: (name: string) => `Use ${name}`,
  referrerCode: "Referrer code",
  referrerName: "Referrer name",
  referrerBusiness: "Referrer business",
  referrerPhone: "Referrer phone",
  referrerContact: "Referrer contact",
  save: "Save details",
} as const;

export const commentTexts = {
  heading: "Comments",
  empty: "No comments yet.",
  comment: "Comment",
  add: "Add comment",
} as const;

export const changeLogTexts = {
  heading: "Change log",
  empty: "No changes yet.",
  loading: "Loading the change log",
} as const;

export const transferTexts = {
  title: (product: string) => `Move ${product} to another project`,
  project: "Target project",
  pick: "Choose a project",
  folder: "Target folder",
  firstFolder: "First folder",
  copy: "Keep a copy in this project",
  submit: "Move product",
  loading: "Loading projects",
  none: "There is no other project to move it to.",
} as const;

/** The performance dashboard (/performance-dashboard, issue 16 item 4): labels as spec 3 names the fields. */
export const dashboardTexts = {
  title: "Performance dashboard",
  searchTitle: "Project search",
  searchHeading: "Search projects",
  fromDate: "From date",
  toDate: "To date",
  allTime: "All time",
  onlyMyProjects: "Only my projects",
  customerName: "Customer name",
  customerNameHint: "Narrows the projects on the page shown; it is not sent with the search.",
  store: "Store",
  salesperson: "Salesperson",
  anyStore: "Any store",
  anySalesperson: "Any salesperson",
  brand: "Brand",
  category: "Category",
  sku: "SKU",
  clear: (field: string, value: string) => `Clear ${field} ${value}`,
  chosen: (field: string, value: string) => `${field}: ${value}`,
  showCulinaryBookings: "Show culinary bookings",
  search: "Search",
  resultsLabel: "Projects",
  resultsCount: (count: number) => `${count.toLocaleString("en-AU")} ${count === 1 ? "project" : "projects"}`,
  loading: "Searching projects",
  empty: "No projects match this search.",
  emptyOnPage: "No project on this page matches the customer name.",
  tooMany: "More than 2000 projects match this search. Narrow it with dates, a store or a salesperson.",
  pages: "Pages",
  page: (shown: number, pages: number) => `Page ${shown} of ${pages}`,
  previous: "Previous",
  next: "Next",
  columns: "Columns",
  columnsLegend: "Columns shown, in order",
  moveUp: "Move up",
  moveDown: "Move down",
  customerProjects: (email: string) => `Projects of the customer ${email}.`,
  allCustomers: "Show every customer",
  exportCsv: "Export CSV",
  exporting: "Preparing the CSV export",
  exported: "The CSV export has downloaded.",
  exportFailed: "The CSV export failed. Please try again.",
  exportFileName: "projects.csv",
  open: "Open",
  yes: "Yes",
  no: "No",
} as const;
