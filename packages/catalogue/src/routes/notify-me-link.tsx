import { useParams } from "react-router";
import type { PageHandle } from "@storefront/page-kit/page-types";
import { pageMeta, pageSeo } from "@storefront/page-kit/seo";
import { loadCataloguePage } from "../page/catalogue-loader";
import { CataloguePage } from "../page/CataloguePage";
import { notFound, type CatalogueLoaderArgs } from "../page/load";
import type { CataloguePageData } from "../page/page-data";
import { notifyMeLinkTexts, NotifyMeLinkPage, type NotifyMeLinkAction } from "../product/NotifyMeLinkPage";

export const handle: PageHandle = { pageType: "generic" };

/** A mailed link's page: personal, never indexed. */
export const meta = pageMeta("Notify me", { robots: "noindex, nofollow" });

const isAction = (value: string | undefined): value is NotifyMeLinkAction => value === "confirm" || value === "unsubscribe";

export const loader = (args: CatalogueLoaderArgs) =>
  loadCataloguePage(args, async (): Promise<CataloguePageData> => {
    const { action } = args.params;
    if (!isAction(action)) notFound();
    return { breadcrumbs: [], ...pageSeo({ title: notifyMeLinkTexts[action].title }) };
  });

export default function NotifyMeLinkRoute() {
  const { action } = useParams();
  return <CataloguePage>{isAction(action) ? <NotifyMeLinkPage action={action} /> : null}</CataloguePage>;
}
