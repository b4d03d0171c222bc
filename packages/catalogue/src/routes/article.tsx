import type { PageHandle } from "@storefront/page-kit/page-types";
import { seoMeta } from "@storefront/page-kit/seo";
import { loadArticlePage } from "../content/content-loader";
import { EntryPageRoute } from "../content/EntryPage";

export const handle: PageHandle = { pageType: "topic" };

export const meta = seoMeta("Article");

export const loader = loadArticlePage;

export default EntryPageRoute;
