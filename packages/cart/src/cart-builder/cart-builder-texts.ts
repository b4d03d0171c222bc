/** The cart builder's words (ours: spec 3 names the page type cartBuilder only). */
export const cartBuilderTexts = {
  title: "Cart builder",
  staffLead: "Build a cart for a customer by SKU: put it in this browser's cart, or send the customer a link to it.",
  customerTitle: "Your cart, ready to go",
  customerLead: "These products were picked out for you. Add them to your cart, then check out as usual.",
  staffOnly: "The cart builder is for staff. Sign in with a staff account to build a cart.",
  signIn: "Sign in",
  linesLegend: "Products",
  sku: "SKU",
  quantity: "Quantity",
  addLine: "Add a line",
  removeLine: "Remove line",
  addToCart: "Add to cart",
  addAll: "Add all to cart",
  adding: "Adding…",
  customerLink: "Customer link",
  copyLink: "Copy link",
  copied: "Link copied.",
  goToCart: "Go to your cart",
  unknownProduct: "This product is no longer sold.",
  brokenLink: "This cart link is not complete. Ask for a new one.",
} as const;

/** The accessible names of a line's controls: which line they are. */
export const builderLineLabels = {
  sku: (line: number) => `SKU, line ${line}`,
  quantity: (line: number) => `Quantity, line ${line}`,
  remove: (line: number) => `Remove line ${line}`,
};
