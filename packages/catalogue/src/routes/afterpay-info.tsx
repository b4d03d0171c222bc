import type { PageHandle } from "@storefront/page-kit/page-types";
import { useBrand } from "@storefront/ui-kit/brand";
import { Button } from "@storefront/ui-kit/button";
import { formatMoneyWithCents, INSTALMENT_COUNT, INSTALMENT_INTERVAL_DAYS, instalmentAmount } from "@storefront/validation/price";
import { pageSeo, seoMeta } from "@storefront/page-kit/seo";
import { ExampleTable, Fine, InfoPage, Section, Steps } from "../info/InfoPage";
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

const EXAMPLE_TOTALS = [200, 600, 1200] as const;

function AfterpayInfo() {
  const brand = useBrand();
  const money = (amount: number) => formatMoneyWithCents(amount, { currency: brand.currency });
  const weeks = INSTALMENT_INTERVAL_DAYS / 7;
  return (
    <InfoPage
      title="Pay in 4 with Afterpay"
      lead={`Split your order into ${INSTALMENT_COUNT} interest-free payments, one every ${weeks} weeks.`}
    >
      <Section aria-labelledby="afterpay-how-title">
        <h2 id="afterpay-how-title">How it works</h2>
        <Steps>
          <li>
            <h3>Choose Afterpay at checkout</h3>
            <p>No long forms: sign in or create an Afterpay account when you pay.</p>
          </li>
          <li>
            <h3>Pay the first instalment</h3>
            <p>The first of {INSTALMENT_COUNT} payments is taken when your order is placed.</p>
          </li>
          <li>
            <h3>The rest every {weeks} weeks</h3>
            <p>The other payments come out automatically. Pay early at any time.</p>
          </li>
        </Steps>
      </Section>
      <Section aria-labelledby="afterpay-examples-title">
        <h2 id="afterpay-examples-title">Examples</h2>
        <ExampleTable>
          <thead>
            <tr>
              <th scope="col">Order total</th>
              <th scope="col">Each of {INSTALMENT_COUNT} payments</th>
            </tr>
          </thead>
          <tbody>
            {EXAMPLE_TOTALS.map((total) => (
              <tr key={total}>
                <th scope="row">{money(total)}</th>
                <td>{money(instalmentAmount(total))}</td>
              </tr>
            ))}
          </tbody>
        </ExampleTable>
        <Fine>
          Afterpay is available to customers aged 18 and over on eligible orders, subject to approval. Late fees may apply. See
          Afterpay&apos;s terms for the full details.
        </Fine>
      </Section>
      <Button href="/products">Start shopping</Button>
    </InfoPage>
  );
}

export default function AfterpayInfoRoute() {
  return (
    <CataloguePage>
      <AfterpayInfo />
    </CataloguePage>
  );
}
