import { useParams } from "react-router";
import { productQueries } from "@storefront/api-client/browsing";
import type { PageHandle } from "@storefront/shell/page";
import { loadCataloguePage } from "../page/catalogue-loader";
import { CataloguePage } from "../page/CataloguePage";
import { notFound, optional, required, splatOf, type CatalogueLoaderArgs } from "../page/load";
import { ProductPage } from "../product/ProductPage";
import { pageSeo, SOCIAL_IMAGE_SIZES, seoMeta, sizedImage } from "../seo/seo";

export const handle: PageHandle = { pageType: "product" };

export const meta = seoMeta("Product");

/** The product's slug: the last segment of /p/... (older addresses carry the category before it). */
export function productSlug(splat: string): string | null {
  const slug = splat.split("/").pop() ?? "";
  return /^[a-z0-9]+(?:-[a-z0-9]+)*$/i.test(slug) ? slug.toLowerCase() : null;
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
        image: socialTags?.image ?? (image ? { url: sizedImage(image, "large"), ...SOCIAL_IMAGE_SIZES.large } : undefined),
      }),
    };
  });

export default function ProductRoute() {
  const params = useParams();
  const slug = productSlug(splatOf(params)) ?? "";
  return (
    <CataloguePage>
      <ProductPage slug={slug} />
    </CataloguePage>
  );
}
