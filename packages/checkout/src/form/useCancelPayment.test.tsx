import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "@storefront/page-kit/testing";
import { CART_ID, checkoutApi } from "../test-helpers";
import { useCancelPayment } from "./useCancelPayment";

function CancelButton() {
  const [message, setMessage] = useState<string | null>(null);
  const { cancel } = useCancelPayment(setMessage);
  return (
    <>
      <button type="button" onClick={() => void cancel(CART_ID, 2)}>
        Cancel payment
      </button>
      {message ? <p role="alert">{message}</p> : null}
    </>
  );
}

function renderCancel(answer: unknown) {
  const api = checkoutApi({ "POST /api/checkout/void": answer });
  renderWithProviders([{ path: "/customer/checkout", element: <CancelButton /> }], { fetch: api.fetch, path: "/customer/checkout" });
  return api;
}

describe("cancelling a payment by call (spec 2 §4 Submission 7)", () => {
  it("posts the cart and the payment option to void, then says 'The transaction was canceled'", async () => {
    const api = renderCancel({ cancelled: true, paymentReference: "PP-1" });
    await userEvent.click(screen.getByRole("button", { name: "Cancel payment" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(/^The transaction was canceled$/);
    expect(api.requests.find((request) => request.key === "POST /api/checkout/void")?.body).toEqual({
      cartId: CART_ID,
      selectedPaymentOption: 2,
    });
  });

  it("says the service is unavailable when the void fails", async () => {
    renderCancel(Response.json({ message: "down" }, { status: 503 }));
    await userEvent.click(screen.getByRole("button", { name: "Cancel payment" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Service currently unavailable. Please try again later");
  });
});
