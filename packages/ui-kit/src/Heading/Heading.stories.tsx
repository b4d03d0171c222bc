import type { Meta, StoryObj } from "@storybook/react-vite";
import { HEADING_LEVELS, Heading } from "./Heading";

const meta = {
  title: "Kit/Heading",
  component: Heading,
  args: { level: 2, children: "Cooktops and rangehoods" },
  argTypes: {
    level: { control: "inline-radio", options: HEADING_LEVELS },
    looksLike: { control: "inline-radio", options: HEADING_LEVELS },
    lines: { control: "inline-radio", options: [undefined, 1, 2, 3, 4, 5] },
  },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** h1 to h6 in the brand's type scale; sizes step up from the md breakpoint. */
export const Levels: Story = {
  render: () => (
    <div>
      {HEADING_LEVELS.map((level) => (
        <Heading key={level} level={level}>
          Heading level {level}
        </Heading>
      ))}
    </div>
  ),
};

const longTitle =
  "Westbrook 90cm freestanding dual fuel cooker with a five burner gas cooktop, a pyrolytic self-cleaning oven, a separate grill, soft close doors and a matching splashback in brushed stainless steel";

/** Ellipsis clamps of 1 to 5 lines; the full text stays in the tooltip. */
export const Clamped: Story = {
  render: () => (
    <div style={{ maxWidth: 420, display: "grid", gap: 24 }}>
      {([1, 2, 3, 4, 5] as const).map((lines) => (
        <Heading key={lines} level={3} looksLike={4} lines={lines}>
          {`${lines} line${lines > 1 ? "s" : ""}: ${longTitle}`}
        </Heading>
      ))}
    </div>
  ),
};

export const Centred: Story = { args: { level: 1, align: "center", children: "Hot Offers" } };
