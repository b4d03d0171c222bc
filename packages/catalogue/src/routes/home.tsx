import { catalogueQueries, type ListingQuery } from "@storefront/api-client/catalogue";
import { shellQueries } from "@storefront/api-client/content";
import { lazyPart } from "@storefront/page-kit/lazy-part";
import type { PageHandle } from "@storefront/page-kit/page-types";
import type { BrandConfig } from "@storefront/ui-kit/brand";
import type { Masthead } from "@storefront/page-kit/masthead";
import { pageSeo, seoMeta } from "@storefront/page-kit/seo";
import type { FeaturedProducts } from "../home/HomePage";
import { loadCataloguePage } from "../page/catalogue-loader";
import { CataloguePage } from "../page/CataloguePage";
import { optional, type CatalogueLoaderArgs } from "../page/load";
import type { CataloguePageData } from "../page/page-data";
import { usePageData } from "../page/usePageData";

// The home page's content (hero, category tiles, featured products) hydrates after the page, with its own code.
const HomePage = lazyPart(() => import("../home/HomePage").then((module) => module.HomePage));

export const handle: PageHandle = { pageType: "homepage" };

export const meta = seoMeta("Home");

/** How many featured products the home page shows. */
export const FEATURED_COUNT = 8;

/** The home page's landing banner (spec 1 §2.3), drawn by the shell: the brand's welcome and the ways in. */
export function homeMasthead(brand: Pick<BrandConfig, "displayName" | "country">): Masthead {
  return {
    mastheadHeading: brand.displayName,
    mastheadText: `Appliances and home goods for ${brand.country === "NZ" ? "New Zealand" : "Australian"} homes, delivered and installed by people who know them.`,
    mastheadClass: "hero",
    mastheadBtn: [
      { type: "link", txt: "Start shopping", href: "/products" },
      { type: "link", txt: "Find a store", href: "/stores" },
    ],
  };
}

interface HomePageData extends CataloguePageData {
  featured?: FeaturedProducts;
}

export const loader = (args: CatalogueLoaderArgs) =>
  loadCataloguePage(args, async ({ queryClient, api, brand }): Promise<HomePageData> => {
    const [promotions] = await Promise.all([
      optional(queryClient.fetchQuery(catalogueQueries.promotions(api))),
      optional(queryClient.prefetchQuery(catalogueQueries.categories(api))),
      optional(queryClient.prefetchQuery(shellQueries.sale(api))),
    ]);
    // Featured: the biggest savings of the first running promotion, which carry its ribbons.
    const promotion = promotions?.items.find((item) => item.isActive);
    let featured: FeaturedProducts | undefined;
    if (promotion) {
      const query: ListingQuery = { type: "promotion", uri: promotion.slug, sort: "discount", pageSize: FEATURED_COUNT };
      await optional(queryClient.prefetchQuery(catalogueQueries.featured(api, query)));
      featured = { title: `${promotion.title}: top savings`, uri: promotion.uri, query };
    }
    return {
      featured,
      masthead: homeMasthead(brand),
      ...pageSeo({
        title: "Shop appliances and home goods online",
        description: `Shop appliances and home goods online or in store at ${brand.displayName}: delivery, installation and expert advice.`,
      }),
    };
  });

function Home() {
  const { featured } = usePageData<HomePageData>();
  return <HomePage featured={featured} />;
}

export default function HomeRoute() {
  return (
    <CataloguePage>
      <Home />
    </CataloguePage>
  );
}
