import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import { useCompareTrayStore } from "./tray-store";
import { TOO_MANY_DESELECT_TEXT, TOO_MANY_TEXT, TooManyProductsDialog } from "./TooManyProductsDialog";

const meta = {
  title: "Compare/TooManyProductsDialog",
  component: TooManyProductsDialog,
  tags: ["!autodocs"],
  parameters: { docs: { story: { inline: false, height: "360px" } } },
  // The dialog follows the compare store: open it as a fourth 'Add to Compare' would.
  beforeEach: () => {
    useCompareTrayStore.setState({ tooManyOpen: true });
    return () => useCompareTrayStore.setState({ tooManyOpen: false });
  },
} satisfies Meta<typeof TooManyProductsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** spec 1 §2.6, to the character; 'Got it' takes the focus. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole("dialog", { name: "Too many products" });
    await expect(dialog).toHaveTextContent(TOO_MANY_TEXT);
    // The dialog fades in; the button is the one thing to press.
    await waitFor(() => expect(within(dialog).getByRole("button", { name: "Got it" })).toBeVisible());
  },
};

/** The bottom-bar brands' variant (BrandConfig `compareTooManyVariant: "deselectAnother"`): maximum 3, deselect another. */
export const DeselectAnother: Story = {
  parameters: { brandFeatures: { compareVariant: "bottomBar", compareTooManyVariant: "deselectAnother" } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole("dialog", { name: "Too many products" });
    await expect(dialog).toHaveTextContent(TOO_MANY_DESELECT_TEXT);
    await waitFor(() => expect(within(dialog).getByRole("button", { name: "Got it" })).toBeVisible());
  },
};
