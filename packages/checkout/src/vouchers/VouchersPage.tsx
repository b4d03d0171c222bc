import styled from "styled-components";
import { Button } from "@storefront/ui-kit/button";
import { Heading } from "@storefront/ui-kit/heading";
import { GiftCardBalanceForm } from "./GiftCardBalanceForm";
import { vouchersTexts } from "./vouchers-texts";

const Page = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space[5]}px;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[4]}px;

  p {
    margin: 0;
  }
  ol {
    margin: 0;
    padding-left: ${({ theme }) => theme.space[5]}px;
    display: grid;
    gap: ${({ theme }) => theme.space[2]}px;
  }
`;

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]}px;
  max-width: 72ch;

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

/**
 * `/vouchers` (spec 3 page type vouchers): a gift card's balance by its number, and how a card is
 * spent at checkout. The page is the same for every shopper; the number is posted, never put in
 * the address (it is what spends the card).
 */
export function VouchersPage() {
  return (
    <Page aria-labelledby="vouchers-title">
      <header>
        <Heading level={1} id="vouchers-title">
          {vouchersTexts.title}
        </Heading>
        <p>{vouchersTexts.lead}</p>
      </header>
      <GiftCardBalanceForm />
      <Section aria-labelledby="vouchers-spend-title">
        <h2 id="vouchers-spend-title">{vouchersTexts.spendHeading}</h2>
        <ol>
          {vouchersTexts.spendSteps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <div>
          <Button href="/products">{vouchersTexts.shop}</Button>
        </div>
      </Section>
    </Page>
  );
}
