import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { resetSession } from "@storefront/page-kit/testing";
import { orderSummary, renderArea, storedOrder } from "./area-test-helpers";

beforeEach(() => resetSession());

describe("OrdersPage (/account/orders)", () => {
  it("sends a signed-out visitor to the login page, to come back to this page", async () => {
    const { router } = renderArea("/account/orders?page=1", {}, { signedOut: true });
    expect(await screen.findByText("Login page")).toBeInTheDocument();
    expect(router.state.location.search).toBe("?returnUrl=%2Faccount%2Forders%3Fpage%3D1");
  });

  it("shows a loading state, then page 0 of the orders with a link to each", async () => {
    let answer: (value: unknown) => void = () => undefined;
    const pending = new Promise((resolve) => (answer = resolve));
    const { calls } = renderArea("/account/orders", { "GET /api/account/order/invoiced": () => pending });
    expect(await screen.findByText("Loading your orders")).toBeInTheDocument();
    answer({ items: [orderSummary(1), orderSummary(0, { status: "cancelled" })], totalCount: 2, page: 0, pageSize: 10 });

    const table = await screen.findByRole("table", { name: "Your orders, page 1 of 1" });
    const rows = within(table).getAllByRole("row");
    expect(rows).toHaveLength(3);
    expect(within(rows[1] as HTMLElement).getByRole("link", { name: "WA10000001" })).toHaveAttribute("href", "/account/orders/WA10000001");
    expect(rows[1]).toHaveTextContent("20 November 2026");
    expect(rows[1]).toHaveTextContent("$1,299");
    expect(rows[2]).toHaveTextContent("Cancelled");
    expect(calls.find((call) => call.url.startsWith("/api/account/order/invoiced"))?.url).toBe("/api/account/order/invoiced?page=0");
    // One page: no pagination.
    expect(screen.queryByRole("navigation", { name: "Order pages" })).toBeNull();
  });

  it("pages with the kit's pagination, the page index in the address", async () => {
    const user = userEvent.setup();
    const page = (n: number) => ({
      items: Array.from({ length: n === 0 ? 10 : 2 }, (_, i) => orderSummary(n * 10 + i)),
      totalCount: 12,
      page: n,
      pageSize: 10,
    });
    const { router, calls } = renderArea("/account/orders", {
      "GET /api/account/order/invoiced?page=0": page(0),
      "GET /api/account/order/invoiced?page=1": page(1),
    });
    const pages = await screen.findByRole("navigation", { name: "Order pages" });
    expect(within(pages).getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
    await user.click(within(pages).getByRole("link", { name: "Page 2" }));
    expect(await screen.findByRole("table", { name: "Your orders, page 2 of 2" })).toBeInTheDocument();
    expect(router.state.location.search).toBe("?page=1");
    expect(calls.map((call) => call.url)).toContain("/api/account/order/invoiced?page=1");
  });

  it("says so when there are no orders yet", async () => {
    renderArea("/account/orders", { "GET /api/account/order/invoiced": { items: [], totalCount: 0, page: 0, pageSize: 10 } });
    expect(await screen.findByText("You haven't placed any orders yet.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Start shopping" })).toHaveAttribute("href", "/");
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("shows a failure in an alert", async () => {
    renderArea("/account/orders", { "GET /api/account/order/invoiced": Response.json({}, { status: 500 }) });
    expect(await screen.findByRole("alert")).toHaveTextContent("A server error occurred. Please try again later.");
  });

  it("reads a bad page index as page 0", async () => {
    const { calls } = renderArea("/account/orders?page=abc", {
      "GET /api/account/order/invoiced": { items: [], totalCount: 0, page: 0, pageSize: 10 },
    });
    await screen.findByText("You haven't placed any orders yet.");
    expect(calls.some((call) => call.url === "/api/account/order/invoiced?page=0")).toBe(true);
  });
});

describe("OrderDetailPage (/account/orders/:orderId)", () => {
  it("shows the stored order: status, delivery, addresses, lines and totals", async () => {
    renderArea("/account/orders/WA10000001", { "GET /api/account/order/invoiced/WA10000001": storedOrder });
    expect(await screen.findByRole("heading", { level: 1, name: "Order WA10000001" })).toBeInTheDocument();
    const page = screen.getByRole("region", { name: "Order WA10000001" });
    expect(page).toHaveTextContent("StatusCompleted");
    expect(page).toHaveTextContent("Friday 27 November 2026");
    expect(page).toHaveTextContent("Riley Harper12 Wattle StGLEBE NSW 2037");
    expect(page).toHaveTextContent("Delivery instructionsSide gate");
    expect(page).toHaveTextContent("Billing addressSame as the delivery address");
    expect(page).toHaveTextContent("Delivery servicesRemove old appliance");
    expect(page).toHaveTextContent("Paid withVisa ending in 1111");
    const lines = screen.getAllByRole("table")[0] as HTMLElement;
    expect(within(lines).getByRole("rowheader", { name: /Quiet dishwasher/ })).toHaveTextContent("Warranty: 5 year care");
    expect(within(lines).getAllByRole("row")[2]).toHaveTextContent("Kettle2$50$100");
    expect(page).toHaveTextContent("Discount (SAVE20)-$20");
    expect(page).toHaveTextContent("Delivery$80");
    expect(screen.getByTestId("order-total")).toHaveTextContent("$1,299");
    expect(page).toHaveTextContent("Amount paid$1,299");
    expect(screen.getByRole("link", { name: "Back to your orders" })).toHaveAttribute("href", "/account/orders");
  });

  it("says a cash-on-delivery order's amount is due on delivery, not paid (issue 40 item 5)", async () => {
    renderArea("/account/orders/WA10000001", {
      "GET /api/account/order/invoiced/WA10000001": { ...storedOrder, card: null, paymentMethod: "Cash", paymentType: "Cash on delivery" },
    });
    const page = await screen.findByRole("region", { name: "Order WA10000001" });
    expect(page).toHaveTextContent("Amount due on delivery$1,299");
    expect(page).not.toHaveTextContent("Amount paid");
  });

  it("shows the delivery tip among the totals (issue 45 item 4)", async () => {
    renderArea("/account/orders/WA10000001", {
      "GET /api/account/order/invoiced/WA10000001": { ...storedOrder, tip: 10, orderTotal: 1309, amountPaid: 1309 },
    });
    const page = await screen.findByRole("region", { name: "Order WA10000001" });
    expect(page).toHaveTextContent("Delivery tip$10");
    expect(screen.getByTestId("order-total")).toHaveTextContent("$1,309");
  });

  it("shows no tip line for an order without a tip", async () => {
    renderArea("/account/orders/WA10000001", { "GET /api/account/order/invoiced/WA10000001": { ...storedOrder, tip: 0 } });
    const page = await screen.findByRole("region", { name: "Order WA10000001" });
    expect(page).not.toHaveTextContent("Delivery tip");
  });

  it("says an unknown (or another's) order cannot be found", async () => {
    renderArea("/account/orders/WA19999999");
    expect(await screen.findByRole("alert")).toHaveTextContent("We couldn't find that order.");
  });

  it("does not ask for something that is not an order number", async () => {
    const { calls } = renderArea("/account/orders/nonsense");
    expect(await screen.findByRole("alert")).toHaveTextContent("We couldn't find that order.");
    await waitFor(() => expect(calls.some((call) => call.url.startsWith("/api/account/order/invoiced"))).toBe(false));
  });
});
