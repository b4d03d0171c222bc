import type { Meta, StoryObj } from "@storybook/react-vite";
import { http, HttpResponse } from "msw";
import { expect, within } from "storybook/test";
import { PROJECT_TOASTS } from "@storefront/api-contract/projects";
import { useSessionStore } from "@storefront/page-kit/session";
import { signIn } from "@storefront/page-kit/testing";
import { LINE_EDIT_RIGHTS, ALL_LINE_EDIT_RIGHTS } from "@storefront/api-contract/projects";
import { competitorPricesFixture, projectFixture, sharedFixture, stockFixture, upsellFixture } from "../fixtures";
import { folderTexts, quoteLineTexts } from "../project-texts";
import ProjectRoute from "../routes/project";

const minimal = {
  items: [
    {
      id: 7,
      name: "Harper kitchen",
      projectRef: "P000007",
      quoteStatus: "Open",
      customerName: "Riley Harper",
      productCount: 3,
      modified: "2026-11-20T01:00:00Z",
    },
    {
      id: 9,
      name: "Nguyen laundry",
      projectRef: "P000009",
      quoteStatus: "Quoted",
      customerName: "Sam Nguyen",
      productCount: 2,
      modified: "2026-11-18T01:00:00Z",
    },
  ],
  totalCount: 2,
  page: 0,
  pageSize: 20,
};

const changeLog = {
  items: [
    { id: 2, user: "Morgan Staff", created: "2026-11-20T01:00:00Z", action: "noteSaved", detail: "Added a note to SKU-101" },
    { id: 1, user: "Morgan Staff", created: "2026-11-01T01:00:00Z", action: "created", detail: "Created the project" },
  ],
  totalCount: 2,
};

const handlers = [
  http.get("/api/v2/project/minimal", () => HttpResponse.json(minimal)),
  http.get("/api/v2/project/7", () => HttpResponse.json(projectFixture())),
  http.get("/api/v2/project/changelogs", () => HttpResponse.json(changeLog)),
  http.get("/api/v2/project/customer-project-count", () => HttpResponse.json({ count: 1 })),
  http.get("/api/stock", () => HttpResponse.json(stockFixture())),
  http.get("/api/product/competitor-prices", () => HttpResponse.json(competitorPricesFixture())),
  // A quote line's warranty and installation choices (issue 45 item 12).
  http.get("/api/v2/product/upselloptions/sku/:sku", ({ params }) =>
    HttpResponse.json(upsellFixture(String(params.sku).replace(/^SKU-/, ""))),
  ),
];

/** The project page of spec 3 §2 on a mocked API (msw), for a signed-in staff member of a brand with staff tooling. */
const meta = {
  title: "Projects/ProjectPage",
  component: ProjectRoute,
  tags: ["!autodocs"],
  parameters: {
    layout: "fullscreen",
    brandFeatures: { staffTooling: true },
    route: { path: "/project/7", pattern: "/project/*" },
    msw: { handlers },
  },
  beforeEach: () => {
    // The shop's GET /api/account answers a 'staff…' subject with a winningUserId.
    signIn("staff-morgan");
    return () => useSessionStore.getState().signOut();
  },
} satisfies Meta<typeof ProjectRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A project with two folders: every folder and product selected on load. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { level: 1, name: "Harper kitchen" })).toBeVisible();
    await expect(canvas.getByRole("checkbox", { name: "Select folder Kitchen" })).toBeChecked();
  },
};

/**
 * A quoted project under a price lock (issue 45 item 12): each line's quoted price is read-only,
 * its warranty, installation and competitor page still editable; folders move up and down and a
 * folder's products sort by name, price or SKU.
 */
export const QuotedLines: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get("/api/v2/project/7", () =>
          HttpResponse.json(projectFixture({ quoteStatus: "Quoted", lineEditRights: ALL_LINE_EDIT_RIGHTS & ~LINE_EDIT_RIGHTS.price })),
        ),
        ...handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await canvas.findByRole("form", { name: quoteLineTexts.form("Korra fridge") });
    await expect(within(form).getByRole("textbox", { name: new RegExp(`^${quoteLineTexts.quotedPrice}`) })).toBeDisabled();
    await expect(within(form).getByRole("combobox", { name: new RegExp(`^${quoteLineTexts.warranty}`) })).toBeEnabled();
    await expect(canvas.getByRole("button", { name: folderTexts.moveDown("Kitchen") })).toBeEnabled();
  },
};

/** An empty project (the API's 204) whose outline cannot be read: 'Could not load project outline!'. */
export const OutlineFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get("/api/v2/project/7", () => new HttpResponse(null, { status: 204 })),
        http.get("/api/v2/project/outline/7", () => HttpResponse.json({ message: "boom" }, { status: 500 })),
        ...handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(PROJECT_TOASTS.outlineFailedAlert)).toBeVisible();
  },
};

/** A shared link (`?shareId=`), read-only, for a visitor who is not signed in. */
export const Shared: Story = {
  parameters: {
    route: { path: "/project?shareId=3f0c6a8e-8f5e-4a43-9d8c-2d1f0b6f9c11", pattern: "/project/*" },
    msw: { handlers: [http.get("/api/v2/project/shared", () => HttpResponse.json(sharedFixture())), ...handlers] },
  },
  beforeEach: () => {
    useSessionStore.getState().signOut();
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("heading", { level: 1, name: "Harper kitchen" })).toBeVisible();
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
