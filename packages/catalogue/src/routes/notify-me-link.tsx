import { useParams } from "react-router";
import type { PageHandle } from "@storefront/page-kit/page-types";
import { pageMeta, pageSeo } from "@storefront/page-kit/seo";
import { loadCataloguePage } from "../page/catalogue-loader";
import { CataloguePage } from "../page/CataloguePage";
import { notFound, type CatalogueLoaderArgs } from "../page/load";
import type { CataloguePageData } from "../page/page-data";
import { shopperAction, type ShopperActionArgs } from "@storefront/page-kit/shopper-action";
import { shopperClientAction } from "@storefront/page-kit/use-shopper-action";
import { runNotifyMeLinkAction } from "../product/notify-me-link-action";
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

/**
 * The button's post (page-kit's shopperAction): the page answers itself, with the API's words and
 * the product, whether the link took or not (pressing again is harmless: the API answers the same).
 */
export const action = (args: ShopperActionArgs) =>
  shopperAction(
    args,
    { fallbackPath: new URL(args.request.url).pathname, renderRefusals: true, renderSuccess: true },
    runNotifyMeLinkAction,
  );

/** The hydrated page's press runs the same action and hands its answer to the page. */
export const clientAction = shopperClientAction;

export default function NotifyMeLinkRoute() {
  const { action } = useParams();
  return <CataloguePage>{isAction(action) ? <NotifyMeLinkPage action={action} /> : null}</CataloguePage>;
}
