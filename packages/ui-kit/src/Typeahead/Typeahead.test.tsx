import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders, useFakeTimers, useRealTimers } from "../test-helpers";
import { Typeahead, type TypeaheadProps } from "./Typeahead";
import { NO_RESULTS_TEXT } from "./TypeaheadParts";

interface Locality {
  suburb: string;
  state: string;
  postcode: string;
}

const localities: Locality[] = [
  { suburb: "Sydney", state: "NSW", postcode: "2000" },
  { suburb: "Haymarket", state: "NSW", postcode: "2000" },
  { suburb: "Canberra", state: "ACT", postcode: "2600" },
];

const label = (l: Locality) => `${l.suburb}, ${l.state} ${l.postcode}`;

beforeEach(() => {
  useFakeTimers();
});

afterEach(() => {
  useRealTimers();
});

function setup(props: Partial<TypeaheadProps<Locality>> = {}) {
  const onSearch = vi.fn(async (query: string) => localities.filter((l) => l.postcode.startsWith(query)));
  const onSelect = vi.fn();
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  renderWithProviders(
    <Typeahead<Locality>
      label="Delivery Postcode"
      placeholder="Enter delivery Postcode"
      onSearch={onSearch}
      onSelect={onSelect}
      getOptionLabel={label}
      noResultsHint="*We can't ship to your location"
      {...props}
    />,
  );
  return { user, onSearch, onSelect, input: screen.getByRole("combobox", { name: "Delivery Postcode" }) };
}

const settle = () => act(async () => vi.advanceTimersByTime(400));

describe("Typeahead", () => {
  it("waits for 2 characters and a 400 ms pause before searching", async () => {
    const { user, onSearch, input } = setup();
    await user.type(input, "2");
    await settle();
    expect(onSearch).not.toHaveBeenCalled();

    await user.type(input, "00");
    await act(async () => vi.advanceTimersByTime(399));
    expect(onSearch).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith("200");
    expect(input).toHaveAttribute("aria-expanded", "true");
    expect(screen.getAllByRole("option").map((o) => o.textContent)).toEqual(["Sydney, NSW 2000", "Haymarket, NSW 2000"]);
  });

  it("chooses an option with the arrow keys and Enter", async () => {
    const { user, onSelect, input } = setup();
    await user.type(input, "20");
    await settle();
    await user.keyboard("{ArrowDown}{ArrowDown}");
    expect(input).toHaveAttribute("aria-activedescendant", screen.getAllByRole("option")[1]!.id);
    expect(screen.getAllByRole("option")[1]).toHaveAttribute("aria-selected", "true");
    await user.keyboard("{Enter}");
    expect(onSelect).toHaveBeenCalledWith(localities[1]);
    expect(input).toHaveValue("Haymarket, NSW 2000");
    expect(input).toHaveAttribute("aria-expanded", "false");
  });

  it("chooses an option with a click", async () => {
    const { user, onSelect, input } = setup();
    await user.type(input, "26");
    await settle();
    await user.click(screen.getByRole("option", { name: "Canberra, ACT 2600" }));
    expect(onSelect).toHaveBeenCalledWith(localities[2]);
    expect(input).toHaveValue("Canberra, ACT 2600");
    expect(input).toHaveAttribute("aria-expanded", "false");
  });

  it("chooses an option with a tap", async () => {
    const { user, onSelect, input } = setup();
    await user.type(input, "26");
    await settle();
    await user.pointer({ keys: "[TouchA]", target: screen.getByRole("option", { name: "Canberra, ACT 2600" }) });
    expect(onSelect).toHaveBeenCalledWith(localities[2]);
    expect(input).toHaveValue("Canberra, ACT 2600");
  });

  // issue 40: after a click the field went empty as soon as the pointer left the list.
  it("keeps a clicked choice in the field when the pointer leaves, the field is clicked again or a key is pressed", async () => {
    const { user, onSelect, input } = setup({ onSearch: async () => localities });
    await user.type(input, "20");
    await settle();
    const listbox = screen.getByRole("listbox");
    await user.click(screen.getByRole("option", { name: "Haymarket, NSW 2000" }));
    await user.pointer([{ target: listbox }, { target: document.body }]);
    expect(input).toHaveValue("Haymarket, NSW 2000");
    await user.click(input);
    expect(input).toHaveValue("Haymarket, NSW 2000");
    await user.keyboard("{ArrowDown}");
    await user.tab();
    expect(input).toHaveValue("Haymarket, NSW 2000");
    expect(onSelect).toHaveBeenCalledTimes(1);
  });

  it("keeps a choice made with Enter when an arrow key is pressed after it", async () => {
    const { user, input } = setup();
    await user.type(input, "20");
    await settle();
    await user.keyboard("{ArrowDown}{Enter}{ArrowDown}{ArrowUp}");
    expect(input).toHaveValue("Sydney, NSW 2000");
  });

  it("does not search for the chosen option's label, nor announce a search", async () => {
    const { user, onSearch, input } = setup();
    await user.type(input, "26");
    await settle();
    await user.click(screen.getByRole("option", { name: "Canberra, ACT 2600" }));
    await settle();
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("status")).toHaveTextContent("");
    expect(input).toHaveAttribute("aria-expanded", "false");
  });

  it("counts the same option chosen twice as two choices, by pointer and by keyboard", async () => {
    const { user, onSelect, input } = setup();
    await user.type(input, "26");
    await settle();
    await user.click(screen.getByRole("option", { name: "Canberra, ACT 2600" }));
    await user.clear(input);
    await user.type(input, "26");
    await settle();
    await user.keyboard("{ArrowDown}{Enter}");
    expect(onSelect).toHaveBeenCalledTimes(2);
    expect(onSelect).toHaveBeenNthCalledWith(2, localities[2]);
    expect(input).toHaveValue("Canberra, ACT 2600");
  });

  it("says 'No Results Found' when nothing matches", async () => {
    const { user, input } = setup();
    await user.type(input, "9999");
    await settle();
    expect(screen.queryByRole("option")).not.toBeInTheDocument();
    expect(screen.getByText(NO_RESULTS_TEXT, { selector: "p" })).toBeVisible();
    expect(screen.getByText("*We can't ship to your location")).toBeInTheDocument();
  });

  it("shows at most maxOptions", async () => {
    const { user, input } = setup({ maxOptions: 1 });
    await user.type(input, "20");
    await settle();
    expect(screen.getAllByRole("option")).toHaveLength(1);
  });

  it("shows only the answer to the newest query", async () => {
    let resolveFirst: (value: Locality[]) => void = () => {};
    const onSearch = vi.fn((query: string) =>
      query === "20" ? new Promise<Locality[]>((resolve) => (resolveFirst = resolve)) : Promise.resolve([localities[2]!]),
    );
    const { user, input } = setup({ onSearch });
    await user.type(input, "20");
    await settle();
    await user.clear(input);
    await user.type(input, "26");
    await settle();
    await act(async () => resolveFirst([localities[0]!]));
    expect(screen.getAllByRole("option").map((o) => o.textContent)).toEqual(["Canberra, ACT 2600"]);
  });

  it("closes the list on Escape, then clears the field on a second Escape", async () => {
    const { user, input } = setup();
    await user.type(input, "20");
    await settle();
    await user.keyboard("{Escape}");
    expect(input).toHaveAttribute("aria-expanded", "false");
    expect(input).toHaveValue("20");
    await user.keyboard("{Escape}");
    expect(input).toHaveValue("");
  });

  it("is a combobox controlling a listbox of options", async () => {
    const { user, input } = setup();
    await user.type(input, "20");
    await settle();
    const listbox = screen.getByRole("listbox");
    expect(input).toHaveAttribute("aria-controls", listbox.id);
    expect(input).toHaveAttribute("aria-autocomplete", "list");
    expect(listbox).toContainElement(screen.getAllByRole("option")[0]!);
  });

  it("moves to the first and last option with Home and End, and wraps with the arrows", async () => {
    const { user, input } = setup({ onSearch: async () => localities });
    await user.type(input, "Syd");
    await settle();
    const options = screen.getAllByRole("option");
    await user.keyboard("{End}");
    expect(input).toHaveAttribute("aria-activedescendant", options[2]!.id);
    await user.keyboard("{Home}");
    expect(input).toHaveAttribute("aria-activedescendant", options[0]!.id);
    await user.keyboard("{ArrowUp}");
    expect(input).toHaveAttribute("aria-activedescendant", options[2]!.id);
    await user.keyboard("{ArrowDown}");
    expect(input).toHaveAttribute("aria-activedescendant", options[0]!.id);
  });

  it("announces the number of results in a polite live region", async () => {
    const { user, input } = setup();
    await user.type(input, "20");
    const status = screen.getByRole("status");
    expect(status).toHaveAttribute("aria-live", "polite");
    expect(status).toHaveTextContent("Searching");
    await settle();
    expect(status).toHaveTextContent("2 results available");
    await user.clear(input);
    await user.type(input, "26");
    await settle();
    expect(status).toHaveTextContent("1 result available");
    await user.type(input, "99");
    await settle();
    expect(status).toHaveTextContent(NO_RESULTS_TEXT);
  });

  it("chooses nothing on Enter without an active option, nor when the field loses focus", async () => {
    const { user, onSelect, input } = setup();
    await user.type(input, "20");
    await settle();
    await user.keyboard("{Enter}");
    await user.keyboard("{ArrowDown}");
    await user.tab();
    expect(onSelect).not.toHaveBeenCalled();
    expect(input).toHaveValue("20");
    expect(input).toHaveAttribute("aria-expanded", "false");
  });

  it("stays closed when options arrive after the field was left (typed, then Tab before the search answered)", async () => {
    const { user, onSearch, input } = setup();
    await user.type(input, "20");
    await user.tab();
    expect(input).not.toHaveFocus();
    await settle();
    expect(onSearch).toHaveBeenCalledWith("20");
    expect(input).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryAllByRole("option")).toEqual([]);
  });
});
