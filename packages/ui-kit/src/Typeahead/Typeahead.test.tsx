import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders, useFakeTimers, useRealTimers } from "../test-helpers";
import { NO_RESULTS_TEXT, Typeahead, type TypeaheadProps } from "./Typeahead";

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
    expect(screen.getAllByRole("option").map((o) => o.textContent)).toEqual([
      "Sydney, NSW 2000",
      "Haymarket, NSW 2000",
    ]);
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
      query === "20"
        ? new Promise<Locality[]>((resolve) => (resolveFirst = resolve))
        : Promise.resolve([localities[2]!]),
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
});
