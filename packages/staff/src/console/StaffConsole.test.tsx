import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Outlet } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { brandWith, fakeFetch, renderWithProviders, resetSession, signIn, staffInfo } from "@storefront/page-kit/testing";
import { AdminNavbar } from "../AdminNavbar";
import { AdminSidePanel } from "../AdminSidePanel";
import { consoleAnswers, errtextAnswer, remindersFixture, resetConsole, withToolbarSaves } from "../test-helpers";

const staffBrand = brandWith({ staffTooling: true });

function routes() {
  return [
    {
      path: "/",
      element: (
        <>
          <Outlet />
          <AdminNavbar />
          <AdminSidePanel />
        </>
      ),
      children: [
        { index: true, element: <p>Home</p>, handle: { pageType: "homepage" } },
        { path: "performance-dashboard", element: <p>Dashboard</p>, handle: { pageType: "performanceDashboard" } },
        { path: "project", element: <p>Project area</p>, handle: { pageType: "project" } },
        { path: "blank/account/login-callback", element: <p>Signing in</p>, handle: { pageType: "accounts" } },
        { path: "blank/staff-panel/stats", element: <p>Stats panel</p>, handle: { pageType: "generic" } },
      ],
    },
  ];
}

function renderConsole({ path = "/", brand = staffBrand, active = [] as string[], extra = {} as Record<string, unknown> } = {}) {
  const answers = consoleAnswers({ active });
  const api = fakeFetch({ "GET /api/account": staffInfo, ...answers.answers, ...extra });
  const rendered = renderWithProviders(routes(), { path, brand, fetch: withToolbarSaves(api.fetch, answers.save) });
  return { ...rendered, calls: api.calls, sent: api.sent, saved: answers.saved };
}

const toggle = (name: string) => screen.findByRole("button", { name, pressed: false });
const sidePanelFrame = () => screen.queryByTitle(/^Staff panel/);

beforeEach(() => {
  resetSession();
  resetConsole();
  document.body.className = "";
  signIn("staff-morgan");
});

describe("the admin toolbar (spec 3 §2, §4)", () => {
  it("shows the toolbar's actions as toggle buttons, off until switched", async () => {
    renderConsole();
    const tools = await screen.findByRole("group", { name: "Staff tools" });
    for (const name of ["Projects", "Product", "Reminders", "Stats"]) {
      expect(await within(tools).findByRole("button", { name, pressed: false })).toBeInTheDocument();
    }
  });

  it("opens the side panel on a toggle's panel, saves it on, and closes it when switched off", async () => {
    const user = userEvent.setup();
    const { saved } = renderConsole();
    await user.click(await toggle("Stats"));

    const frame = await screen.findByTitle("Staff panel: Stats");
    expect(frame.getAttribute("src")).toMatch(/^\/blank\/staff-panel\/stats\?access_token=[^&]+&id_token=[^&]+$/);
    expect(saved).toEqual([{ id: "stats-panel", isActive: true }]);
    expect(await screen.findByRole("button", { name: "Stats", pressed: true })).toBeInTheDocument();
    expect(document.body).toHaveClass("has-admin-side-panel-open");

    await user.click(screen.getByRole("button", { name: "Stats", pressed: true }));
    await waitFor(() => expect(sidePanelFrame()).toBeNull());
    expect(saved.at(-1)).toEqual({ id: "stats-panel", isActive: false });
    expect(document.body).not.toHaveClass("has-admin-side-panel-open");
  });

  it("keeps one panel at a time: opening another switches the first off", async () => {
    const user = userEvent.setup();
    const { saved } = renderConsole();
    await user.click(await toggle("Stats"));
    await screen.findByRole("button", { name: "Stats", pressed: true });
    await user.click(await toggle("Product"));

    expect(await screen.findByTitle("Staff panel: Product")).toBeInTheDocument();
    expect(screen.queryByTitle("Staff panel: Stats")).toBeNull();
    await waitFor(() => expect(saved).toContainEqual({ id: "stats-panel", isActive: false }));
  });

  it("is not inside a panel page: no bar and no panel in the panel's frame", async () => {
    const { calls } = renderConsole({ path: "/blank/staff-panel/stats", active: ["stats-panel"] });
    await screen.findByText("Stats panel");
    expect(screen.queryByRole("navigation", { name: "Admin navigation" })).toBeNull();
    expect(sidePanelFrame()).toBeNull();
    expect(calls).not.toContain("GET /api/account/toolbar");
  });

  it("reopens the panel whose toggle was saved on", async () => {
    renderConsole({ active: ["product-panel"] });
    expect(await screen.findByTitle("Staff panel: Product")).toBeInTheDocument();
  });

  it("goes to /performance-dashboard when 'project-panel' is switched on and to /project when switched off", async () => {
    const user = userEvent.setup();
    const { saved } = renderConsole();
    await user.click(await toggle("Projects"));
    expect(await screen.findByText("Dashboard")).toBeInTheDocument();
    expect(saved).toEqual([{ id: "project-panel", isActive: true }]);

    await user.click(await screen.findByRole("button", { name: "Projects", pressed: true }));
    expect(await screen.findByText("Project area")).toBeInTheDocument();
    expect(saved.at(-1)).toEqual({ id: "project-panel", isActive: false });
    expect(sidePanelFrame()).toBeNull();
  });
});

describe("Close (spec 3 §2, §4)", () => {
  it("is not there until a reminders view has been opened", async () => {
    const user = userEvent.setup();
    renderConsole();
    await user.click(await toggle("Stats"));
    await screen.findByTitle("Staff panel: Stats");
    expect(screen.queryByRole("button", { name: "Close" })).toBeNull();
  });

  it("shows once a reminders view opened; it sets the reminders toggle off and closes the panel", async () => {
    const user = userEvent.setup();
    const { saved } = renderConsole();
    await user.click(await toggle("Reminders"));
    expect(await screen.findByTitle("Staff panel: Reminders")).toBeInTheDocument();

    await user.click(await screen.findByRole("button", { name: "Close" }));
    await waitFor(() => expect(sidePanelFrame()).toBeNull());
    expect(saved.at(-1)).toEqual({ id: "reminders-panel", isActive: false });
    expect(screen.queryByRole("button", { name: "Close" })).toBeNull();
  });
});

describe("the Reminders dropdown (spec 3 §2, §4, §9)", () => {
  const openDropdown = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.click(await screen.findByRole("button", { name: /^My reminders \(3\)$/, expanded: false }));
    return screen.getByRole("region", { name: "Your reminders" });
  };

  it("lists the reminders with their due state, notes cut to 20 characters plus '...'", async () => {
    const user = userEvent.setup();
    renderConsole();
    const menu = await openDropdown(user);
    const items = within(menu).getAllByRole("listitem");
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent("Call Alex backOverdue");
    expect(items[0]).toHaveTextContent("Ask about the induct...");
    expect(items[0]).not.toHaveTextContent("cooktop");
    expect(items[1]).toHaveTextContent("Due today");
    expect(items[1]).toHaveTextContent("Short note");
    expect(items[2]).toHaveTextContent("Not due");
  });

  it("marks an open reminder done, a done one undone, and archives (POST /api/Reminders/status)", async () => {
    const user = userEvent.setup();
    const { sent } = renderConsole({ extra: { "POST /api/Reminders/status": remindersFixture.reminders[0] } });
    const menu = await openDropdown(user);
    await user.click(within(menu).getByRole("button", { name: "Mark done: Call Alex back" }));
    await user.click(within(menu).getByRole("button", { name: "Mark undone: Follow up install" }));
    await user.click(within(menu).getByRole("button", { name: "Archive: Send the quote" }));
    await waitFor(() =>
      expect(sent.filter((entry) => entry.call === "POST /api/Reminders/status").map((entry) => entry.body)).toEqual([
        { id: 1, status: "Done" },
        { id: 3, status: "Open" },
        { id: 2, status: "Archived" },
      ]),
    );
  });

  it("shows the server's errtext when a status change is refused", async () => {
    const user = userEvent.setup();
    const refusal = "An archived reminder cannot be opened or marked done again.";
    renderConsole({ extra: { "POST /api/Reminders/status": () => errtextAnswer(400, refusal) } });
    const menu = await openDropdown(user);
    await user.click(within(menu).getByRole("button", { name: "Mark done: Call Alex back" }));
    expect(await within(menu).findByRole("alert")).toHaveTextContent(refusal);
  });

  it("opens add and view/edit in the side panel", async () => {
    const user = userEvent.setup();
    renderConsole();
    let menu = await openDropdown(user);
    await user.click(within(menu).getByRole("button", { name: "Add reminder" }));
    expect((await screen.findByTitle("Staff panel: Reminder")).getAttribute("src")).toMatch(/^\/blank\/staff-panel\/reminder\?/);

    menu = await openDropdown(user);
    await user.click(within(menu).getByRole("button", { name: "View / edit: Send the quote" }));
    await waitFor(() =>
      expect(screen.getByTitle("Staff panel: Reminder").getAttribute("src")).toMatch(/^\/blank\/staff-panel\/reminder\/2\?/),
    );
    expect(screen.getByRole("button", { name: "Close" })).toBeInTheDocument();
  });

  it("closes on Escape and gives the focus back to its button", async () => {
    const user = userEvent.setup();
    renderConsole();
    await openDropdown(user);
    await user.keyboard("{Escape}");
    const button = screen.getByRole("button", { name: /^My reminders \(3\)$/ });
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(button).toHaveFocus();
  });

  it("reads the list again when a panel of the storefront's own origin says the reminders changed", async () => {
    const { calls } = renderConsole();
    await screen.findByRole("button", { name: /^My reminders \(3\)$/ });
    const reads = () => calls.filter((call) => call === "GET /api/account/reminders").length;
    expect(reads()).toBe(1);
    act(() => {
      window.dispatchEvent(new MessageEvent("message", { origin: "https://elsewhere.example", data: { action: "remindersChanged" } }));
      window.dispatchEvent(new MessageEvent("message", { origin: window.location.origin, data: { action: "remindersChanged" } }));
    });
    await waitFor(() => expect(reads()).toBe(2));
  });

  it("closes when the staff member clicks outside it", async () => {
    const user = userEvent.setup();
    renderConsole();
    await openDropdown(user);
    await user.click(screen.getByText("Home"));
    expect(screen.getByRole("button", { name: /^My reminders \(3\)$/ })).toHaveAttribute("aria-expanded", "false");
  });

  it("is not there, nor its toggle, where the brand hides reminders (showReminders false)", async () => {
    const { calls } = renderConsole({ brand: brandWith({ staffTooling: true, showReminders: false }) });
    await screen.findByRole("button", { name: "Stats" });
    expect(screen.queryByRole("button", { name: /Reminders/i })).toBeNull();
    expect(calls).not.toContain("GET /api/account/reminders");
  });

  it("does not read the reminders on the login-callback page", async () => {
    const { calls } = renderConsole({ path: "/blank/account/login-callback" });
    await screen.findByRole("button", { name: "Stats" });
    expect(screen.getByRole("button", { name: "My reminders" })).toBeInTheDocument();
    expect(calls).not.toContain("GET /api/account/reminders");
  });
});
