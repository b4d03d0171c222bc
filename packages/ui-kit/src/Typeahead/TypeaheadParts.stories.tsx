import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState, type FormEvent } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { Button } from "../Button/Button";
import { TypeaheadField, TypeaheadInput, TypeaheadLabel, TypeaheadRoot } from "./TypeaheadField";
import { resultsAnnouncement, TypeaheadGroup, TypeaheadListbox, TypeaheadOption, TypeaheadPopup, TypeaheadStatus } from "./TypeaheadParts";
import { useTypeahead } from "./useTypeahead";

interface Suggestion {
  type: "term" | "product";
  text: string;
}

const catalogue: Suggestion[] = [
  { type: "term", text: "fridge" },
  { type: "term", text: "french door fridge" },
  { type: "product", text: "Nordlys 680L French Door Fridge" },
  { type: "product", text: "Halvard 620L Side by Side Fridge" },
];

/**
 * A search box built from the parts and `useTypeahead`, as the shell's search bar is: options in
 * named groups, the typed text kept after a choice, Enter without an active option submits.
 */
function GroupedSearch({ onChoose, onSubmit }: { onChoose: (text: string) => void; onSubmit: (text: string) => void }) {
  const [text, setText] = useState("");
  const items =
    text.trim().length >= 2 ? catalogue.filter((item) => item.text.toLowerCase().includes(text.trim().toLowerCase().slice(0, 3))) : [];
  const terms = items.filter((item) => item.type === "term");
  const products = items.filter((item) => item.type === "product");
  const ordered = [...terms, ...products];
  const combobox = useTypeahead<Suggestion>({
    items: ordered,
    itemToString: (item) => item.text,
    inputValue: text,
    onInputValueChange: setText,
    onSelect: (item) => onChoose(item.text),
    hasContent: ordered.length > 0,
    fillOnSelect: false,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(text);
  };
  return (
    <form role="search" aria-label="Site search" onSubmit={submit} style={{ maxWidth: 480 }}>
      <TypeaheadRoot>
        <TypeaheadLabel {...combobox.getLabelProps()} $hidden>
          Search
        </TypeaheadLabel>
        <TypeaheadField $shape="pill">
          <TypeaheadInput {...combobox.getInputProps({ type: "search", placeholder: "Search products, brands and more" })} />
          <Button type="submit" size="small">
            Search
          </Button>
        </TypeaheadField>
        <TypeaheadPopup hidden={!combobox.isOpen}>
          <TypeaheadListbox {...combobox.getMenuProps()}>
            {combobox.isOpen && terms.length > 0 ? (
              <TypeaheadGroup label="Suggestions">
                {terms.map((item, index) => (
                  <TypeaheadOption key={item.text} {...combobox.getItemProps({ item, index })}>
                    {item.text}
                  </TypeaheadOption>
                ))}
              </TypeaheadGroup>
            ) : null}
            {combobox.isOpen && products.length > 0 ? (
              <TypeaheadGroup label="Products">
                {products.map((item, index) => (
                  <TypeaheadOption key={item.text} {...combobox.getItemProps({ item, index: terms.length + index })}>
                    {item.text}
                  </TypeaheadOption>
                ))}
              </TypeaheadGroup>
            ) : null}
          </TypeaheadListbox>
        </TypeaheadPopup>
        <TypeaheadStatus>{combobox.isOpen ? resultsAnnouncement(ordered.length) : ""}</TypeaheadStatus>
      </TypeaheadRoot>
    </form>
  );
}

const meta = {
  title: "Kit/Typeahead parts",
  component: GroupedSearch,
  args: { onChoose: fn(), onSubmit: fn() },
  decorators: [(Story) => <div style={{ minHeight: 320 }}>{Story()}</div>],
} satisfies Meta<typeof GroupedSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Grouped options: arrows walk both groups, Enter chooses; the count is announced. */
export const GroupedOptions: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole("combobox", { name: "Search" });
    await userEvent.type(input, "fri");
    const products = canvas.getByRole("group", { name: "Products" });
    await expect(within(products).getAllByRole("option")).toHaveLength(2);
    await expect(canvas.getByRole("status")).toHaveTextContent("4 results available");
    await userEvent.keyboard("{ArrowDown}{ArrowDown}{ArrowDown}{Enter}");
    await expect(args.onChoose).toHaveBeenCalledWith("Nordlys 680L French Door Fridge");
    await expect(input).toHaveValue("fri");
  },
};

/** Enter with no active option submits the form around the field. */
export const SubmitWithoutChoosing: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole("combobox", { name: "Search" });
    await userEvent.type(input, "fridge{Enter}");
    await expect(args.onSubmit).toHaveBeenCalledWith("fridge");
    await expect(args.onChoose).not.toHaveBeenCalled();
  },
};

/** A click chooses as Enter does, and the field keeps the typed text, also once the pointer moves on. */
export const PointerChoice: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole("combobox", { name: "Search" });
    await userEvent.type(input, "fri");
    const listbox = canvas.getByRole("listbox");
    await userEvent.click(canvas.getByRole("option", { name: "Halvard 620L Side by Side Fridge" }));
    await expect(args.onChoose).toHaveBeenCalledWith("Halvard 620L Side by Side Fridge");
    await userEvent.pointer([{ target: listbox }, { target: canvasElement }]);
    await userEvent.click(input);
    await expect(input).toHaveValue("fri");
  },
};
