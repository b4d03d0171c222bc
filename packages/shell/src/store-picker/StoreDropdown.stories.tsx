import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { useNavStore } from "../navigation/nav-store";
import { StoreDropdown } from "./StoreDropdown";

const meta = {
  title: "Shell/StoreDropdown",
  component: StoreDropdown,
  tags: ["!autodocs"],
  decorators: [
    // The panel hangs from the right edge of the trigger, as in the header's tools.
    (Story) => (
      <div style={{ display: "flex", alignItems: "flex-start", justifyContent: "flex-end", maxWidth: 720, minHeight: 760 }}>
        <Story />
      </div>
    ),
  ],
  // The open view lives in the navigation store (and locks page scrolling): close it after each story.
  beforeEach: () => () => useNavStore.getState().closeAll(),
} satisfies Meta<typeof StoreDropdown>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open (spec 1 §2.10): the shopper's store, its details and the 'Change Store' link, the nearest stores and the delivery location. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByTestId("header-store-name")).toHaveTextContent("Sydney City"));
    await userEvent.click(canvas.getByRole("button", { name: /Your Store/ }));
    const panel = within(await canvas.findByRole("region", { name: "Your Store" }));
    await expect(panel.getByRole("link", { name: "View Store Details" })).toHaveAttribute("href", "/stores/sydney-city");
    await expect(panel.getByRole("link", { name: "Change Store" })).toHaveAttribute("href", "/stores");
    await expect(panel.getByRole("button", { name: "Choose Alexandria" })).toBeEnabled();
    await expect(await panel.findByTestId("delivery-location")).toHaveTextContent("Sydney NSW 2000");
  },
};
