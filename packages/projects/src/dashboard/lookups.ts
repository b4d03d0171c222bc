import type { ApiClient } from "@storefront/api-client/http";
import { autocompleteBrands, autocompleteCategories, searchProductSkus } from "@storefront/api-client/projects";

/** A suggestion of the search form's autocompletes: what it shows and what the search sends. */
export interface Suggestion {
  label: string;
  value: string;
}

/** GET /api/brand/autocomplete/{text}: the search sends the brand's name. */
export async function findBrands(client: ApiClient, text: string): Promise<Suggestion[]> {
  const { items } = await autocompleteBrands(client, text);
  return items.map((brand) => ({ label: brand.name, value: brand.name }));
}

/** GET /api/category/autocomplete/{text}: the search sends the category's path. */
export async function findCategories(client: ApiClient, text: string): Promise<Suggestion[]> {
  const { items } = await autocompleteCategories(client, text);
  return items.map((category) => ({ label: `${category.name} (${category.path})`, value: category.path }));
}

/** GET /api/product/search/{text}: the search sends the SKU. */
export async function findSkus(client: ApiClient, text: string): Promise<Suggestion[]> {
  const { items } = await searchProductSkus(client, text);
  return items.map((product) => ({ label: `${product.sku} · ${product.name}`, value: product.sku }));
}
