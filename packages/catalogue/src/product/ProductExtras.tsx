import { useRef } from "react";
import { useQuery } from "@tanstack/react-query";
import styled from "styled-components";
import { productQueries, usePriceHistory } from "@storefront/api-client/product";
import { useApiClient } from "@storefront/api-client/react";
import { Alert } from "@storefront/ui-kit/alert";
import { useBrand } from "@storefront/ui-kit/brand";
import { Loader } from "@storefront/ui-kit/loader";
import { telHref } from "@storefront/validation/links";
import { formatMoney } from "@storefront/validation/price";
import { formatDate } from "@storefront/validation/dates";
import { Section } from "../page/layout";
import { ProductGrid } from "../listing/ProductGrid";
import { useNearViewport } from "./useNearViewport";

/** The product page's words for the parts its settings switch (issue 20 item 1; decisions in the README). */
export const productExtrasTexts = {
  priceHistory: "Price history",
  priceHistoryFailed: "The price history is not available right now.",
  priceHistoryLoading: "Loading the price history",
  lowest: "Lowest price",
  highest: "Highest price",
  now: "Price now",
  changes: "Price changes",
  priceMatch: "Price match promise",
  callUsNow: "Call us now",
  crossSell: "You may also need",
} as const;

/** The country a shopper compares prices in: the countryCode setting, else the brand's country. */
export function retailerCountry(countryCode: string | undefined, brandCountry: string): string {
  return (countryCode ?? brandCountry).toUpperCase() === "NZ" ? "New Zealand" : "Australian";
}

/** The price-match promise's words (PriceMatchEnabled). */
export function priceMatchText(country: string): string {
  return `Found it cheaper at another ${country} retailer? We'll match their advertised price on the same product, in stock and delivered to you, when you show us before you buy.`;
}

const Aside = styled.aside`
  display: grid;
  gap: ${({ theme }) => theme.space[1]}px;
  padding: ${({ theme }) => theme.space[3]}px ${({ theme }) => theme.space[4]}px;
  border-left: 4px solid ${({ theme }) => theme.color.feedback.success};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.color.surface.sunken};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }

  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

/** The store-wide price-match promise beside the price (PriceMatchEnabled). */
export function PriceMatchPromise({ countryCode }: { countryCode: string | undefined }) {
  const brand = useBrand();
  return (
    <Aside aria-labelledby="price-match-title">
      <h2 id="price-match-title">{productExtrasTexts.priceMatch}</h2>
      <p>{priceMatchText(retailerCountry(countryCode, brand.country))}</p>
    </Aside>
  );
}

const CallLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  color: ${({ theme }) => theme.color.text.link};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

/** 'Call us now' with the support number as a tel: link (CallUsNowEnabled); nothing without a number. */
export function CallUsNow({ number }: { number: string }) {
  if (!number) return null;
  return (
    <CallLink href={telHref(number)}>
      {productExtrasTexts.callUsNow}: {number}
    </CallLink>
  );
}

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr));
  gap: ${({ theme }) => theme.space[3]}px;
  margin: 0;

  div {
    padding: ${({ theme }) => theme.space[3]}px;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.color.surface.sunken};
  }

  dt {
    color: ${({ theme }) => theme.color.text.muted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const Changes = styled.table`
  width: 100%;
  max-width: 28rem;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  th,
  td {
    padding: ${({ theme }) => theme.space[1]}px ${({ theme }) => theme.space[2]}px;
    border-bottom: 1px solid ${({ theme }) => theme.color.border.default};
    text-align: left;
  }
`;

/** The last price changes shown; the lowest and highest cover them all. */
export const PRICE_CHANGES_SHOWN = 6;

/**
 * The product's price history (PriceHistoryEnabled): lowest, highest and current price, and the
 * latest changes. Below the fold, it is asked for when it comes near the screen (useNearViewport).
 */
export function PriceHistorySection({ sku }: { sku: string }) {
  const brand = useBrand();
  const section = useRef<HTMLElement>(null);
  const { data, isPending, isError } = usePriceHistory(sku, { enabled: useNearViewport(section) });
  const money = (amount: number) => formatMoney(amount, { currency: brand.currency, locale: brand.locale });
  return (
    <Section ref={section} aria-labelledby="price-history-title">
      <h2 id="price-history-title">{productExtrasTexts.priceHistory}</h2>
      {isPending ? (
        <Loader label={productExtrasTexts.priceHistoryLoading} />
      ) : isError ? (
        <Alert>{productExtrasTexts.priceHistoryFailed}</Alert>
      ) : (
        <>
          <Figures>
            <div>
              <dt>{productExtrasTexts.now}</dt>
              <dd>{money(data.currentPrice)}</dd>
            </div>
            <div>
              <dt>{productExtrasTexts.lowest}</dt>
              <dd>{money(data.lowestPrice)}</dd>
            </div>
            <div>
              <dt>{productExtrasTexts.highest}</dt>
              <dd>{money(data.highestPrice)}</dd>
            </div>
          </Figures>
          {data.points.length ? (
            <Changes aria-label={productExtrasTexts.changes}>
              <thead>
                <tr>
                  <th scope="col">Date</th>
                  <th scope="col">Price</th>
                </tr>
              </thead>
              <tbody>
                {data.points
                  .slice(-PRICE_CHANGES_SHOWN)
                  .reverse()
                  .map((point) => (
                    <tr key={point.date}>
                      <td>{formatDate(point.date, brand)}</td>
                      <td>{money(point.price)}</td>
                    </tr>
                  ))}
              </tbody>
            </Changes>
          ) : null}
        </>
      )}
    </Section>
  );
}

/**
 * 'You may also need' (CrossSellEnabled): the products bought with this one; nothing while
 * loading, on failure or when there are none. Asked for when its place comes near the screen.
 */
export function CrossSellStrip({ sku }: { sku: string }) {
  const place = useRef<HTMLDivElement>(null);
  const { data } = useQuery({ ...productQueries.crossSell(useApiClient(), sku), enabled: useNearViewport(place) });
  if (!data?.products.length) return <div ref={place} />;
  return (
    <Section aria-labelledby="cross-sell-title">
      <h2 id="cross-sell-title">{productExtrasTexts.crossSell}</h2>
      <ProductGrid products={data.products} columns={4} headingLevel={3} label={productExtrasTexts.crossSell} />
    </Section>
  );
}
