import type { PageHandle } from "@storefront/page-kit/page-types";
import { seoMeta } from "@storefront/page-kit/seo";
import { loadRootPage } from "../content/content-loader";
import { EntryPageRoute } from "../content/EntryPage";

// The culinary-support and cookbook landing pages (spec 1 §2.1: root-level paths).
export const handle: PageHandle = { pageType: "pages" };

export const meta = seoMeta("Page");

export const loader = loadRootPage;

export default EntryPageRoute;
