import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { useSessionStore } from "@storefront/page-kit/session";
import {
  brandWith,
  customerInfo,
  fakeFetch,
  renderWithProviders,
  resetSession,
  signIn,
  staffInfo,
  tokensFor,
  type FakeAnswer,
} from "@storefront/page-kit/testing";
import { notifyParent, panelSrc, staffPanelPaths } from "../console/panel-rules";
import { errtextAnswer, reminder, remindersFixture } from "../test-helpers";
import { countByQuoteStatus, StatsPanel } from "./StatsPanel";
import { ProductPanel } from "./ProductPanel";
import { ProjectPanel } from "./ProjectPanel";
import { ReminderPanel } from "./ReminderPanel";
import { RemindersPanel } from "./RemindersPanel";

const routes = [
  { path: "/blank/staff-panel/product", element: <ProductPanel /> },
  { path: "/blank/staff-panel/project", element: <ProjectPanel /> },
  { path: "/blank/staff-panel/reminders", element: <RemindersPanel /> },
  { path: "/blank/staff-panel/reminder", element: <ReminderPanel /> },
  { path: "/blank/staff-panel/reminder/:id", element: <ReminderPanel /> },
  { path: "/blank/staff-panel/stats", element: <StatsPanel /> },
];

function renderPanel(path: string, answers: Record<string, FakeAnswer> = {}, options: Parameters<typeof renderWithProviders>[1] = {}) {
  const api = fakeFetch({ "GET /api/account": staffInfo, "GET /api/account/reminders": remindersFixture, ...answers });
  return { ...renderWithProviders(routes, { path, brand: brandWith({ staffTooling: true }), fetch: api.fetch, ...options }), ...api };
}

beforeEach(() => {
  resetSession();
});

describe("a panel page's session (spec 3 §2)", () => {
  it("signs the frame in with the tokens of its address when it has no session of its own", async () => {
    const tokens = tokensFor("staff-morgan");
    renderPanel(panelSrc(staffPanelPaths.reminders, tokens));
    expect(await screen.findByRole("link", { name: "Send the quote" })).toBeInTheDocument();
    expect(useSessionStore.getState().accessToken).toBe(tokens.accessToken);
  });

  it("keeps the session it shares with the storefront (same origin)", async () => {
    const session = signIn("staff-morgan");
    renderPanel(panelSrc(staffPanelPaths.reminders, tokensFor("staff-other")));
    expect(await screen.findByRole("link", { name: "Send the quote" })).toBeInTheDocument();
    expect(useSessionStore.getState().accessToken).toBe(session.accessToken);
  });

  it("shows nothing of the staff's to a customer", async () => {
    signIn();
    renderPanel(staffPanelPaths.reminders, { "GET /api/account": customerInfo });
    expect(await screen.findByRole("alert")).toHaveTextContent("The staff panel is for signed-in staff.");
    expect(screen.queryByRole("link", { name: "Send the quote" })).toBeNull();
  });
});

describe("the reminder panel (spec 3 §2, §4, §8)", () => {
  beforeEach(() => {
    signIn("staff-morgan");
  });

  it("creates a reminder from 'Name', 'Date' and 'Notes' (POST /api/Reminders)", async () => {
    const user = userEvent.setup();
    const { sent } = renderPanel(staffPanelPaths.newReminder, { "POST /api/Reminders": reminder({ id: 9, name: "Measure the pantry" }) });
    await user.type(await screen.findByLabelText("Name"), "Measure the pantry");
    await user.type(screen.getByLabelText("Date"), "2026-12-01");
    await user.type(screen.getByLabelText("Notes"), "Bring the laser");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByRole("status")).toHaveTextContent("Reminder saved.");
    expect(sent.find((entry) => entry.call === "POST /api/Reminders")?.body).toEqual({
      name: "Measure the pantry",
      date: "2026-12-01",
      notes: "Bring the laser",
    });
  });

  it("shows the server's errtext when the save is refused", async () => {
    const user = userEvent.setup();
    renderPanel(staffPanelPaths.newReminder, { "POST /api/Reminders": () => errtextAnswer(400, "Enter a name for the reminder.") });
    await user.click(await screen.findByRole("button", { name: "Save" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Enter a name for the reminder.");
  });

  it("edits a reminder of the list (PUT /api/Reminders/{id}), its fields filled in", async () => {
    const user = userEvent.setup();
    const { sent } = renderPanel(staffPanelPaths.reminder(2), { "PUT /api/Reminders/2": reminder({ id: 2 }) });
    const name = await screen.findByLabelText("Name");
    expect(name).toHaveValue("Send the quote");
    expect(screen.getByLabelText("Date")).toHaveValue("2026-11-26");
    await user.clear(name);
    await user.type(name, "Send the revised quote");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await screen.findByRole("status");
    expect(sent.find((entry) => entry.call === "PUT /api/Reminders/2")?.body).toEqual({
      name: "Send the revised quote",
      date: "2026-11-26",
      notes: "Short note",
    });
  });

  it("tells the storefront around it that the reminders changed, addressed to its own origin", () => {
    const postMessage = vi.fn();
    const frame = { parent: { postMessage }, location: { origin: "https://shop.test" } } as unknown as Window;
    notifyParent("remindersChanged", frame);
    expect(postMessage).toHaveBeenCalledWith({ action: "remindersChanged" }, "https://shop.test");
  });
});

describe("the product panel (spec 3 §2)", () => {
  it("shows the stock and competitor prices of the sku in its address", async () => {
    signIn("staff-morgan");
    const widgets = {
      stock: ({ product }: { product: { sku: string } }) => <p>Stock of {product.sku}</p>,
      competitorPrices: ({ product }: { product: { sku: string } }) => <p>Prices of {product.sku}</p>,
    };
    renderPanel(`${staffPanelPaths.product}?sku=KOR-FR1115`, {}, { widgets });
    expect(await screen.findByText("Stock of KOR-FR1115")).toBeInTheDocument();
    expect(screen.getByText("Prices of KOR-FR1115")).toBeInTheDocument();
  });

  it("asks for a product page without a sku", async () => {
    signIn("staff-morgan");
    renderPanel(staffPanelPaths.product);
    expect(await screen.findByText("Open a product page to see its stock and competitor prices.")).toBeInTheDocument();
  });
});

describe("the project panel (spec 3 §2)", () => {
  beforeEach(() => {
    signIn("staff-morgan");
  });

  it("summarises the project on screen with a link that opens it", async () => {
    renderPanel(`${staffPanelPaths.project}?projectId=42`, {
      "GET /api/v2/project/outline/42": {
        id: 42,
        name: "Harbour St kitchen",
        projectRef: "P-00042",
        quoteStatus: "Quoted",
        quoteData: { customerName: "Alex Chen" },
        productCount: 5,
      },
      "GET /api/Reminders": { totalCount: 1, reminders: [reminder({ name: "Chase deposit", projectId: 42 })] },
    });
    expect(await screen.findByRole("link", { name: "Open Harbour St kitchen" })).toHaveAttribute("href", "/project/42");
    expect(screen.getByText("Alex Chen")).toBeInTheDocument();
    expect(await screen.findByText(/Chase deposit/)).toBeInTheDocument();
  });

  it("counts a customer's projects by 'Customer e-mail'", async () => {
    const user = userEvent.setup();
    const { calls } = renderPanel(staffPanelPaths.project, { "GET /api/v2/project/customer-project-count": { count: 3 } });
    await user.type(await screen.findByLabelText("Customer e-mail"), "alex@example.com");
    await user.click(screen.getByRole("button", { name: "Find projects" }));
    expect(await screen.findByRole("status")).toHaveTextContent("3 projects for alex@example.com.");
    expect(calls).toContain("GET /api/v2/project/customer-project-count");
    // spec 3 §2: a link lists them all, on the dashboard in the storefront's window (not the frame).
    const list = screen.getByRole("link", { name: "List them on the dashboard" });
    expect(list).toHaveAttribute("href", "/performance-dashboard?customerEmail=alex%40example.com");
    expect(list).toHaveAttribute("target", "_top");
  });

  it("offers no list for a customer without projects", async () => {
    const user = userEvent.setup();
    renderPanel(staffPanelPaths.project, { "GET /api/v2/project/customer-project-count": { count: 0 } });
    await user.type(await screen.findByLabelText("Customer e-mail"), "nobody@example.com");
    await user.click(screen.getByRole("button", { name: "Find projects" }));
    expect(await screen.findByRole("status")).toHaveTextContent("0 projects for nobody@example.com.");
    expect(screen.queryByRole("link", { name: "List them on the dashboard" })).toBeNull();
  });
});

describe("the stats panel", () => {
  it("counts the staff member's projects by quote status", async () => {
    signIn("staff-morgan");
    const item = (id: number, quoteStatus: string) => ({
      id,
      name: `P${id}`,
      projectRef: `P-${id}`,
      quoteStatus,
      customerName: "",
      productCount: 0,
      modified: "",
    });
    renderPanel(staffPanelPaths.stats, {
      "GET /api/v2/project/minimal": {
        items: [item(1, "Open"), item(2, "Quoted"), item(3, "Open")],
        totalCount: 3,
        page: 0,
        pageSize: 100,
      },
    });
    const table = await screen.findByRole("table", { name: "Your projects by quote status" });
    expect(within(table).getByRole("row", { name: "Open 2" })).toBeInTheDocument();
    expect(within(table).getByRole("row", { name: "Quoted 1" })).toBeInTheDocument();
    expect(within(table).getByRole("row", { name: "Won 0" })).toBeInTheDocument();
  });

  it("lists every quote status, even those with no project", () => {
    expect(countByQuoteStatus([])).toEqual({ Open: 0, Pending: 0, Quoted: 0, Lost: 0, Won: 0, Partial: 0 });
  });
});

describe("the panel pages' addresses", () => {
  it("ask the API nothing without a staff session", async () => {
    const { calls } = renderPanel(staffPanelPaths.stats);
    expect(await screen.findByRole("alert")).toHaveTextContent("The staff panel is for signed-in staff.");
    expect(calls).toEqual([]);
  });
});
