import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { initialTrayState } from "./compare-rules";
import { COMPARE_STORAGE_KEY } from "./compare-storage";
import { CompareTray } from "./CompareTray";
import { useCompareTrayStore } from "./tray-store";

/**
 * The tray reads the compare list from the server (GET /api/compare) through the shop of
 * apps/storybook, seeded by `parameters.shop.compare` with fixture SKUs; every story starts as a
 * first visit (no stored list, the tray closed) and fills from that sync.
 */
function resetCompare() {
  localStorage.removeItem(COMPARE_STORAGE_KEY);
  useCompareTrayStore.setState({ tray: initialTrayState, tooManyOpen: false, settled: false });
}

const ONE_FRIDGE = ["NRD-FD680"];
const THREE_FRIDGES = ["NRD-FD680", "HLV-SBS620", "KOR-TM410"];

const meta = {
  title: "Compare/CompareTray",
  component: CompareTray,
  // Each story has its own compare list: a docs page showing them together would share one.
  tags: ["!autodocs"],
  parameters: {
    layout: "fullscreen",
    // spec 1 §2.5: the tray is hidden on the home page; a category page shows it.
    route: { path: "/c/kitchen/fridges" },
    docs: { story: { inline: false, height: "360px" } },
  },
  beforeEach: () => {
    resetCompare();
    return resetCompare;
  },
} satisfies Meta<typeof CompareTray>;

export default meta;
type Story = StoryObj<typeof meta>;

const tray = (canvasElement: HTMLElement) => within(canvasElement).findByRole("region", { name: "Compare products" });

/** The shell overlay opens on its own with one product; 'Compare Selected' waits for a second. */
export const OverlayOneProduct: Story = {
  parameters: { brandFeatures: { compareVariant: "overlay" }, shop: { compare: ONE_FRIDGE } },
  play: async ({ canvasElement }) => {
    const region = within(await tray(canvasElement));
    await expect(await region.findByText("Nordlys ComfortLine 680L French Door Fridge")).toBeVisible();
    await expect(region.getAllByText(/Add another product by ticking/)).toHaveLength(2);
    await expect(region.getByRole("button", { name: "Compare Selected" })).toBeDisabled();
  },
};

/** Full: three products, no empty slot, ready to compare. */
export const OverlayThreeProducts: Story = {
  parameters: { brandFeatures: { compareVariant: "overlay" }, shop: { compare: THREE_FRIDGES } },
  play: async ({ canvasElement }) => {
    const region = within(await tray(canvasElement));
    await waitFor(() => expect(region.getAllByRole("button", { name: /^Remove .* from compare$/ })).toHaveLength(3));
    await expect(region.queryByText(/Add another product by ticking/)).not.toBeInTheDocument();
    await expect(region.getByRole("button", { name: "Compare Selected" })).toBeEnabled();
  },
};

/** The bottom bar starts minimised: 'COMPARE n ITEMS' across the foot of the page. */
export const BottomBarOneProduct: Story = {
  parameters: { brandFeatures: { compareVariant: "bottomBar" }, shop: { compare: ONE_FRIDGE } },
  play: async ({ canvasElement }) => {
    const region = within(await tray(canvasElement));
    await expect(await region.findByRole("button", { name: /COMPARE 1 ITEMS/ })).toHaveAttribute("aria-expanded", "false");
  },
};

/** Opened from the bar: three slots and 'Compare', which goes to /compare with the SKUs. */
export const BottomBarThreeProducts: Story = {
  parameters: { brandFeatures: { compareVariant: "bottomBar" }, shop: { compare: THREE_FRIDGES } },
  play: async ({ canvasElement }) => {
    const region = within(await tray(canvasElement));
    await userEvent.click(await region.findByRole("button", { name: /COMPARE 3 ITEMS/ }));
    await expect(await region.findByRole("heading", { name: "COMPARE 3 ITEMS" })).toBeVisible();
    await expect(region.getAllByRole("button", { name: /^Remove .* from compare$/ })).toHaveLength(3);
    await expect(region.getByRole("button", { name: "Compare" })).toBeEnabled();
  },
};
