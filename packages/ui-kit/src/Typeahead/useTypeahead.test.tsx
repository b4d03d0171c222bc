import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../test-helpers";
import { TypeaheadInput, TypeaheadLabel } from "./TypeaheadField";
import { TypeaheadListbox, TypeaheadOption } from "./TypeaheadParts";
import { useTypeahead } from "./useTypeahead";

const terms = ["fridge", "french door fridge", "freezer"];

/** A search field on the hook, as the shell's is: the typed text stays after a choice. */
function SearchField({ onChoose, fillOnSelect }: { onChoose: (term: string) => void; fillOnSelect: boolean }) {
  const [text, setText] = useState("");
  const items = text.length >= 2 ? terms.filter((term) => term.startsWith(text.slice(0, 2))) : [];
  const combobox = useTypeahead<string>({
    items,
    itemToString: (term) => term,
    inputValue: text,
    onInputValueChange: setText,
    onSelect: onChoose,
    hasContent: items.length > 0,
    fillOnSelect,
  });
  return (
    <form>
      <TypeaheadLabel {...combobox.getLabelProps()}>Search</TypeaheadLabel>
      <TypeaheadInput {...combobox.getInputProps({ type: "search" })} />
      <TypeaheadListbox {...combobox.getMenuProps()}>
        {combobox.isOpen
          ? items.map((item, index) => (
              <TypeaheadOption key={item} {...combobox.getItemProps({ item, index })}>
                {item}
              </TypeaheadOption>
            ))
          : null}
      </TypeaheadListbox>
    </form>
  );
}

function setup(fillOnSelect: boolean) {
  const onChoose = vi.fn();
  const user = userEvent.setup();
  renderWithProviders(<SearchField onChoose={onChoose} fillOnSelect={fillOnSelect} />);
  return { user, onChoose, input: screen.getByRole("combobox", { name: "Search" }) };
}

describe("useTypeahead", () => {
  it("keeps the typed text after a click when the field does not fill on a choice, also once the pointer leaves", async () => {
    const { user, onChoose, input } = setup(false);
    await user.type(input, "fr");
    const listbox = screen.getByRole("listbox");
    await user.click(screen.getByRole("option", { name: "french door fridge" }));
    expect(onChoose).toHaveBeenCalledWith("french door fridge");
    await user.pointer([{ target: listbox }, { target: document.body }]);
    await user.click(input);
    expect(input).toHaveValue("fr");
  });

  it("keeps the typed text after Enter and Alt+Up choose, when the field does not fill on a choice", async () => {
    const { user, onChoose, input } = setup(false);
    await user.type(input, "fr");
    await user.keyboard("{ArrowDown}{Enter}");
    expect(onChoose).toHaveBeenLastCalledWith("fridge");
    await user.keyboard("{ArrowDown}{ArrowDown}{Alt>}{ArrowUp}{/Alt}");
    expect(onChoose).toHaveBeenLastCalledWith("french door fridge");
    expect(onChoose).toHaveBeenCalledTimes(2);
    expect(input).toHaveValue("fr");
  });

  it("fills the field with a tapped choice and keeps it when the field is tapped again", async () => {
    const { user, onChoose, input } = setup(true);
    await user.type(input, "fr");
    await user.pointer({ keys: "[TouchA]", target: screen.getByRole("option", { name: "freezer" }) });
    expect(onChoose).toHaveBeenCalledWith("freezer");
    await user.pointer({ keys: "[TouchA]", target: input });
    expect(input).toHaveValue("freezer");
  });
});
