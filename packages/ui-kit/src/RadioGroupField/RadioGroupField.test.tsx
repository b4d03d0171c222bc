import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { object, string } from "yup";
import { describe, expect, it, vi } from "vitest";
import { TestForm } from "../internal/form-test-helpers";
import { renderWithProviders } from "../test-helpers";
import { RadioGroupField } from "./RadioGroupField";

describe("RadioGroupField", () => {
  it("groups its choices under the legend and submits the one picked", async () => {
    const onSubmit = vi.fn();
    renderWithProviders(
      <TestForm
        initialValues={{ delivery: "" }}
        schema={object({ delivery: string().required("Please choose how you want your order") })}
        onSubmit={onSubmit}
      >
        <RadioGroupField
          name="delivery"
          legend="Delivery method"
          options={[
            { value: "home", label: "Home delivery", hint: "From $49" },
            { value: "pickup", label: "Click & collect" },
          ]}
        />
      </TestForm>,
    );
    const group = screen.getByRole("radiogroup", { name: "Delivery method" });
    await userEvent.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByText("Please choose how you want your order")).toBeInTheDocument();
    expect(group).toHaveAttribute("aria-invalid", "true");

    await userEvent.click(screen.getByRole("radio", { name: "Click & collect" }));
    expect(screen.getByRole("radio", { name: "Click & collect" })).toBeChecked();
    await userEvent.click(screen.getByRole("button", { name: "Submit" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ delivery: "pickup" }));
  });
});
