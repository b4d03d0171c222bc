import { catalogueQueries, type ListingQuery } from "@storefront/api-client/catalogue";
import { getSettings, shellQueries } from "@storefront/api-client/content";
import { lazyPart } from "@storefront/page-kit/lazy-part";
import type { PageHandle } from "@storefront/page-kit/page-types";
import type { BrandConfig } from "@storefront/ui-kit/brand";
import type { Masthead } from "@storefront/page-kit/masthead";
import { pageSeo, seoMeta } from "@storefront/page-kit/seo";
import { parseSettings } from "@storefront/page-kit/settings";
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

/**
 * The home page's landing banner (spec 1 §2.3), drawn by the shell: the brand's welcome and the
 * ways in. Its text is the brand's HomeMastheadText setting (what it sells and to whom), else a
 * general line for its country.
 */
export function homeMasthead(brand: Pick<BrandConfig, "displayName" | "country">, text?: string): Masthead {
  return {
    mastheadHeading: brand.displayName,
    mastheadText:
      text ??
      `Appliances and home goods for ${brand.country === "NZ" ? "New Zealand" : "Australian"} homes, delivered and installed by people who know them.`,
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
    const [promotions, settings] = await Promise.all([
      optional(queryClient.fetchQuery(catalogueQueries.promotions(api))),
      // Read as the root loader reads them (a brand-wide answer the server caches), not into the page's data.
      optional(getSettings(api)),
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
    const masthead = homeMasthead(
      brand,
      parseSettings(Object.fromEntries((settings?.items ?? []).map(({ name, value }) => [name, value]))).homeMastheadText,
    );
    return {
      featured,
      masthead,
      ...pageSeo({ title: "Shop online or in store", description: masthead.mastheadText ?? brand.displayName }),
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
