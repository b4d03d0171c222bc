import { useLoaderData } from "react-router";
import { getProductBySku } from "@storefront/api-client/product";
import { loadPage, PageDataBoundary, type PageLoaderArgs } from "@storefront/page-kit/page-data";
import type { PageHandle } from "@storefront/page-kit/page-types";
import { pageMeta } from "@storefront/page-kit/seo";
import { shopperAction, type ShopperActionArgs } from "@storefront/page-kit/shopper-action";
import { shopperClientAction } from "@storefront/page-kit/use-shopper-action";
import { CART_BUILDER_PATH, LINES_PARAM, parseBuiltLinesParam } from "../cart-builder/built-lines";
import { runCartBuilderAction } from "../cart-builder/cart-builder-action";
import { cartBuilderTexts } from "../cart-builder/cart-builder-texts";
import { CartBuilderPage, type CartBuilderData } from "../cart-builder/CartBuilderPage";

export const handle: PageHandle = { pageType: "cartBuilder" };

// A cart made for one customer: never indexed.
export const meta = pageMeta(cartBuilderTexts.title, { robots: "noindex, nofollow" });

/**
 * The link's lines (`?lines=KOR-FR1115*2~…`) with each product's title, address and price, read on
 * the server so the customer's page works without JavaScript; a product the shop no longer sells
 * is shown as such. A link that is not a list of lines is said to be broken.
 */
export const loader = (args: PageLoaderArgs) =>
  loadPage(args, async ({ api }) => {
    const param = new URL(args.request.url).searchParams.get(LINES_PARAM);
    const lines = parseBuiltLinesParam(param) ?? [];
    const offered = await Promise.all(
      lines.map(async (line) => {
        const product = await getProductBySku(api, line.sku).catch(() => null);
        return { ...line, product: product ? { title: product.title, uri: product.uri, price: product.price } : null };
      }),
    );
    const page: CartBuilderData & { title: string } = {
      title: cartBuilderTexts.title,
      lines: offered,
      brokenLink: param !== null && lines.length === 0,
    };
    return page;
  });

/** Adds the lines to the visitor's cart (page-kit's shopperAction: refuses other sites, relays the API's cookies, answers the post). */
export const action = (args: ShopperActionArgs) => shopperAction(args, { fallbackPath: CART_BUILDER_PATH }, runCartBuilderAction);

/** The hydrated page's submissions run the same action and hand its outcome to the form that sent it. */
export const clientAction = shopperClientAction;

function CartBuilderFromLoader() {
  return <CartBuilderPage data={useLoaderData<{ page: CartBuilderData }>().page} />;
}

export default function CartBuilderRoute() {
  return (
    <PageDataBoundary>
      <CartBuilderFromLoader />
    </PageDataBoundary>
  );
}
