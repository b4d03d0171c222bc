import type { PageHandle } from "@storefront/page-kit/page-types";
import { useBrand } from "@storefront/ui-kit/brand";
import { Button } from "@storefront/ui-kit/button";
import { formatMoney, isWithinProviderRange, zipMessage } from "@storefront/validation/price";
import { pageSeo, seoMeta } from "@storefront/page-kit/seo";
import { useStorefrontSettings } from "@storefront/page-kit/settings";
import { ExampleTable, Fine, InfoPage, Section, Steps } from "../info/InfoPage";
import { loadCataloguePage } from "../page/catalogue-loader";
import { CataloguePage } from "../page/CataloguePage";
import type { CatalogueLoaderArgs } from "../page/load";
import type { CataloguePageData } from "../page/page-data";

export const handle: PageHandle = { pageType: "zipPay" };

export const meta = seoMeta("Zip");

export const loader = (args: CatalogueLoaderArgs) =>
  loadCataloguePage(args, async (): Promise<CataloguePageData> => ({
    breadcrumbs: [{ name: "Zip", uri: "/zipmoney" }],
    ...pageSeo({
      title: "Buy now, pay later with Zip",
      description: "Own it now and pay over time with Zip: how it works, who can apply and example repayments.",
    }),
  }));

/** Example orders and the repayment message each gets (spec 2 §9 Zip messages). */
export const ZIP_EXAMPLES = [
  { total: 800, months: 12 },
  { total: 2400, months: 12 },
  { total: 4800, months: 24 },
] as const;

function ZipInfo() {
  const brand = useBrand();
  const config = useStorefrontSettings().zipConfig;
  const money = (amount: number) => formatMoney(amount, { currency: brand.currency });
  const range =
    config.minimumAmount !== undefined && config.maximumAmount !== undefined
      ? `on orders from ${money(config.minimumAmount)} to ${money(config.maximumAmount)}`
      : "on eligible orders";
  return (
    <InfoPage title="Buy now, pay later with Zip" lead={`Take it home today and pay it off over time with Zip, ${range}.`}>
      <Section aria-labelledby="zip-how-title">
        <h2 id="zip-how-title">How it works</h2>
        <Steps>
          <li>
            <h3>Shop</h3>
            <p>Add what you need to your cart, online or in store.</p>
          </li>
          <li>
            <h3>Choose Zip at checkout</h3>
            <p>Sign in or apply in minutes; Zip tells you straight away if you&apos;re approved.</p>
          </li>
          <li>
            <h3>Pay over time</h3>
            <p>Make repayments weekly, fortnightly or monthly, your choice.</p>
          </li>
        </Steps>
      </Section>
      <Section aria-labelledby="zip-examples-title">
        <h2 id="zip-examples-title">Example repayments</h2>
        <ExampleTable>
          <thead>
            <tr>
              <th scope="col">Order total</th>
              <th scope="col">With Zip</th>
            </tr>
          </thead>
          <tbody>
            {ZIP_EXAMPLES.filter((example) => isWithinProviderRange(example.total, config)).map((example) => (
              <tr key={example.total}>
                <th scope="row">{money(example.total)}</th>
                <td>{zipMessage(example.total, { repaymentPeriodMonths: example.months, interestFree: true })}</td>
              </tr>
            ))}
          </tbody>
        </ExampleTable>
        <Fine>
          *Minimum monthly repayments are required. Fees and charges apply, and the interest-free period depends on the offer. Available to
          approved applicants only; terms and conditions apply.
        </Fine>
      </Section>
      <Button href="/products">Start shopping</Button>
    </InfoPage>
  );
}

export default function ZipInfoRoute() {
  return (
    <CataloguePage>
      <ZipInfo />
    </CataloguePage>
  );
}
