import { locationQueries } from "@storefront/api-client/stores";
import { loadPage, PageDataBoundary, type PageLoaderArgs } from "@storefront/page-kit/page-data";
import type { PageHandle } from "@storefront/page-kit/page-types";
import { pageMeta } from "@storefront/page-kit/seo";
import { shopperAction, type ShopperActionArgs } from "@storefront/page-kit/shopper-action";
import { shopperClientAction } from "@storefront/page-kit/use-shopper-action";
import { MIN_POSTCODE_QUERY, postcodeQueryOf, StorePickerPage, type PickersPageData } from "../store-picker/StorePickerPage";
import { PICKERS_PATH } from "../store-picker/picker-action-texts";
import { runPickerAction, type PickerActionAnswer } from "../store-picker/store-action";
import { prefetchShopperStore } from "../store-picker/shopper-store-data";
import { storeTexts } from "../store-picker/store-rules";

/** The pickers' page chooses the location itself: no suggestion above it (spec 3 §2 route data). */
export const handle: PageHandle = { pageType: "generic", hideLocalitySuggestion: true };

export const meta = pageMeta(storeTexts.title, { robots: "noindex, follow" });

/**
 * The store views, the geo data, the shopper's store and the localities of `?postcode=`, read on
 * the server so the page works without JavaScript (spec 1 §5: a lookup needs 2 characters).
 */
export const loader = (args: PageLoaderArgs) =>
  loadPage(args, async ({ queryClient, api }) => {
    const query = postcodeQueryOf(new URL(args.request.url).searchParams);
    const [shopper, localities] = await Promise.all([
      prefetchShopperStore(queryClient, api),
      query.length >= MIN_POSTCODE_QUERY ? queryClient.fetchQuery(locationQueries.search(api, query)).catch(() => undefined) : undefined,
    ]);
    const picked: PickersPageData = { ...shopper, localities };
    return { title: storeTexts.title, ...picked };
  });

/** The store and location choices (page-kit's shopperAction), from the header's dropdown and this page alike. */
export const action = (args: ShopperActionArgs) => shopperAction<PickerActionAnswer>(args, { fallbackPath: PICKERS_PATH }, runPickerAction);

/** The hydrated page's submissions run the same action and hand its outcome to the form that sent it. */
export const clientAction = shopperClientAction;

export default function YourStoreRoute() {
  return (
    <PageDataBoundary>
      <StorePickerPage />
    </PageDataBoundary>
  );
}
