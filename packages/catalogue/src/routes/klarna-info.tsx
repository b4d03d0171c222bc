import type { PageHandle } from "@storefront/page-kit/page-types";
import { pageSeo, seoMeta } from "@storefront/page-kit/seo";
import type { ProviderAmountRange } from "@storefront/validation/price";
import { PayInFourInfo } from "../info/PayInFourInfo";
import { offeredProviderRange } from "../info/provider-page";
import { loadCataloguePage } from "../page/catalogue-loader";
import { CataloguePage } from "../page/CataloguePage";
import type { CatalogueLoaderArgs } from "../page/load";
import type { CataloguePageData } from "../page/page-data";
import { usePageData } from "../page/usePageData";

export const handle: PageHandle = { pageType: "klarna" };

export const meta = seoMeta("Klarna");

interface KlarnaPageData extends CataloguePageData {
  range: ProviderAmountRange;
}

/** /klarna (spec 3 page type klarna): only where the brand offers Klarna at checkout, else 404. */
export const loader = (args: CatalogueLoaderArgs) =>
  loadCataloguePage(args, async ({ queryClient, api }): Promise<KlarnaPageData> => ({
    range: await offeredProviderRange(queryClient, api, "klarna"),
    breadcrumbs: [{ name: "Klarna", uri: "/klarna" }],
    ...pageSeo({
      title: "Pay in 4 with Klarna",
      description: "Pay for your order in four interest-free instalments with Klarna: how it works and examples.",
    }),
  }));

function KlarnaInfo() {
  const { range } = usePageData<KlarnaPageData>();
  return (
    <PayInFourInfo
      provider="Klarna"
      range={range}
      signUp="Pick Klarna as your payment, then sign in or sign up with Klarna in a few steps."
      fine="Klarna is available to customers aged 18 and over on eligible orders, subject to approval. Late fees may apply. See Klarna's terms for the full details."
    />
  );
}

export default function KlarnaInfoRoute() {
  return (
    <CataloguePage>
      <KlarnaInfo />
    </CataloguePage>
  );
}
