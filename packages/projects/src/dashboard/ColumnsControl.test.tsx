import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetSession } from "@storefront/page-kit/testing";
import { COLUMNS_STORAGE_KEY } from "./columns";
import { dashboardAnswers, renderDashboardRoute } from "../test-helpers";

beforeEach(() => {
  resetSession();
  localStorage.clear();
});

afterEach(() => vi.restoreAllMocks());

const headers = () => screen.getAllByRole("columnheader").map((header) => header.textContent?.replace(/[▲▼↕]/g, ""));

async function openColumns(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole("table", { name: /Projects/ });
  await user.click(screen.getByRole("button", { name: "Columns" }));
  return screen.getByRole("group", { name: "Columns shown, in order" });
}

describe("the 'Columns' control (spec 3 §5)", () => {
  it("hides a column, and keeps it hidden after a reload", async () => {
    const user = userEvent.setup();
    renderDashboardRoute();
    const columns = await openColumns(user);
    await user.click(within(columns).getByRole("checkbox", { name: "Store" }));
    expect(headers()).not.toContain("Store");
    expect(JSON.parse(localStorage.getItem(COLUMNS_STORAGE_KEY) ?? "null")).toMatchObject({ version: 2 });
    cleanup();
    renderDashboardRoute();
    await screen.findByRole("table", { name: /Projects/ });
    expect(headers()).not.toContain("Store");
    expect(headers()).toContain("Status");
  });

  it("never lets Project Name be hidden", async () => {
    const user = userEvent.setup();
    renderDashboardRoute();
    const columns = await openColumns(user);
    expect(within(columns).getByRole("checkbox", { name: "Project Name" })).toBeDisabled();
    expect(within(columns).getByRole("checkbox", { name: "Project Name" })).toBeChecked();
  });

  it("moves a column with the keyboard, keeping the focus on the moved column's button", async () => {
    const user = userEvent.setup();
    renderDashboardRoute();
    const columns = await openColumns(user);
    within(columns).getByRole("button", { name: "Move up Project ID" }).focus();
    await user.keyboard("{Enter}");
    expect(headers().slice(0, 2)).toEqual(["Project ID", "Project Name"]);
    // At the top, 'Move up' is disabled: the focus goes to the same column's 'Move down'.
    await waitFor(() => expect(within(columns).getByRole("button", { name: "Move down Project ID" })).toHaveFocus());
    await user.keyboard("{Enter}");
    expect(headers().slice(0, 2)).toEqual(["Project Name", "Project ID"]);
  });

  it("keeps the order after a reload", async () => {
    const user = userEvent.setup();
    renderDashboardRoute();
    const columns = await openColumns(user);
    await user.click(within(columns).getByRole("button", { name: "Move up Customer Email" }));
    const moved = headers();
    cleanup();
    renderDashboardRoute();
    await screen.findByRole("table", { name: /Projects/ });
    expect(headers()).toEqual(moved);
    expect(moved.indexOf("Customer Email")).toBeLessThan(moved.indexOf("Customer Phone"));
  });
});

describe("'Export CSV' (spec 3 §9)", () => {
  it("downloads every row of the search (limit -1) with the shown columns in order", async () => {
    const user = userEvent.setup();
    const saved: string[] = [];
    URL.createObjectURL = vi.fn(() => "blob:projects");
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { exports } = renderDashboardRoute("/performance-dashboard", {
      answers: dashboardAnswers({
        "GET /api/v2/project/export": new Response("\uFEFFProject Name\r\nHarper kitchen\r\n", {
          headers: { "content-type": "text/csv; charset=utf-8", "content-disposition": 'attachment; filename="projects-2026-11-26.csv"' },
        }),
      }),
    });
    const columns = await openColumns(user);
    await user.click(within(columns).getByRole("checkbox", { name: "Store" }));
    await user.click(screen.getByRole("button", { name: "Export CSV" }));
    expect(await screen.findByText("The CSV export has downloaded.")).toBeInTheDocument();
    expect(saved).toEqual(["projects-2026-11-26.csv"]);
    const query = exports[0] as URLSearchParams;
    expect(query.get("limit")).toBe("-1");
    expect(query.get("columns")).toBe(
      "projectName,projectId,quoteId,status.name,salesperson.name,customerName,customerPhone,customerEmail,quotePrice,created,dateModified",
    );
    expect(query.get("showCulinaryBookings")).toBe("false");
  });

  it("says so when the export fails, leaving the results", async () => {
    const user = userEvent.setup();
    renderDashboardRoute("/performance-dashboard", {
      answers: dashboardAnswers({ "GET /api/v2/project/export": Response.json({ message: "boom" }, { status: 500 }) }),
    });
    await screen.findByRole("table", { name: /Projects/ });
    await user.click(screen.getByRole("button", { name: "Export CSV" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("The CSV export failed. Please try again.");
    expect(screen.getByRole("table", { name: /Projects/ })).toBeInTheDocument();
  });
});
