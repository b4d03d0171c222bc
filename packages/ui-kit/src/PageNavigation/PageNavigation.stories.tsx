import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { Heading } from "../Heading/Heading";
import { PageNavigation, type PageNavigationTab } from "./PageNavigation";

const tabs: PageNavigationTab[] = [
  { title: "Overview", uri: "#overview", display: true },
  { title: "Features", uri: "#features", display: true },
  { title: "Specifications", uri: "#specifications", display: true },
  { title: "Price history", uri: "#price-history", display: false },
  { title: "Reviews", uri: "#reviews", display: true },
  { title: "Delivery", uri: "#delivery", display: true },
];

const meta = {
  title: "Kit/PageNavigation",
  component: PageNavigation,
  args: { tabs, onTabChange: fn(), scrollOffset: 56 },
  argTypes: { tabs: { control: false } },
  parameters: { docs: { story: { inline: false, height: "480px" } } },
  render: (args) => (
    <div>
      <div style={{ position: "sticky", top: 0, zIndex: 1 }}>
        <PageNavigation {...args} />
      </div>
      {args.tabs.map((tab) => (
        <section
          key={tab.uri}
          id={tab.uri.slice(1)}
          aria-labelledby={`${tab.uri.slice(1)}-title`}
          style={{ minHeight: 480, paddingTop: 16 }}
        >
          <Heading level={2} id={`${tab.uri.slice(1)}-title`}>
            {tab.title}
          </Heading>
          <p>Section content for {tab.title.toLowerCase()}.</p>
        </section>
      ))}
    </div>
  ),
} satisfies Meta<typeof PageNavigation>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Only tabs flagged display show; a click scrolls to the anchor and the tab becomes active. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("tab")).toHaveLength(5);
    await expect(canvas.queryByRole("tab", { name: "Price history" })).not.toBeInTheDocument();
    await expect(canvas.getByRole("tab", { name: "Overview" })).toHaveAttribute("aria-selected", "true");

    const reviews = canvas.getByRole("tab", { name: "Reviews" });
    await userEvent.click(reviews);
    await expect(reviews).toHaveAttribute("aria-selected", "true");
    await expect(args.onTabChange).toHaveBeenCalledWith("#reviews");
    const section = canvasElement.ownerDocument.getElementById("reviews")!;
    await waitFor(() => expect(Math.abs(section.getBoundingClientRect().top - 56)).toBeLessThan(2), { timeout: 3000 });

    await userEvent.keyboard("{ArrowRight}");
    await expect(canvas.getByRole("tab", { name: "Delivery" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(canvas.getByRole("tab", { name: "Delivery" })).toHaveAttribute("aria-selected", "true");
    await expect(reviews).toHaveAttribute("aria-selected", "false");
  },
};
