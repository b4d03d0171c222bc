import type { Meta, StoryObj } from "@storybook/react-vite";
import { Heading } from "@storefront/ui-kit/heading";
import { AA_TEXT, contrastRatio, themeContrastChecks, type Theme } from "@storefront/ui-kit/theme";
import styled, { useTheme } from "styled-components";

const Section = styled.section`
  margin-bottom: ${({ theme }) => theme.space[7]}px;
`;

const Swatches = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: ${({ theme }) => theme.space[3]}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Swatch = styled.li`
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.fontSizes.xs};

  > div {
    height: 48px;
  }

  > p {
    margin: 0;
    padding: ${({ theme }) => theme.space[2]}px;
  }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  th,
  td {
    padding: ${({ theme }) => `${theme.space[1]}px ${theme.space[2]}px`};
    border-bottom: 1px solid ${({ theme }) => theme.color.border.default};
    text-align: left;
  }
`;

function flatten(prefix: string, value: unknown): [string, string][] {
  if (typeof value === "string") return value.startsWith("#") ? [[prefix, value]] : [];
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, inner]) => flatten(prefix ? `${prefix}.${key}` : key, inner));
  }
  return [];
}

/** The active theme's palette, type scale, spacing and the contrast of every pair the kit draws. */
function Tokens() {
  const theme = useTheme() as Theme;
  const colours = flatten("color", theme.color);
  return (
    <div>
      <Heading level={1}>{theme.displayName}</Heading>
      <Section aria-labelledby="palette">
        <Heading level={2} id="palette">
          Palette
        </Heading>
        <Swatches>
          {colours.map(([name, value]) => (
            <Swatch key={name}>
              <div style={{ background: value }} />
              <p>
                {name}
                <br />
                <code>{value}</code>
              </p>
            </Swatch>
          ))}
        </Swatches>
      </Section>
      <Section aria-labelledby="type">
        <Heading level={2} id="type">
          Type scale
        </Heading>
        {Object.entries(theme.fontSizes).map(([name, size]) => (
          <p key={name} style={{ fontSize: size, margin: "4px 0", lineHeight: 1.2 }}>
            {name} · {size} · Ovens, cooktops and rangehoods
          </p>
        ))}
      </Section>
      <Section aria-labelledby="space">
        <Heading level={2} id="space">
          Spacing
        </Heading>
        {theme.space.map((step, index) => (
          <div key={index} style={{ display: "flex", alignItems: "center", gap: 8, margin: "4px 0" }}>
            <code style={{ width: 72 }}>space[{index}]</code>
            <span style={{ width: step, height: 12, background: theme.color.action.primary }} />
            <span>{step}px</span>
          </div>
        ))}
      </Section>
      <Section aria-labelledby="contrast">
        <Heading level={2} id="contrast">
          Contrast (WCAG AA)
        </Heading>
        <Table>
          <thead>
            <tr>
              <th scope="col">Pair</th>
              <th scope="col">Sample</th>
              <th scope="col">Ratio</th>
              <th scope="col">Needs</th>
            </tr>
          </thead>
          <tbody>
            {themeContrastChecks(theme).map((check) => (
              <tr key={check.pair}>
                <td>{check.pair}</td>
                <td>
                  {check.minimum === AA_TEXT ? (
                    <span style={{ color: check.foreground, background: check.background, padding: "2px 8px" }}>Aa 123</span>
                  ) : (
                    // Control edges and focus rings are drawn as an edge, the way the kit uses them.
                    <span
                      aria-hidden="true"
                      style={{
                        display: "inline-block",
                        width: 48,
                        height: 20,
                        background: check.background,
                        border: `3px solid ${check.foreground}`,
                      }}
                    />
                  )}
                </td>
                <td>{contrastRatio(check.foreground, check.background).toFixed(2)}</td>
                <td>{check.minimum}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Section>
    </div>
  );
}

const meta = {
  title: "Foundations/Theme tokens",
  component: Tokens,
  tags: ["!autodocs"],
} satisfies Meta<typeof Tokens>;

export default meta;

export const ActiveTheme: StoryObj<typeof meta> = {};
