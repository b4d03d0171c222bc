import { Link } from "react-router";
import styled from "styled-components";
import { useBrand } from "@storefront/ui-kit/brand";
import { up } from "@storefront/ui-kit/theme";

const Hero = styled.section`
  border-radius: ${({ theme }) => theme.radii.lg};
  background: linear-gradient(120deg, ${({ theme }) => theme.color.brand.primary}, ${({ theme }) => theme.color.brand.secondary});
  color: ${({ theme }) => theme.color.text.inverse};
  padding: ${({ theme }) => `${theme.space[7]}px ${theme.space[5]}px`};
  ${up("md")} { padding: ${({ theme }) => `${theme.space[8]}px ${theme.space[7]}px`}; }
  h1 { font-size: ${({ theme }) => theme.fontSizes.display}; margin-bottom: ${({ theme }) => theme.space[3]}px; }
  p { font-size: ${({ theme }) => theme.fontSizes.lg}; max-width: 48ch; margin: 0 0 ${({ theme }) => theme.space[5]}px; }
`;

const Cta = styled(Link)`
  display: inline-block;
  background: ${({ theme }) => theme.color.brand.accent};
  color: ${({ theme }) => theme.color.brand.primary};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  padding: ${({ theme }) => `${theme.space[3]}px ${theme.space[5]}px`};
  border-radius: ${({ theme }) => theme.radii.md};
  text-decoration: none;
`;

const Tiles = styled.ul`
  list-style: none;
  padding: 0;
  margin: ${({ theme }) => theme.space[6]}px 0 0;
  display: grid;
  gap: ${({ theme }) => theme.space[4]}px;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
`;

const Tile = styled(Link)`
  display: block;
  height: 100%;
  padding: ${({ theme }) => theme.space[5]}px;
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.color.surface.raised};
  color: ${({ theme }) => theme.color.text.default};
  text-decoration: none;
  box-shadow: ${({ theme }) => theme.shadows.sm};
  strong { display: block; color: ${({ theme }) => theme.color.brand.primary}; font-size: ${({ theme }) => theme.fontSizes.lg}; }
  &:hover { box-shadow: ${({ theme }) => theme.shadows.md}; }
`;

const TILES = [
  { to: "/products", title: "Shop all products", text: "Kitchen, laundry, cooling and living." },
  { to: "/promotions", title: "Promotions", text: "Cashback, bonus offers and bundles." },
  { to: "/brands", title: "Brands", text: "Every maker we stock, A to Z." },
  { to: "/stores", title: "Visit a store", text: "Opening hours, directions and experts." },
];

/** The home page's opening: the brand's welcome and the ways into the shop. */
export function HomeHero() {
  const brand = useBrand();
  return (
    <>
      <Hero aria-labelledby="home-title">
        <h1 id="home-title">{brand.displayName}</h1>
        <p>Appliances and home goods for {brand.country === "NZ" ? "New Zealand" : "Australian"} homes, delivered and installed by people who know them.</p>
        <Cta to="/products">Start shopping</Cta>
      </Hero>
      <Tiles>
        {TILES.map((tile) => (
          <li key={tile.to}>
            <Tile to={tile.to}>
              <strong>{tile.title}</strong>
              {tile.text}
            </Tile>
          </li>
        ))}
      </Tiles>
    </>
  );
}
