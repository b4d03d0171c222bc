import { dehydrate, type DehydratedState } from "@tanstack/react-query";
import { data } from "react-router";
import { cartQueries } from "@storefront/api-client/cart";
import { compareQueries } from "@storefront/api-client/compare";
import { createServerApiClient } from "@storefront/api-client/http";
import { clearedFlashCookie, FLASH_COOKIE, readFlash } from "@storefront/page-kit/action-flash";
import { brandClientOptions } from "@storefront/page-kit/brand-context";
import { createStorefrontQueryClient } from "@storefront/page-kit/page-data";
import type { RootData } from "@storefront/page-kit/root-data";
import { hasShopperSession } from "@storefront/page-kit/shopper-action";
import { loadStorefrontRoot as loadShellRoot, prefetchShopperStore } from "@storefront/shell/root";
import type { BrandConfig } from "@storefront/ui-kit/brand";

/**
 * The shopper's cart, compare list, store and delivery location, read on the server when the
 * request carries the shopper's session (issue 40): the header's cart count and store, the
 * compare ticks and the compare tray are then in the server HTML, where a shopper without
 * JavaScript sees them, and the browser's query cache starts from the same answers (no second
 * read, no mismatch while hydrating). A page's own loader cannot give the header these: the
 * header asks first, and react-query hydrates a query that already exists only in an effect,
 * which a server render never runs. A shopper without a session has none of it, so nothing is
 * read and the page stays the same for every such visitor. A failed read leaves that part to the
 * browser, as before.
 */
async function loadShopperState(request: Request, brand: BrandConfig, context?: object): Promise<DehydratedState | undefined> {
  if (!hasShopperSession(request)) return undefined;
  const queryClient = createStorefrontQueryClient();
  const api = createServerApiClient({ request, render: context, ...brandClientOptions(brand) });
  await Promise.all([
    queryClient.prefetchQuery(compareQueries.list(api)),
    queryClient.prefetchQuery(cartQueries.detail(api)),
    prefetchShopperStore(queryClient, api),
  ]);
  return dehydrate(queryClient);
}

/**
 * The root loader of every storefront: the shell's (settings, navigation, alert banner), the
 * shopper's own state (above) and the outcome of a shopper action posted without JavaScript (the
 * flash cookie, page-kit's `action-flash`), which this answer clears so the page shows it once.
 */
export async function loadStorefrontRoot(request: Request, brand: BrandConfig, context?: object) {
  const [root, shopperState] = await Promise.all([loadShellRoot(request, brand, context), loadShopperState(request, brand, context)]);
  const cookies = request.headers.get("cookie");
  const flash = readFlash(cookies);
  const rootData: RootData = { ...root, flash, ...(shopperState ? { shopperState } : {}) };
  // A flash this storefront did not write (its shape is checked) is cleared all the same.
  if (!cookies?.includes(`${FLASH_COOKIE}=`)) return rootData;
  return data(rootData, { headers: { "set-cookie": clearedFlashCookie(new URL(request.url).protocol === "https:") } });
}
