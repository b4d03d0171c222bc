import type { PageHandle } from "@storefront/page-kit/page-types";
import { seoMeta } from "@storefront/page-kit/seo";
import { loadRootPage } from "../content/content-loader";
import { EntryPageRoute } from "../content/EntryPage";

// winning-commercial (spec 1 §2.1: Generic) and pe-bookings, root-level content pages.
export const handle: PageHandle = { pageType: "generic" };

export const meta = seoMeta("Page");

export const loader = loadRootPage;

export default EntryPageRoute;
