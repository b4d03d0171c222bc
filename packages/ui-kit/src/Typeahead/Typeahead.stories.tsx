import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { Typeahead, type TypeaheadProps } from "./Typeahead";

interface Locality {
  suburb: string;
  state: string;
  postcode: string;
}

const localities: Locality[] = [
  { suburb: "Melbourne", state: "VIC", postcode: "3000" },
  { suburb: "East Melbourne", state: "VIC", postcode: "3002" },
  { suburb: "West Melbourne", state: "VIC", postcode: "3003" },
  { suburb: "Southbank", state: "VIC", postcode: "3006" },
  { suburb: "Richmond", state: "VIC", postcode: "3121" },
  { suburb: "Sydney", state: "NSW", postcode: "2000" },
  { suburb: "Canberra", state: "ACT", postcode: "2600" },
  { suburb: "Brisbane", state: "QLD", postcode: "4000" },
];

/** Stands in for the locality lookup: answers after a short network-like delay. */
const findLocalities = (query: string) =>
  new Promise<Locality[]>((resolve) =>
    setTimeout(() => {
      const term = query.toLowerCase();
      resolve(localities.filter((l) => l.postcode.startsWith(term) || l.suburb.toLowerCase().includes(term)));
    }, 120),
  );

const label = (l: Locality) => `${l.suburb}, ${l.state} ${l.postcode}`;

const meta = {
  title: "Kit/Typeahead",
  component: Typeahead,
  args: {
    label: "Delivery Postcode",
    placeholder: "Enter delivery Postcode",
    onSearch: findLocalities,
    onSelect: fn(),
    getOptionLabel: label,
    noResultsHint: "*We can't ship to your location",
  } satisfies TypeaheadProps<Locality>,
  argTypes: { onSearch: { control: false }, getOptionLabel: { control: false } },
  decorators: [(Story) => <div style={{ maxWidth: 420, minHeight: 320 }}>{Story()}</div>],
} satisfies Meta<typeof Typeahead<Locality>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The delivery location picker: 2 characters, 400 ms pause, arrows and Enter choose. */
export const LocationPicker: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole("combobox", { name: "Delivery Postcode" });
    await userEvent.type(input, "3");
    await expect(input).toHaveAttribute("aria-expanded", "false");
    await userEvent.type(input, "00");
    const options = await canvas.findAllByRole("option");
    await expect(options.map((o) => o.textContent)).toEqual([
      "Melbourne, VIC 3000",
      "East Melbourne, VIC 3002",
      "West Melbourne, VIC 3003",
      "Southbank, VIC 3006",
    ]);
    await expect(input).toHaveAttribute("aria-expanded", "true");
    await expect(canvas.getByRole("status")).toHaveTextContent("4 results available");
    await userEvent.keyboard("{ArrowDown}{ArrowDown}");
    await expect(options[1]).toHaveAttribute("aria-selected", "true");
    await expect(input).toHaveAttribute("aria-activedescendant", options[1]!.id);
    await userEvent.keyboard("{Enter}");
    await expect(args.onSelect).toHaveBeenCalledWith(localities[1]);
    await expect(input).toHaveValue("East Melbourne, VIC 3002");
    await expect(input).toHaveAttribute("aria-expanded", "false");
  },
};

/** spec 1 §2.7: no result says 'No Results Found' and "*We can't ship to your location". */
export const NoResults: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("combobox", { name: "Delivery Postcode" }), "9999");
    await waitFor(() => expect(canvas.getByText("No Results Found", { selector: "p" })).toBeVisible());
    await expect(canvas.getByText("*We can't ship to your location")).toBeVisible();
    await expect(canvas.queryByRole("option")).not.toBeInTheDocument();
  },
};

/**
 * A click picks an option, which stays in the field when the pointer moves on and the field is
 * clicked again (issue 40); Escape closes the list, then clears the field.
 */
export const MouseAndEscape: Story = {
  args: { maxOptions: 3 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole("combobox", { name: "Delivery Postcode" });
    await userEvent.type(input, "mel");
    await expect(await canvas.findAllByRole("option")).toHaveLength(3);
    const listbox = canvas.getByRole("listbox");
    await userEvent.click(canvas.getByRole("option", { name: "West Melbourne, VIC 3003" }));
    await expect(args.onSelect).toHaveBeenCalledWith(localities[2]);
    await userEvent.pointer([{ target: listbox }, { target: canvasElement }]);
    await userEvent.click(input);
    await expect(input).toHaveValue("West Melbourne, VIC 3003");
    await userEvent.clear(input);
    await userEvent.type(input, "sy");
    await canvas.findByRole("option", { name: "Sydney, NSW 2000" });
    await userEvent.keyboard("{Escape}");
    await expect(input).toHaveAttribute("aria-expanded", "false");
    await userEvent.keyboard("{Escape}");
    await expect(input).toHaveValue("");
  },
};

/** A tap picks an option as a click does, and the choice stays when the field is tapped again. */
export const Touch: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole("combobox", { name: "Delivery Postcode" });
    await userEvent.type(input, "rich");
    await userEvent.pointer({ keys: "[TouchA]", target: await canvas.findByRole("option", { name: "Richmond, VIC 3121" }) });
    await expect(args.onSelect).toHaveBeenCalledWith(localities[4]);
    await userEvent.pointer({ keys: "[TouchA]", target: input });
    await expect(input).toHaveValue("Richmond, VIC 3121");
  },
};
