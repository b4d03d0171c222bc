import type { Meta, StoryObj } from "@storybook/react-vite";
import { BrandProvider } from "@storefront/ui-kit/brand";
import { Button } from "@storefront/ui-kit/button";
import { Heading } from "@storefront/ui-kit/heading";
import { Price } from "@storefront/ui-kit/price";
import { Ribbon } from "@storefront/ui-kit/ribbon";
import { StockStatus } from "@storefront/ui-kit/stock-status";
import { themeNames } from "@storefront/ui-kit/themes";
import { Wordmark } from "@storefront/ui-kit/wordmark";
import styled from "styled-components";
import { storybookBrand } from "../brands";

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(300px, 1fr));
  gap: 16px;
  padding: 16px;
`;

const Panel = styled.section`
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.color.surface.page};
  color: ${({ theme }) => theme.color.text.default};
  font-family: ${({ theme }) => theme.fonts.body};
`;

const Header = styled.div`
  padding: ${({ theme }) => theme.space[3]}px ${({ theme }) => theme.space[4]}px;
  background: ${({ theme }) => theme.color.surface.header};
`;

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]}px;
  padding: ${({ theme }) => theme.space[4]}px;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
`;

/** Every theme at once, each with its own flags (ribbons, login for price): the design review page. */
function AllBrands() {
  return (
    <Grid>
      {themeNames.map((name) => {
        const brand = storybookBrand(name);
        return (
          <BrandProvider key={name} brand={brand} global={false}>
            <Panel aria-label={`${brand.theme.displayName} (${name})`}>
              <Header>
                <Wordmark height={32} />
              </Header>
              <Body>
                <Heading level={2} looksLike={4}>
                  Westbrook 60cm oven
                </Heading>
                <Row>
                  <Ribbon type="sale" />
                  <Ribbon type="new" />
                  <StockStatus status="inStock" />
                </Row>
                <Price price={1299.5} rrp={1599} size="listing" />
                <Row>
                  <Button size="small">Add to cart</Button>
                  <Button size="small" variant="secondary">
                    Compare
                  </Button>
                </Row>
              </Body>
            </Panel>
          </BrandProvider>
        );
      })}
    </Grid>
  );
}

const meta = {
  title: "Foundations/All brands",
  component: AllBrands,
  tags: ["!autodocs"],
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof AllBrands>;

export default meta;

export const SideBySide: StoryObj<typeof meta> = {};
