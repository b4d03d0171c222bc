import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { runPickerAction } from "../store-picker/store-action";
import { LocationPicker } from "./LocationPicker";
import { locationTexts } from "./location-rules";

const meta = {
  title: "Shell/LocationPicker",
  component: LocationPicker,
  tags: ["!autodocs"],
  // A chosen postcode posts to the pickers' action (issue 40), run here against the mocked API.
  parameters: { route: { action: runPickerAction } },
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

/** Edit mode, a postcode chosen with a click: the picker sets it and shows it (issue 40 item 1). */
export const EditChooseWithPointer: Story = {
  name: "Edit mode, chosen with the pointer",
  args: { startInEdit: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("combobox", { name: locationTexts.label }), "3000");
    await userEvent.click(await canvas.findByRole("option", { name: "Melbourne, VIC 3000" }, { timeout: 3000 }));
    await waitFor(() => expect(canvas.getByTestId("delivery-location")).toHaveTextContent("MELBOURNE VIC 3000"));
  },
};

/** Edit mode, a postcode chosen with the arrow keys and Enter. */
export const EditChooseWithKeyboard: Story = {
  name: "Edit mode, chosen with the keyboard",
  args: { startInEdit: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("combobox", { name: locationTexts.label }), "2150");
    await canvas.findByRole("option", { name: "Parramatta, NSW 2150" }, { timeout: 3000 });
    await userEvent.keyboard("{ArrowDown}{Enter}");
    await waitFor(() => expect(canvas.getByTestId("delivery-location")).toHaveTextContent("PARRAMATTA NSW 2150"));
  },
};
