import type { Crumb, Masthead } from "@storefront/page-kit/masthead";
import type { PageSeo } from "@storefront/page-kit/seo";

/**
 * What every catalogue loader returns as `page`: its head facts (page-kit's PageSeo), its trail
 * and any landing banner, which the shell draws (spec 1 §2.2, §2.3).
 */
export interface CataloguePageData extends PageSeo {
  breadcrumbs?: Crumb[];
  masthead?: Masthead;
}
