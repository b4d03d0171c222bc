import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { PRICE_SIZES, Price } from "./Price";

const meta = {
  title: "Commerce/Price",
  component: Price,
  args: { price: 1299.5, rrp: 1599, size: "listing", loggedIn: false },
  argTypes: { size: { control: "inline-radio", options: PRICE_SIZES } },
} satisfies Meta<typeof Price>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The product card size with RRP and saving lines. */
export const Listing: Story = {};

/** The product page size: whole dollars with the cents raised. */
export const Expanded: Story = { args: { size: "expanded" } };

/** Compare tray and search dropdown. */
export const Small: Story = { args: { size: "small" } };

/** Quote lines in a staff project: zero is FREE, no price is N/A. */
export const ProjectLines: Story = {
  render: () => (
    <table style={{ borderCollapse: "collapse", minWidth: 320 }}>
      <tbody>
        {[
          ["Westbrook 60cm oven", 1299],
          ["Installation kit (bonus)", 0],
          ["Extended warranty", null],
        ].map(([name, price]) => (
          <tr key={String(name)}>
            <th scope="row" style={{ textAlign: "left", padding: "8px 16px 8px 0", fontWeight: 400 }}>
              {name}
            </th>
            <td style={{ padding: 8 }}>
              <Price size="project" price={price as number | null} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("FREE")).toBeInTheDocument();
    await expect(canvas.getByText("N/A")).toBeInTheDocument();
  },
};

/** Every size side by side. */
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: "flex", flexWrap: "wrap", gap: 32, alignItems: "flex-start" }}>
      {PRICE_SIZES.map((size) => (
        <figure key={size} style={{ margin: 0 }}>
          <Price {...args} size={size} />
          <figcaption style={{ marginTop: 8, fontSize: 12 }}>{size}</figcaption>
        </figure>
      ))}
    </div>
  ),
};

/** No price: 'Request Price'. */
export const RequestPrice: Story = { args: { price: null, rrp: null } };

/** A brand whose prices need login, for a logged-out shopper (spec 1 §2.10). */
export const LogInForPrice: Story = {
  parameters: { brandFeatures: { pricesNeedLogin: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("link", { name: "LOG IN FOR PRICE" })).toHaveAttribute("href", "/account/login");
  },
};

/** A discount under 5 percent and under $200 shows no saving line. */
export const SmallDiscount: Story = { args: { price: 969, rrp: 999 } };
