import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { object, string } from "yup";
import { describe, expect, it, vi } from "vitest";
import { TestForm } from "../internal/form-test-helpers";
import { renderWithProviders } from "../test-helpers";
import { SelectField } from "./SelectField";

const states = ["ACT", "NSW", "NT", "QLD", "SA", "TAS", "VIC", "WA"].map((value) => ({ value, label: value }));

describe("SelectField", () => {
  it("offers the options after a placeholder and submits the chosen value", async () => {
    const onSubmit = vi.fn();
    renderWithProviders(
      <TestForm initialValues={{ state: "" }} schema={object({ state: string().required("Please choose a state") })} onSubmit={onSubmit}>
        <SelectField name="state" label="State" placeholder="Select a state" options={states} required />
      </TestForm>,
    );
    const select = screen.getByRole("combobox", { name: "State" });
    expect(screen.getAllByRole("option")).toHaveLength(9);
    await userEvent.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByText("Please choose a state")).toBeInTheDocument();

    await userEvent.selectOptions(select, "VIC");
    await userEvent.click(screen.getByRole("button", { name: "Submit" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ state: "VIC" }));
  });
});
