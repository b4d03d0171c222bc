import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { LocationPicker } from "./LocationPicker";
import { locationTexts } from "./location-rules";

const meta = {
  title: "Shell/LocationPicker",
  component: LocationPicker,
  tags: ["!autodocs"],
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360, minHeight: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LocationPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Edit mode with a postcode the shop has no locality for: 'No Results Found' and the spec's
 * "*We can't ship to your location" (spec 1 §2.7), after the 400 ms pause.
 */
export const EditNoResults: Story = {
  name: "Edit mode, no results",
  args: { startInEdit: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole("combobox", { name: locationTexts.label });
    await expect(input).toHaveFocus();
    await userEvent.type(input, "9999");
    await waitFor(() => expect(canvas.getByText(locationTexts.noResultsHint)).toBeVisible(), { timeout: 3000 });
    await expect(canvas.getAllByText("No Results Found").length).toBeGreaterThan(0);
    await expect(canvas.getByRole("status")).toHaveTextContent("No Results Found");
  },
};
