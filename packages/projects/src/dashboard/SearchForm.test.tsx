import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { DASHBOARD_ERROR_MESSAGES } from "@storefront/api-contract/projects";
import { resetSession } from "@storefront/page-kit/testing";
import { dashboardAnswer, dashboardAnswers, dashboardRow, renderDashboardRoute } from "../test-helpers";

beforeEach(() => {
  resetSession();
  localStorage.clear();
});

const ready = () => screen.findByRole("table", { name: /Projects/ });

describe("the dashboard's search form (spec 3 §5)", () => {
  it("sends 'Only my projects' with the signed-in salesperson's code and 'All time' from 2016-01-01, never the customer name", async () => {
    const user = userEvent.setup();
    const { searches } = renderDashboardRoute();
    await ready();
    await user.click(screen.getByRole("checkbox", { name: "Only my projects" }));
    await user.click(screen.getByRole("checkbox", { name: "All time" }));
    await user.type(screen.getByRole("textbox", { name: "Customer name" }), "Harper");
    await user.click(screen.getByRole("button", { name: "Search" }));
    await waitFor(() => expect(searches).toHaveLength(2));
    const query = searches[1] as URLSearchParams;
    expect(query.get("onlyMyProjects")).toBe("true");
    expect(query.get("salespersonCode")).toBe("S-01");
    expect(query.get("allTime")).toBe("true");
    expect(query.get("fromDate")).toBe("2016-01-01T00:00:00.000Z");
    expect(query.has("toDate")).toBe(true);
    expect(query.has("customerName")).toBe(false);
    expect(query.get("page")).toBe("0");
  });

  it("narrows the page shown by the customer name", async () => {
    const user = userEvent.setup();
    renderDashboardRoute("/performance-dashboard", {
      answers: dashboardAnswers({
        "GET /api/v2/project/search": dashboardAnswer([
          dashboardRow(),
          dashboardRow({ projectId: 9, projectName: "Nguyen laundry", customerName: "Sam Nguyen" }),
        ]),
      }),
    });
    await ready();
    await user.type(screen.getByRole("textbox", { name: "Customer name" }), "nguyen");
    await user.click(screen.getByRole("button", { name: "Search" }));
    await waitFor(() => expect(screen.queryByRole("link", { name: "Harper kitchen" })).not.toBeInTheDocument());
    expect(screen.getByRole("link", { name: "Nguyen laundry" })).toBeInTheDocument();
  });

  it("offers the store view's stores, and the chosen store's salespeople", async () => {
    const user = userEvent.setup();
    const { searches } = renderDashboardRoute();
    await ready();
    const store = screen.getByRole("combobox", { name: "Store" });
    await waitFor(() => expect(within(store).getByRole("option", { name: "Richmond" })).toBeInTheDocument());
    await user.selectOptions(store, "richmond");
    const salesperson = screen.getByRole("combobox", { name: "Salesperson" });
    expect(within(salesperson).queryByRole("option", { name: "Morgan Staff" })).not.toBeInTheDocument();
    await user.selectOptions(salesperson, "S-07");
    await user.click(screen.getByRole("button", { name: "Search" }));
    await waitFor(() => expect(searches).toHaveLength(2));
    expect(searches[1]?.get("store")).toBe("richmond");
    expect(searches[1]?.get("salespersonCode")).toBe("S-07");
  });

  it("sends the culinary flag when 'Show culinary bookings' is ticked", async () => {
    const user = userEvent.setup();
    const { searches } = renderDashboardRoute();
    await ready();
    await user.click(screen.getByRole("checkbox", { name: "Show culinary bookings" }));
    await user.click(screen.getByRole("button", { name: "Search" }));
    await waitFor(() => expect(searches.at(-1)?.get("showCulinaryBookings")).toBe("true"));
  });
});

describe("the brand, category and SKU autocompletes", () => {
  it("suggests brands as the staff member types, chosen with the keyboard, and searches by it", async () => {
    const user = userEvent.setup();
    const { searches } = renderDashboardRoute("/performance-dashboard", {
      answers: dashboardAnswers({ "GET /api/brand/autocomplete/Ko": { items: [{ name: "Korra" }, { name: "Kobe" }], totalCount: 2 } }),
    });
    await ready();
    const brand = screen.getByRole("combobox", { name: "Brand" });
    await user.type(brand, "Ko");
    expect(await screen.findByRole("option", { name: "Korra" })).toBeInTheDocument();
    await user.keyboard("{ArrowDown}{Enter}");
    expect(await screen.findByText("Brand: Korra")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Search" }));
    await waitFor(() => expect(searches.at(-1)?.get("brand")).toBe("Korra"));
  });

  it("clears a chosen brand, emptying the field, and searches without it", async () => {
    const user = userEvent.setup();
    const { searches } = renderDashboardRoute("/performance-dashboard", {
      answers: dashboardAnswers({ "GET /api/brand/autocomplete/Ko": { items: [{ name: "Korra" }], totalCount: 1 } }),
    });
    await ready();
    await user.type(screen.getByRole("combobox", { name: "Brand" }), "Ko");
    await user.click(await screen.findByRole("option", { name: "Korra" }));
    await user.click(screen.getByRole("button", { name: "Clear Brand Korra" }));
    expect(screen.getByRole("combobox", { name: "Brand" })).toHaveValue("");
    await user.click(screen.getByRole("button", { name: "Search" }));
    await waitFor(() => expect(searches).toHaveLength(2));
    expect(searches[1]?.has("brand")).toBe(false);
  });

  it("searches by a category's path and a product's SKU", async () => {
    const user = userEvent.setup();
    const { searches } = renderDashboardRoute("/performance-dashboard", {
      answers: dashboardAnswers({
        "GET /api/category/autocomplete/ov": { items: [{ name: "Ovens", path: "kitchen/ovens" }], totalCount: 1 },
        "GET /api/product/search/SK": { items: [{ sku: "SKU-102", name: "Korra oven" }], totalCount: 1 },
      }),
    });
    await ready();
    await user.type(screen.getByRole("combobox", { name: "Category" }), "ov");
    await user.click(await screen.findByRole("option", { name: "Ovens (kitchen/ovens)" }));
    await user.type(screen.getByRole("combobox", { name: "SKU" }), "SK");
    await user.click(await screen.findByRole("option", { name: "SKU-102 · Korra oven" }));
    await user.click(screen.getByRole("button", { name: "Search" }));
    await waitFor(() => expect(searches.at(-1)?.get("sku")).toBe("SKU-102"));
    expect(searches.at(-1)?.get("category")).toBe("kitchen/ovens");
  });

  it.each([
    ["Brand", "GET /api/brand/autocomplete/Ko", DASHBOARD_ERROR_MESSAGES.brand],
    ["Category", "GET /api/category/autocomplete/Ko", DASHBOARD_ERROR_MESSAGES.category],
    ["SKU", "GET /api/product/search/Ko", DASHBOARD_ERROR_MESSAGES.sku],
  ])("shows the spec's message when the %s lookup fails", async (label, call, message) => {
    const user = userEvent.setup();
    renderDashboardRoute("/performance-dashboard", {
      answers: dashboardAnswers({ [call]: Response.json({ message: "boom" }, { status: 500 }) }),
    });
    await ready();
    await user.type(screen.getByRole("combobox", { name: label }), "Ko");
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
  });
});
