/** The suggestion list's group names (spec 1 §4). */
export const suggestionTexts = {
  suggestions: "Suggestions",
  products: "Products",
} as const;
