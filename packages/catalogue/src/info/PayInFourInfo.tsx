import { Button } from "@storefront/ui-kit/button";
import { useBrand } from "@storefront/ui-kit/brand";
import {
  formatMoneyWithCents,
  INSTALMENT_COUNT,
  INSTALMENT_INTERVAL_DAYS,
  instalmentAmount,
  isWithinProviderRange,
  type ProviderAmountRange,
} from "@storefront/validation/price";
import { ExampleTable, Fine, InfoPage, Section, Steps } from "./InfoPage";

/** Orders the pay-in-four pages work through, those within the provider's range shown. */
export const PAY_IN_FOUR_EXAMPLES = [200, 600, 1200] as const;

export interface PayInFourInfoProps {
  /** The provider's name as shoppers know it: 'Afterpay', 'Klarna'. */
  provider: string;
  /** The first step's words: how a shopper signs up with the provider at checkout. */
  signUp: string;
  /** The provider's fine print. */
  fine: string;
  /** The provider's order limits from the payment configuration, where the page knows them. */
  range?: ProviderAmountRange;
}

/**
 * The landing page of a pay-in-four provider (spec 3 page types afterpay and klarna): four
 * interest-free payments a fortnight apart (spec 2 §9), how it works and examples.
 */
export function PayInFourInfo({ provider, signUp, fine, range = {} }: PayInFourInfoProps) {
  const brand = useBrand();
  const money = (amount: number) => formatMoneyWithCents(amount, { currency: brand.currency });
  const weeks = INSTALMENT_INTERVAL_DAYS / 7;
  const id = provider.toLowerCase();
  const limits =
    typeof range.minimumAmount === "number" && typeof range.maximumAmount === "number" && range.maximumAmount > 0
      ? ` on orders from ${money(range.minimumAmount)} to ${money(range.maximumAmount)}`
      : "";
  return (
    <InfoPage
      title={`Pay in 4 with ${provider}`}
      lead={`Split your order into ${INSTALMENT_COUNT} interest-free payments, one every ${weeks} weeks${limits}.`}
    >
      <Section aria-labelledby={`${id}-how-title`}>
        <h2 id={`${id}-how-title`}>How it works</h2>
        <Steps>
          <li>
            <h3>Choose {provider} at checkout</h3>
            <p>{signUp}</p>
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
      <Section aria-labelledby={`${id}-examples-title`}>
        <h2 id={`${id}-examples-title`}>Examples</h2>
        <ExampleTable>
          <thead>
            <tr>
              <th scope="col">Order total</th>
              <th scope="col">Each of {INSTALMENT_COUNT} payments</th>
            </tr>
          </thead>
          <tbody>
            {PAY_IN_FOUR_EXAMPLES.filter((total) => isWithinProviderRange(total, range)).map((total) => (
              <tr key={total}>
                <th scope="row">{money(total)}</th>
                <td>{money(instalmentAmount(total))}</td>
              </tr>
            ))}
          </tbody>
        </ExampleTable>
        <Fine>{fine}</Fine>
      </Section>
      <Button href="/products">Start shopping</Button>
    </InfoPage>
  );
}
