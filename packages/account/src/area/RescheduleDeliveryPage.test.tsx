import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { resetSession } from "@storefront/page-kit/testing";
import { type AreaCall, renderArea, storedOrder } from "./area-test-helpers";

const PATH = "/account/orders/WA10000001/reschedule-delivery";
const DAYS = "GET /api/account/order/invoiced/WA10000001/delivery-days";
const MOVE = "POST /api/account/order/invoiced/WA10000001/delivery-date";
const day = (date: [number, number, number], available: boolean, price = 0) => ({ date, price, available, sameDay: false, storageFee: 0 });
const options = {
  orderNumber: "WA10000001",
  deliveryDate: [2026, 12, 2],
  reschedulable: true,
  reason: null,
  today: [2026, 11, 30],
  days: [
    day([2026, 11, 30], false),
    day([2026, 12, 1], true),
    day([2026, 12, 2], false),
    day([2026, 12, 3], true, 29),
    day([2026, 12, 5], false, 49),
  ],
};

beforeEach(() => resetSession());

describe("RescheduleDeliveryPage (issue 45 item 10)", () => {
  it("offers the days the order may move to, asks for one, and moves the order", async () => {
    const user = userEvent.setup();
    let moved = false;
    const { calls } = renderArea(PATH, {
      [DAYS]: () => (moved ? { ...options, deliveryDate: [2026, 12, 3] } : options),
      [MOVE]: () => ((moved = true), { ...options, deliveryDate: [2026, 12, 3] }),
    });
    expect(await screen.findByText("Your delivery is booked for Wednesday 2 December 2026.")).toBeInTheDocument();
    const radios = screen.getAllByRole("radio");
    expect(radios.map((radio) => radio.closest("label")?.textContent)).toEqual([
      "Tuesday 1 December 2026, Free",
      "Thursday 3 December 2026, $29",
    ]);
    await user.click(screen.getByRole("button", { name: "Change delivery day" }));
    expect(await screen.findByText("Please choose a new delivery day.")).toBeInTheDocument();
    await user.click(screen.getByRole("radio", { name: "Thursday 3 December 2026, $29" }));
    await user.click(screen.getByRole("button", { name: "Change delivery day" }));
    expect(await screen.findByRole("status")).toHaveTextContent("Your delivery day is changed.");
    expect(await screen.findByText("Your delivery is booked for Thursday 3 December 2026.")).toBeInTheDocument();
    expect(calls.filter((call: AreaCall) => call.method === "POST").map((call) => call.body)).toEqual([{ deliveryDate: [2026, 12, 3] }]);
  });

  it("shows the API's refusal in an alert", async () => {
    const user = userEvent.setup();
    renderArea(PATH, {
      [DAYS]: options,
      [MOVE]: Response.json(
        {
          message:
            "This order is already out for delivery or delivered, so its delivery day can no longer be changed. Please call us if you need help.",
        },
        { status: 409 },
      ),
    });
    await user.click(await screen.findByRole("radio", { name: "Tuesday 1 December 2026, Free" }));
    await user.click(screen.getByRole("button", { name: "Change delivery day" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("This order is already out for delivery or delivered");
  });

  it("says why an order's day can no longer change, and that another's order is not found", async () => {
    const { unmount } = renderArea(PATH, {
      [DAYS]: {
        ...options,
        reschedulable: false,
        reason:
          "This order is already out for delivery or delivered, so its delivery day can no longer be changed. Please call us if you need help.",
        days: [],
      },
    });
    expect(await screen.findByRole("alert")).toHaveTextContent("can no longer be changed");
    expect(screen.queryByRole("radio")).toBeNull();
    unmount();
    renderArea(PATH, {});
    expect(await screen.findByRole("alert")).toHaveTextContent("We couldn't find that order.");
  });

  it("is linked from the order page", async () => {
    renderArea("/account/orders/WA10000001", { "GET /api/account/order/invoiced/WA10000001": storedOrder });
    expect(await screen.findByRole("link", { name: "Reschedule delivery" })).toHaveAttribute("href", PATH);
  });
});
