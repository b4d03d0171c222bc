/** A storefront's three loaded pages: home, a category and a product, from the seeded data. */
export interface StorefrontPages {
  brand: string;
  origin: string;
  paths: string[];
}

async function json<T>(url: string): Promise<T> {
  const answer = await fetch(url, { signal: AbortSignal.timeout(15_000) });
  if (!answer.ok) throw new Error(`${url} answered ${answer.status}`);
  return (await answer.json()) as T;
}

/**
 * The pages as the end-to-end suite finds them (tooling/e2e/tests/catalogue.spec.ts): the first
 * category of the brand's tree and the first product of the brand's listing, both through the
 * storefront's own /api, so each brand gets its own departments and products.
 */
export async function pagesOf(brand: string, origin: string): Promise<StorefrontPages> {
  const tree = await json<{ items: { uri: string }[] }>(`${origin}/api/categories`);
  const category = tree.items[0]?.uri;
  if (!category) throw new Error(`${brand} has no category in /api/categories`);
  const listing = await json<{ products: { uri: string }[] }>(`${origin}/api/listing?type=all&pageSize=1`);
  const product = listing.products[0]?.uri;
  if (!product) throw new Error(`${brand} lists no product in /api/listing`);
  return { brand, origin, paths: ["/", category, product] };
}

/**
 * Requests every page `rounds` times, one after another, so each server has compiled its code
 * paths and filled its caches before the measured run; any answer but 200 stops the bench.
 */
export async function warm(pages: StorefrontPages[], rounds: number, headers: Record<string, string>): Promise<void> {
  for (let round = 0; round < rounds; round += 1) {
    for (const { origin, paths } of pages) {
      for (const path of paths) {
        const answer = await fetch(`${origin}${path}`, { headers, signal: AbortSignal.timeout(30_000) });
        await answer.arrayBuffer();
        if (answer.status !== 200) throw new Error(`warming: ${origin}${path} answered ${answer.status}`);
      }
    }
  }
}
