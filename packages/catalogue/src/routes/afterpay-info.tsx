import type { PageHandle } from "@storefront/page-kit/page-types";
import { pageSeo, seoMeta } from "@storefront/page-kit/seo";
import { PayInFourInfo } from "../info/PayInFourInfo";
import { loadCataloguePage } from "../page/catalogue-loader";
import { CataloguePage } from "../page/CataloguePage";
import type { CatalogueLoaderArgs } from "../page/load";
import type { CataloguePageData } from "../page/page-data";

export const handle: PageHandle = { pageType: "afterpay" };

export const meta = seoMeta("Afterpay");

export const loader = (args: CatalogueLoaderArgs) =>
  loadCataloguePage(args, async (): Promise<CataloguePageData> => ({
    breadcrumbs: [{ name: "Afterpay", uri: "/afterpay" }],
    ...pageSeo({
      title: "Pay in 4 with Afterpay",
      description: "Pay for your order in four interest-free instalments with Afterpay: how it works and examples.",
    }),
  }));

export default function AfterpayInfoRoute() {
  return (
    <CataloguePage>
      <PayInFourInfo
        provider="Afterpay"
        signUp="No long forms: sign in or create an Afterpay account when you pay."
        fine="Afterpay is available to customers aged 18 and over on eligible orders, subject to approval. Late fees may apply. See Afterpay's terms for the full details."
      />
    </CataloguePage>
  );
}
