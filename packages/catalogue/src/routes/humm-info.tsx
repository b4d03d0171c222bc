import type { PageHandle } from "@storefront/page-kit/page-types";
import { pageSeo, seoMeta } from "@storefront/page-kit/seo";
import { useBrand } from "@storefront/ui-kit/brand";
import { Button } from "@storefront/ui-kit/button";
import {
  formatMoney,
  HUMM_FIVE_PAYMENTS_MAX,
  HUMM_TEN_PAYMENTS_MAX,
  hummMessage,
  isWithinProviderRange,
  type ProviderAmountRange,
} from "@storefront/validation/price";
import { ExampleTable, Fine, InfoPage, Section, Steps } from "../info/InfoPage";
import { offeredProviderRange } from "../info/provider-page";
import { loadCataloguePage } from "../page/catalogue-loader";
import { CataloguePage } from "../page/CataloguePage";
import type { CatalogueLoaderArgs } from "../page/load";
import type { CataloguePageData } from "../page/page-data";
import { usePageData } from "../page/usePageData";

export const handle: PageHandle = { pageType: "humm" };

export const meta = seoMeta("Humm");

interface HummPageData extends CataloguePageData {
  range: ProviderAmountRange;
}

/** /humm (spec 3 page type humm): only where the brand offers Humm at checkout, else 404. */
export const loader = (args: CatalogueLoaderArgs) =>
  loadCataloguePage(args, async ({ queryClient, api }): Promise<HummPageData> => ({
    range: await offeredProviderRange(queryClient, api, "humm"),
    breadcrumbs: [{ name: "Humm", uri: "/humm" }],
    ...pageSeo({
      title: "Buy now, pay in slices with Humm",
      description: "Pay for your order in interest-free fortnightly slices with Humm: how it works and examples.",
    }),
  }));

/** One order in each of Humm's bands (spec 2 §9): five payments, ten payments, and beyond. */
export const HUMM_EXAMPLES = [HUMM_FIVE_PAYMENTS_MAX / 2, (HUMM_FIVE_PAYMENTS_MAX + HUMM_TEN_PAYMENTS_MAX) / 2, HUMM_TEN_PAYMENTS_MAX * 2];

/** spec 2 §9's Humm message, its closing 'with' naming Humm as the logo does beside it at checkout. */
export function hummExample(total: number): string {
  const message = hummMessage(total);
  return message.endsWith(" with") ? `${message} Humm` : message;
}

function HummInfo() {
  const brand = useBrand();
  const { range } = usePageData<HummPageData>();
  const money = (amount: number) => formatMoney(amount, { currency: brand.currency });
  return (
    <InfoPage
      title="Buy now, pay in slices with Humm"
      lead="Take it home today and pay for it in interest-free fortnightly slices with Humm."
    >
      <Section aria-labelledby="humm-how-title">
        <h2 id="humm-how-title">How it works</h2>
        <Steps>
          <li>
            <h3>Choose Humm at checkout</h3>
            <p>Sign in to Humm or apply in a few minutes; Humm tells you straight away if you&apos;re approved.</p>
          </li>
          <li>
            <h3>Pay the first slice</h3>
            <p>Your first payment is taken when your order is placed.</p>
          </li>
          <li>
            <h3>The rest every fortnight</h3>
            <p>
              Up to {money(HUMM_FIVE_PAYMENTS_MAX)} in five slices, up to {money(HUMM_TEN_PAYMENTS_MAX)} in ten; bigger buys over longer.
            </p>
          </li>
        </Steps>
      </Section>
      <Section aria-labelledby="humm-examples-title">
        <h2 id="humm-examples-title">Examples</h2>
        <ExampleTable>
          <thead>
            <tr>
              <th scope="col">Order total</th>
              <th scope="col">With Humm</th>
            </tr>
          </thead>
          <tbody>
            {HUMM_EXAMPLES.filter((total) => isWithinProviderRange(total, range)).map((total) => (
              <tr key={total}>
                <th scope="row">{money(total)}</th>
                <td>{hummExample(total)}</td>
              </tr>
            ))}
          </tbody>
        </ExampleTable>
        <Fine>
          Humm is available to approved applicants aged 18 and over. Fees and charges may apply, and longer plans carry a monthly fee. See
          Humm&apos;s terms for the full details.
        </Fine>
      </Section>
      <Button href="/products">Start shopping</Button>
    </InfoPage>
  );
}

export default function HummInfoRoute() {
  return (
    <CataloguePage>
      <HummInfo />
    </CataloguePage>
  );
}
