import { KitLink } from "@storefront/ui-kit/link";
import styled from "styled-components";
import { targetBox, up } from "@storefront/ui-kit/theme";

/** A page's heading row: title, an optional lead and actions. */
export const PageHeader = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;
  margin-bottom: ${({ theme }) => theme.space[5]}px;

  h1 {
    margin: 0;
  }
`;

export const Lead = styled.p`
  margin: 0;
  max-width: 70ch;
  color: ${({ theme }) => theme.color.text.muted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

/** A titled band of a page. */
export const Section = styled.section`
  margin: ${({ theme }) => theme.space[7]}px 0;

  > h2 {
    margin-bottom: ${({ theme }) => theme.space[4]}px;
  }
`;

export const SectionHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]}px;
  margin-bottom: ${({ theme }) => theme.space[4]}px;

  h2 {
    margin: 0;
  }
`;

/** A responsive grid of cards: one column on small phones, more from sm. */
export const CardGrid = styled.ul<{ $min?: number }>`
  display: grid;
  gap: ${({ theme }) => theme.space[4]}px;
  grid-template-columns: minmax(0, 1fr);
  margin: 0;
  padding: 0;
  list-style: none;

  ${up("sm")} {
    grid-template-columns: repeat(auto-fill, minmax(${({ $min = 220 }) => $min}px, 1fr));
  }
`;

/** A plain card surface. */
export const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;
  height: 100%;
  padding: ${({ theme }) => theme.space[4]}px;
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.color.surface.raised};
  box-shadow: ${({ theme }) => theme.shadows.sm};

  h2,
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  p {
    margin: 0;
  }
`;

/** A link whose click area covers its whole card. */
export const CardLink = styled(KitLink)`
  color: inherit;
  text-decoration: none;

  &::after {
    content: "";
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }

  &:hover {
    text-decoration: underline;
  }
`;

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.text.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** Images keep their intrinsic ratio from the explicit width and height (no layout shift). */
export const Figure = styled.img`
  display: block;
  width: 100%;
  height: auto;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.color.surface.sunken};
`;

/** A link on its own line or in a list: at least the minimum target (issue 46). */
export const TextLink = styled(KitLink)`
  ${targetBox()}
  color: ${({ theme }) => theme.color.text.link};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;
