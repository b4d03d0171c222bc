import { cartQueries, type Cart } from "@storefront/api-client/cart";
import { loadPage, PageDataBoundary, type PageLoaderArgs } from "@storefront/page-kit/page-data";
import type { PageHandle } from "@storefront/page-kit/page-types";
import { pageMeta } from "@storefront/page-kit/seo";
import { shopperAction, type ShopperActionArgs } from "@storefront/page-kit/shopper-action";
import { shopperClientAction } from "@storefront/page-kit/use-shopper-action";
import { runCartAction } from "../cart-action";
import { CartPage } from "../CartPage";
import { CART_PATH, cartTexts } from "../cart-texts";
import { CHECKOUT_PATH } from "@storefront/api-contract/storefront-paths";

/** spec 3 §2 route data: from the cart, a shopper goes on to the checkout. */
export const handle: PageHandle = { pageType: "shoppingCart", preloadKey: CHECKOUT_PATH };

// A personal page: never indexed.
export const meta = pageMeta(cartTexts.title, { robots: "noindex, nofollow" });

/** The shopper's cart, read on the server so the page works without JavaScript. */
export const loader = (args: PageLoaderArgs) =>
  loadPage(args, async ({ queryClient, api }) => {
    const cart = await queryClient.fetchQuery(cartQueries.detail(api)).catch(() => undefined);
    return { title: cartTexts.title, cart };
  });

/** Add, change a quantity, remove (page-kit's shopperAction: refuses other sites, relays the API's cookies, answers the post). */
export const action = (args: ShopperActionArgs) => shopperAction<Cart>(args, { fallbackPath: CART_PATH }, runCartAction);

/** The hydrated page's submissions run the same action and hand its outcome to the form that sent it. */
export const clientAction = shopperClientAction;

export default function CartRoute() {
  return (
    <PageDataBoundary>
      <CartPage />
    </PageDataBoundary>
  );
}
