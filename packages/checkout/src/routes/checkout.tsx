import { useActionData, useLoaderData } from "react-router";
import { cartQueries } from "@storefront/api-client/cart";
import type { ActionOutcome } from "@storefront/page-kit/action-fields";
import { loadPage, PageDataBoundary, type PageLoaderArgs } from "@storefront/page-kit/page-data";
import type { PageHandle } from "@storefront/page-kit/page-types";
import { shopperAction, type ShopperActionArgs } from "@storefront/page-kit/shopper-action";
import { CheckoutPage } from "../CheckoutPage";
import { checkoutTexts } from "../checkout-texts";
import { runCheckoutDetailsAction } from "../no-script/checkout-details-action";
import { readSavedDetails, type SavedDetails } from "../no-script/saved-details";
import { checkoutMeta } from "../route-meta";
import { CHECKOUT_PATH } from "@storefront/api-contract/storefront-paths";
import { CONFIRMATION_PATH } from "@storefront/api-contract/storefront-paths";

/** spec 3 §2 route data: the checkout asks for its own address, and the confirmation comes next. */
export const handle: PageHandle = { pageType: "checkout", hideLocalitySuggestion: true, preloadKey: CONFIRMATION_PATH };

export const meta = checkoutMeta(checkoutTexts.title);

/**
 * The cart, and the details a checkout without JavaScript saved (issue 40 item 4), read on the
 * server: the page shows them without JavaScript, and the hydrated form starts from the details.
 */
export const loader = (args: PageLoaderArgs) =>
  loadPage(args, async ({ queryClient, api }) => {
    await queryClient.prefetchQuery(cartQueries.detail(api));
    return { savedDetails: readSavedDetails(args.request.headers.get("cookie")) };
  });

/** The delivery details posted without JavaScript (page-kit's shopperAction; a refusal renders the checkout again). */
export const action = (args: ShopperActionArgs) =>
  shopperAction(args, { fallbackPath: CHECKOUT_PATH, renderRefusals: true }, runCheckoutDetailsAction);

export default function CheckoutRoute() {
  const data = useLoaderData<{ page?: { savedDetails?: SavedDetails | null } }>();
  const refused = useActionData<ActionOutcome>();
  return (
    <PageDataBoundary>
      <CheckoutPage savedDetails={data?.page?.savedDetails ?? null} refused={refused && !refused.ok ? refused : undefined} />
    </PageDataBoundary>
  );
}
