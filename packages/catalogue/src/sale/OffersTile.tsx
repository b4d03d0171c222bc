import styled from "styled-components";
import { useSale } from "@storefront/api-client/content";
import { CardLink } from "../page/layout";
import { offersHref, OFFERS_TILE_TEXT, OFFERS_TILE_TITLE } from "./sale-rules";

const Tile = styled.section`
  position: relative;
  margin-bottom: ${({ theme }) => theme.space[6]}px;
  padding: ${({ theme }) => `${theme.space[4]}px ${theme.space[5]}px`};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-left: 6px solid ${({ theme }) => theme.color.brand.accent};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.color.surface.raised};
  color: ${({ theme }) => theme.color.text.default};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space[1]}px;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  p {
    margin: 0;
  }
`;

export interface OffersTileProps {
  title?: string;
  text?: string;
}

/**
 * The offers tile (spec 3 §2): 'Hot Offers' / 'Check out our daily hot deals' unless given other
 * words, leading to the sale while one is on, else to the promotions page.
 */
export function OffersTile({ title = OFFERS_TILE_TITLE, text = OFFERS_TILE_TEXT }: OffersTileProps) {
  const sale = useSale().data;
  return (
    <Tile aria-labelledby="offers-tile-title">
      <h2 id="offers-tile-title">
        <CardLink href={offersHref(sale)}>{title}</CardLink>
      </h2>
      <p>{text}</p>
    </Tile>
  );
}
