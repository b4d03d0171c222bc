import type { Meta, StoryObj } from "@storybook/react-vite";
import { http, HttpResponse } from "msw";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { useSessionStore } from "@storefront/page-kit/session";
import { signIn } from "@storefront/page-kit/testing";
import { dashboardAnswer, dashboardRow, storeViewFixture } from "../fixtures";
import PerformanceDashboardRoute from "../routes/performance-dashboard";

const rows = [
  dashboardRow(),
  dashboardRow({
    projectId: 9,
    projectName: "Nguyen laundry",
    quoteId: null,
    status: { name: "Open" },
    customerName: "Sam Nguyen",
    customerEmail: "sam@example.com",
    quotePrice: 1499,
    created: "2026-11-10T01:00:00Z",
    dateModified: "2026-11-18T01:00:00Z",
  }),
];

const handlers = [
  http.get("/api/v2/project/search", () => HttpResponse.json(dashboardAnswer(rows, 30))),
  http.get("/api/store/select-view", () => HttpResponse.json(storeViewFixture())),
  http.get("/api/brand/autocomplete/:text", () => HttpResponse.json({ items: [{ name: "Korra" }], totalCount: 1 })),
  http.get("/api/category/autocomplete/:text", () =>
    HttpResponse.json({ items: [{ name: "Ovens", path: "kitchen/ovens" }], totalCount: 1 }),
  ),
  http.get("/api/product/search/:text", () => HttpResponse.json({ items: [{ sku: "SKU-102", name: "Korra oven" }], totalCount: 1 })),
];

/** The performance dashboard of spec 3 §2 on a mocked API (msw), for a signed-in staff member of a brand with staff tooling. */
const meta = {
  title: "Projects/PerformanceDashboard",
  component: PerformanceDashboardRoute,
  tags: ["!autodocs"],
  parameters: {
    layout: "fullscreen",
    brandFeatures: { staffTooling: true },
    route: { path: "/performance-dashboard", pattern: "/performance-dashboard/*" },
    msw: { handlers },
  },
  beforeEach: () => {
    // The columns are the defaults in every story.
    localStorage.removeItem("performanceDashboardColumns");
    signIn("staff-morgan");
    return () => useSessionStore.getState().signOut();
  },
} satisfies Meta<typeof PerformanceDashboardRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first page of 13 with sortable headers; 'Page 1 of 3'. */
export const Results: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("link", { name: "Harper kitchen" })).toBeVisible();
    await expect(canvas.getByText("Page 1 of 3")).toBeVisible();
  },
};

/** Sorted by Date Created: the header's aria-sort follows None → Ascending. */
export const SortedByDateCreated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: /Date Created/ }));
    await waitFor(() => expect(canvas.getByRole("columnheader", { name: /Date Created/ })).toHaveAttribute("aria-sort", "ascending"));
  },
};

/** The 'Columns' control open: checkboxes (Project Name disabled) and Move up / Move down. */
export const Columns: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("link", { name: "Harper kitchen" });
    await userEvent.click(canvas.getByRole("button", { name: "Columns" }));
    await expect(canvas.getByRole("checkbox", { name: "Project Name" })).toBeDisabled();
  },
};

/** More than 2000 results: the notice asking to narrow the search. */
export const TooMany: Story = {
  parameters: {
    msw: { handlers: [http.get("/api/v2/project/search", () => HttpResponse.json(dashboardAnswer(rows, 2500))), ...handlers] },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/More than 2000 projects match this search/)).toBeVisible();
  },
};

/** Nothing matches. */
export const Empty: Story = {
  parameters: {
    msw: { handlers: [http.get("/api/v2/project/search", () => HttpResponse.json(dashboardAnswer([], 0))), ...handlers] },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("No projects match this search.")).toBeVisible();
  },
};

/** /performance-dashboard/project-search: the same page with the focus in the search form. */
export const ProjectSearch: Story = {
  parameters: { route: { path: "/performance-dashboard/project-search", pattern: "/performance-dashboard/*" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { level: 1, name: "Project search" })).toBeVisible();
    await waitFor(() => expect(canvas.getByLabelText("From date")).toHaveFocus());
  },
};

/** A signed-in customer: the 403 page. */
export const Customer: Story = {
  beforeEach: () => {
    signIn("user-riley");
    return () => useSessionStore.getState().signOut();
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("You do not have access to this page.")).toBeVisible();
  },
};
