import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import styled from "styled-components";
import { catalogueQueries, type ListingQuery } from "@storefront/api-client/catalogue";
import { shellQueries, type Sale } from "@storefront/api-client/content";
import { useApiClient } from "@storefront/api-client/react";
import { useBrand } from "@storefront/ui-kit/brand";
import { Button } from "@storefront/ui-kit/button";
import { targetBox } from "@storefront/ui-kit/theme";
import { ProductGrid } from "../listing/ProductGrid";
import { PromotionGrid } from "../promotions/PromotionCard";
import { formatDate } from "@storefront/validation/dates";
import { SaleArtwork, salePlacementOf } from "@storefront/page-kit/sale-placement";
import { OffersTile } from "../sale/OffersTile";
import { saleColour } from "../sale/sale-rules";
import { Card, CardGrid, CardLink, Section, SectionHeader, TextLink } from "../page/layout";
import { CardSkeletons } from "../page/Skeletons";

/** The featured products of the home page: a promotion's biggest savings. */
export interface FeaturedProducts {
  title: string;
  uri: string;
  query: ListingQuery;
}

const SaleStrip = styled.section<{ $colour: string }>`
  position: relative;
  overflow: hidden;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]}px;
  margin-bottom: ${({ theme }) => theme.space[6]}px;
  padding: ${({ theme }) => `${theme.space[4]}px ${theme.space[5]}px`};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ $colour }) => $colour};
  color: #ffffff;

  h2 {
    margin: 0;
    color: inherit;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  p {
    margin: ${({ theme }) => theme.space[1]}px 0 0;
  }
`;

/**
 * The home page banner artwork (spec 3 §3 placement) behind the strip's words: decorative, the
 * heading says the same; the strip's colour shows where it has not loaded.
 */
const SaleBackdrop = styled(SaleArtwork)`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  object-fit: cover;
  opacity: 0.35;
  pointer-events: none;
`;

/** The strip's words and button, over the backdrop. */
const SaleWords = styled.div`
  position: relative;
`;

/** 'Shop the sale': the kit's button as a link, white on the sale's colour. */
const SaleLink = styled(Button)`
  position: relative;
  border-color: #ffffff;
  background: #ffffff;
  color: #1a1a1a;

  &:hover:not([aria-disabled="true"]) {
    border-color: #ffffff;
    background: #ffffff;
    text-decoration: underline;
  }
`;

/** The sale banner of the home page, where a sale is on (issue 7 item 1), over its home page banner image. */
export function SaleBanner({ sale }: { sale: Sale }) {
  const brand = useBrand();
  const artwork = salePlacementOf(sale, "homePageBanner");
  return (
    <SaleStrip $colour={saleColour(sale)} aria-labelledby="sale-title">
      {artwork ? <SaleBackdrop image={artwork.image} alt="" /> : null}
      <SaleWords>
        <h2 id="sale-title">{sale.name}</h2>
        <p>{sale.message}</p>
        {sale.endsOn ? <p>Until {formatDate(sale.endsOn, brand)}</p> : null}
      </SaleWords>
      <SaleLink variant="secondary" href={sale.url}>
        Shop the sale
      </SaleLink>
    </SaleStrip>
  );
}

const CategoryCard = styled(Card)`
  gap: ${({ theme }) => theme.space[3]}px;
  border-top: 4px solid ${({ theme }) => theme.color.brand.accent};

  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space[1]}px ${({ theme }) => theme.space[3]}px;
    margin: 0;
    padding: 0;
    list-style: none;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  ul a {
    ${targetBox()}
    position: relative;
    z-index: 1;
    color: ${({ theme }) => theme.color.text.link};
  }
`;

function CategoryTiles() {
  const api = useApiClient();
  const categories = useQuery(catalogueQueries.categories(api)).data?.items ?? [];
  if (!categories.length) return null;
  return (
    <Section aria-labelledby="categories-title">
      <h2 id="categories-title">Shop by category</h2>
      <CardGrid $min={240}>
        {categories.map((category) => (
          <li key={category.slug}>
            <CategoryCard>
              <h3>
                <CardLink href={category.uri}>{category.name}</CardLink>
              </h3>
              {category.subCategories.length ? (
                <ul aria-label={`${category.name} categories`}>
                  {category.subCategories.slice(0, 5).map((sub) => (
                    <li key={sub.slug}>
                      <Link to={sub.uri}>{sub.name}</Link>
                    </li>
                  ))}
                </ul>
              ) : null}
            </CategoryCard>
          </li>
        ))}
      </CardGrid>
    </Section>
  );
}

function Promotions() {
  const api = useApiClient();
  const promotions = (useQuery(catalogueQueries.promotions(api)).data?.items ?? []).filter((promotion) => promotion.isActive).slice(0, 4);
  if (!promotions.length) return null;
  return (
    <Section aria-labelledby="promotions-title">
      <SectionHeader>
        <h2 id="promotions-title">Current promotions</h2>
        <TextLink href="/promotions">See all promotions</TextLink>
      </SectionHeader>
      <PromotionGrid promotions={promotions} min={240} />
    </Section>
  );
}

function Featured({ featured }: { featured: FeaturedProducts }) {
  const api = useApiClient();
  const listing = useQuery(catalogueQueries.featured(api, featured.query));
  return (
    <Section aria-labelledby="featured-title">
      <SectionHeader>
        <h2 id="featured-title">{featured.title}</h2>
        <TextLink href={featured.uri}>Shop all</TextLink>
      </SectionHeader>
      {listing.data ? (
        <ProductGrid products={listing.data.products} columns={4} headingLevel={3} label={featured.title} />
      ) : (
        <CardSkeletons count={4} />
      )}
    </Section>
  );
}

/**
 * The home page (issue 7 item 1). The landing banner comes from the loader's masthead, drawn by
 * the shell; here: the sale banner where a sale is on, category tiles, featured products with
 * their ribbons, the offers tile (spec 3 §2) and promotions.
 */
export function HomePage({ featured }: { featured?: FeaturedProducts }) {
  const api = useApiClient();
  const sale = useQuery(shellQueries.sale(api)).data;
  return (
    <>
      {sale?.isSaleOn ? <SaleBanner sale={sale} /> : null}
      <CategoryTiles />
      {featured ? <Featured featured={featured} /> : null}
      <OffersTile />
      <Promotions />
    </>
  );
}
