import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { buildCheckoutSchema, checkoutLimits, checkoutMessages } from "@storefront/validation/checkout";
import { describe, expect, it } from "vitest";
import { TestForm } from "../internal/form-test-helpers";
import { renderWithProviders } from "../test-helpers";
import { TextareaField } from "./TextareaField";

// The whole checkout schema (spec 2 §5); only the delivery-instructions field is on screen.
const schema = buildCheckoutSchema({
  country: "AU",
  mieleInCart: false,
  lockedCustomer: false,
  billingSameAsShipping: true,
  paymentMethod: "None",
  lastNameMaxLength: 20,
  purchaseOrderField: false,
});

function Instructions() {
  return (
    <TestForm initialValues={{ deliveryAddress: { deliveryInstructions: "" } }} schema={schema}>
      <TextareaField
        name="deliveryAddress.deliveryInstructions"
        label="Delivery instructions"
        hint="Gate codes, where to leave it, anything the driver should know."
        characterLimit={checkoutLimits.deliveryInstructionsMax}
      />
    </TestForm>
  );
}

describe("TextareaField", () => {
  it("counts characters against the limit", async () => {
    renderWithProviders(<Instructions />);
    const area = screen.getByRole("textbox", { name: "Delivery instructions" });
    expect(screen.getByText("0/150")).toBeInTheDocument();
    await userEvent.type(area, "Leave at the side gate");
    expect(screen.getByText("22/150")).toBeInTheDocument();
    expect(area).toHaveAccessibleDescription(/22\/150 characters/);
  });

  it("lets the shopper go past the limit and shows the spec's message", async () => {
    renderWithProviders(<Instructions />);
    const area = screen.getByRole("textbox", { name: "Delivery instructions" });
    fireEvent.change(area, { target: { value: "x".repeat(151) } });
    fireEvent.blur(area);
    expect(await screen.findByText(checkoutMessages.deliveryInstructions)).toBeInTheDocument();
    expect(checkoutMessages.deliveryInstructions).toBe("Only 150 characters are aloud in this field");
    expect(screen.getByText("151/150")).toBeInTheDocument();
    await waitFor(() => expect(area).toHaveAttribute("aria-invalid", "true"));
  });
});
