import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { TableScroll } from "./TableScroll";

const columns = ["Order number", "Placed", "Items", "Total", "Status", "Delivery", "Store"];

/** A table wider than a phone scrolls inside its frame; the page keeps the phone's width (issue 46). */
const meta = {
  title: "Kit/TableScroll",
  component: TableScroll,
  args: {
    label: "Your orders",
    children: (
      <table style={{ borderCollapse: "collapse", whiteSpace: "nowrap" }}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" style={{ padding: 8, textAlign: "left" }}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            {["WA12345678", "26 November 2026", "2", "$2,398.00", "Completed", "Thursday 3 December", "Sydney City"].map((value) => (
              <td key={value} style={{ padding: 8 }}>
                {value}
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    ),
  },
  globals: { viewport: { value: "phone320", isRotated: false } },
} satisfies Meta<typeof TableScroll>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WiderThanAPhone: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole("region", { name: "Your orders" });
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBe(canvasElement.ownerDocument.documentElement.clientWidth);
  },
};
