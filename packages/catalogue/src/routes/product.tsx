import { useParams } from "react-router";
import { productQueries } from "@storefront/api-client/product";
import type { PageHandle } from "@storefront/page-kit/page-types";
import { pageSeo, seoMeta } from "@storefront/page-kit/seo";
import { shopperAction, type ShopperActionArgs } from "@storefront/page-kit/shopper-action";
import { SHARE_IMAGE_SIZES, sizedImage } from "@storefront/page-kit/social";
import { shopperClientAction } from "@storefront/page-kit/use-shopper-action";
import { loadCataloguePage } from "../page/catalogue-loader";
import { CataloguePage } from "../page/CataloguePage";
import { notFound, optional, required, splatOf, type CatalogueLoaderArgs } from "../page/load";
import { runNotifyMeAction } from "../product/notify-me-action";
import { ProductPage } from "../product/ProductPage";
import { isSlug } from "../page/slug";

export const handle: PageHandle = { pageType: "product" };

export const meta = seoMeta("Product");

/** The product's slug: the last segment of /p/... (older addresses carry the category before it). */
export function productSlug(splat: string): string | null {
  const slug = splat.split("/").pop() ?? "";
  return isSlug(slug.toLowerCase()) ? slug.toLowerCase() : null;
}

export const loader = (args: CatalogueLoaderArgs) =>
  loadCataloguePage(args, async ({ queryClient, api }) => {
    const slug = productSlug(splatOf(args.params));
    if (!slug) notFound();
    const product = await required(queryClient.fetchQuery(productQueries.bySlug(api, slug)));
    const [socialTags] = await Promise.all([
      optional(queryClient.fetchQuery(productQueries.meta(api, product.productId))),
      optional(queryClient.prefetchQuery(productQueries.upsell(api, product.sku))),
    ]);
    const image = product.image ?? product.images[0]?.url;
    // spec 1 §3: a product page shares as type product with the large image (1600x630).
    return {
      slug,
      breadcrumbs: product.breadcrumbs,
      ...pageSeo({
        title: product.title,
        description: socialTags?.description ?? product.description,
        type: "product",
        image: socialTags?.image ?? (image ? { url: sizedImage(image, "large"), ...SHARE_IMAGE_SIZES.large } : undefined),
      }),
    };
  });

/**
 * The product page's action: its notify-me box (issue 45 item 1), posted with or without
 * JavaScript (page-kit's shopperAction). Taken, a post without JavaScript comes back to the page
 * with the 'check your inbox' flash; refused, the page is rendered again with the box as it was
 * sent and its messages (`renderRefusals`), so a call-back asked for without a name or phone shows
 * those fields.
 */
export const action = (args: ShopperActionArgs) =>
  shopperAction(args, { fallbackPath: new URL(args.request.url).pathname, renderRefusals: true }, runNotifyMeAction);

/** The hydrated page's submissions run the same action and hand its outcome to the box. */
export const clientAction = shopperClientAction;

export default function ProductRoute() {
  const params = useParams();
  const slug = productSlug(splatOf(params)) ?? "";
  return (
    <CataloguePage>
      <ProductPage slug={slug} />
    </CataloguePage>
  );
}
