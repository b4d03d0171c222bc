/** Stock and other staff product calls (spec 3 §7). Answer shapes are ours. */

export interface StoreStock {
  storeName: string;
  storeUri: string;
  quantity: number;
}

/** GET /api/stock?sku&includeOtherStock=true */
export interface StockAnswer {
  sku: string;
  status: "noStock" | "supersededAndNoStock" | "inStock" | "backOrder" | "indeterminate";
  warehouseQuantity: number;
  stores: StoreStock[];
  /** Stock of other conditions or units, included with includeOtherStock. */
  otherStock: { description: string; quantity: number }[];
}

/** GET /api/product/competitor-prices?sku */
export interface CompetitorPrice {
  competitor: string;
  price: number;
  url: string | null;
  checkedAt: string;
}

/** GET /api/brand/autocomplete/{text} and /api/category/autocomplete/{text}. */
export interface AutocompleteOption {
  id: string;
  name: string;
}

/** GET /api/product/search/{text} */
export interface StaffProductResult {
  sku: string;
  productCode: string;
  title: string;
  brand: string;
  price: number | null;
}
