import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { checkoutMessages } from "@storefront/validation/checkout";
import { bool, object } from "yup";
import { describe, expect, it, vi } from "vitest";
import { TestForm } from "../internal/form-test-helpers";
import { renderWithProviders } from "../test-helpers";
import { CheckboxField } from "./CheckboxField";

const schema = object({ stockFeeAcknowledged: bool().oneOf([true], checkoutMessages.stockFee) });

describe("CheckboxField", () => {
  it("binds a boolean and shows the message until ticked", async () => {
    const onSubmit = vi.fn();
    renderWithProviders(
      <TestForm initialValues={{ stockFeeAcknowledged: false }} schema={schema} onSubmit={onSubmit}>
        <CheckboxField name="stockFeeAcknowledged" label="I acknowledge the daily storage fee" required />
      </TestForm>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByText(checkoutMessages.stockFee)).toBeInTheDocument();
    const box = screen.getByRole("checkbox", { name: "I acknowledge the daily storage fee" });
    expect(box).toHaveAccessibleDescription(checkoutMessages.stockFee);

    await userEvent.click(box);
    expect(box).toBeChecked();
    await userEvent.click(screen.getByRole("button", { name: "Submit" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ stockFeeAcknowledged: true }));
  });
});
