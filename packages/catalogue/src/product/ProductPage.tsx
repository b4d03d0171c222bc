import { useQuery, useSuspenseQuery } from "@tanstack/react-query";
import { useId, useRef } from "react";
import { Link } from "react-router";
import styled from "styled-components";
import { Button } from "@storefront/ui-kit/button";
import { productQueries } from "@storefront/api-client/product";
import { useApiClient } from "@storefront/api-client/react";
import { useBrand } from "@storefront/ui-kit/brand";
import { ConditionBadge, MissingParts } from "@storefront/ui-kit/condition-badge";
import { List } from "@storefront/ui-kit/list";
import { Price } from "@storefront/ui-kit/price";
import { StockStatus } from "@storefront/ui-kit/stock-status";
import { targetBox, up } from "@storefront/ui-kit/theme";
import { ProductWidget } from "@storefront/page-kit/product-widgets";
import { useStorefrontSettings } from "@storefront/page-kit/settings";
import { DEALS_CLUB_PATH, useDealsClubView } from "@storefront/page-kit/deals-club";
import { MemberPrice } from "@storefront/ui-kit/member-price";
import { ReviewSummary } from "@storefront/ui-kit/review-summary";
import { useSession } from "@storefront/page-kit/use-session";
import { Section } from "../page/layout";
import { missingPartsOf } from "./missing-parts";
import { offersNotifyMe } from "@storefront/validation/notify-me";
import { AddToCart } from "./AddToCart";
import { NotifyMeForm } from "./LazyNotifyMeForm";
import { Gallery } from "./Gallery";
import { CallUsNow, CrossSellStrip, PriceHistorySection, PriceMatchPromise } from "./ProductExtras";
import { Specifications } from "./Specifications";
import { StickyBuyPanel } from "./StickyBuyPanel";
import { UpsellOptions } from "./UpsellOptions";
import { useProductLoadEvent, useReviewsShown } from "./useProductLoadEvent";

const Top = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]}px;
  ${up("md")} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    align-items: start;
  }
`;

const Info = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]}px;

  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
    ${up("md")} {
      font-size: ${({ theme }) => theme.fontSizes.xxl};
    }
  }
`;

const BrandLine = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: ${({ theme }) => theme.letterSpacing.caps};
  text-transform: uppercase;

  a {
    ${targetBox()}
    color: ${({ theme }) => theme.color.text.link};
    text-decoration: none;
  }
`;

const Facts = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]}px ${({ theme }) => theme.space[4]}px;
  margin: 0;
  color: ${({ theme }) => theme.color.text.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const PriceBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;
  padding: ${({ theme }) => theme.space[4]}px;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.color.surface.sunken};
`;

const PricingNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.text.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  strong {
    color: ${({ theme }) => theme.color.text.default};
  }
`;

const Promises = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]}px;
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    padding: 2px ${({ theme }) => theme.space[2]}px;
    border: 1px solid ${({ theme }) => theme.color.feedback.success};
    border-radius: ${({ theme }) => theme.radii.pill};
    color: ${({ theme }) => theme.color.feedback.success};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]}px;
  align-items: center;
`;

const Description = styled.p`
  max-width: 70ch;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

/** The options and the add (or 'Log in to buy'): the sticky panel shows once it has scrolled out of view. */
const BuyBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]}px;
`;

/** Stock states in which the product can be bought. */
const BUYABLE = new Set(["inStock", "backOrder", "indeterminate"]);

/**
 * The product page (issue 7 item 3): gallery with ribbons, brand, title, expanded price block
 * with RRP and saving, condition and missing parts, stock, key features, specifications, upsell
 * options, compare tick and add to cart; the product-load analytics event once in the browser.
 * The brand's settings switch the review summary, price match promise, 'Call us now', price history
 * and cross-sell strip (issue 20 item 1; decisions in the README).
 */
export function ProductPage({ slug }: { slug: string }) {
  const api = useApiClient();
  const brand = useBrand();
  const { data: product } = useSuspenseQuery(productQueries.bySlug(api, slug));
  const upsell = useQuery(productQueries.upsell(api, product.sku));
  const addToCartForm = useId();
  const buyBox = useRef<HTMLDivElement>(null);
  useProductLoadEvent(product.productId);

  const missingParts = missingPartsOf(product.missingParts);
  const settings = useStorefrontSettings();
  // spec 3 §9: the reviews widget is tracked: shown with the product's rating.
  useReviewsShown(product.sku, settings.reviewSummariesEnabled && (product.reviewCount ?? 0) > 0);
  const { loggedIn } = useSession();
  const dealsClub = useDealsClubView();
  // spec 1: 'LOG IN FOR PRICE' is for logged-out shoppers only; a signed-in trade shopper buys.
  const loginRequired = brand.features.pricesNeedLogin && !loggedIn;
  const promises = [
    product.pricing.isPriceMatchGuarantee ? "Price match guarantee" : null,
    product.pricing.isValuePromise ? "Value promise" : null,
  ].filter((text): text is string => text !== null);
  const keyFeatures = product.features.map((feature) => (
    <span key={feature.title}>
      <strong>{feature.title}.</strong> {feature.description}
    </span>
  ));

  return (
    <article aria-labelledby="product-title" data-sku={product.sku}>
      <Top>
        <Gallery images={product.images} title={product.title} ribbons={product.ribbons} />
        <Info>
          <BrandLine>
            {product.manufacturer ? <Link to={`/brands/${product.manufacturer.slug}`}>{product.manufacturer.name}</Link> : product.brand}
          </BrandLine>
          <h1 id="product-title">{product.title}</h1>
          <Facts>
            <span>SKU {product.sku}</span>
          </Facts>
          {settings.reviewSummariesEnabled ? <ReviewSummary rating={product.rating} reviewCount={product.reviewCount} /> : null}
          {product.condition || missingParts ? (
            <Badges>
              {product.condition ? (
                <ConditionBadge condition={product.condition.label} unavailable={product.condition.badgeStyle === "unavailable"} />
              ) : null}
              {missingParts ? <MissingParts parts={missingParts} /> : null}
            </Badges>
          ) : null}
          <PriceBox aria-label="Price">
            <Price price={product.price} rrp={product.rrp} size="expanded" loggedIn={loggedIn} />
            {/* Issue 45 item 3: the deals club's member price, where the storefront runs the club. */}
            {dealsClub.enabled && product.memberPrice && !loginRequired ? (
              <MemberPrice memberPrice={product.memberPrice} member={dealsClub.member} joinHref={DEALS_CLUB_PATH} />
            ) : null}
            {!loginRequired && product.pricing.text ? (
              <PricingNote>
                <strong>{product.pricing.text}.</strong> {product.pricing.tooltip}
              </PricingNote>
            ) : null}
            {promises.length ? (
              <Promises aria-label="Our promises">
                {promises.map((text) => (
                  <li key={text}>{text}</li>
                ))}
              </Promises>
            ) : null}
          </PriceBox>
          {settings.priceMatchEnabled ? <PriceMatchPromise countryCode={settings.countryCode} /> : null}
          <StockStatus status={product.stockStatus} />
          <BuyBox ref={buyBox}>
            {upsell.data && !loginRequired ? <UpsellOptions options={upsell.data.options} form={addToCartForm} /> : null}
            {loginRequired ? (
              <Button size="medium" href="/account/login">
                Log in to buy
              </Button>
            ) : (
              <AddToCart
                sku={product.sku}
                category={product.category}
                available={BUYABLE.has(product.stockStatus)}
                formId={addToCartForm}
              />
            )}
          </BuyBox>
          {offersNotifyMe(product.stockStatus) ? <NotifyMeForm sku={product.sku} /> : null}
          <ProductWidget name="compare" product={product} />
          {settings.callUsNowEnabled ? <CallUsNow number={settings.customerSupportNumber} /> : null}
        </Info>
      </Top>
      <Section aria-labelledby="overview-title">
        <h2 id="overview-title">Overview</h2>
        <Description>{product.description}</Description>
      </Section>
      {keyFeatures.length ? (
        <Section aria-labelledby="features-title">
          <h2 id="features-title">Key features</h2>
          <List items={keyFeatures} />
        </Section>
      ) : null}
      {product.specifications.length ? (
        <Section aria-labelledby="specifications-title">
          <h2 id="specifications-title">Specifications</h2>
          <Specifications groups={product.specifications} />
        </Section>
      ) : null}
      {settings.priceHistoryEnabled ? <PriceHistorySection sku={product.sku} /> : null}
      {settings.crossSellEnabled ? <CrossSellStrip sku={product.sku} /> : null}
      <StickyBuyPanel title={product.title} price={product.price} rrp={product.rrp} loggedIn={loggedIn} buyBox={buyBox} />
    </article>
  );
}
