import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { PROJECT_ERROR_MESSAGES, PROJECT_MESSAGES, PROJECT_TOASTS } from "@storefront/api-contract/projects";
import { resetSession } from "@storefront/page-kit/testing";
import { noteTexts, pageTexts, productTexts, quoteTexts, transferTexts } from "../project-texts";
import { line, projectAnswers, projectFixture, renderProjectRoute } from "../test-helpers";

beforeEach(() => resetSession());

const checkbox = (name: string) => screen.getByRole("checkbox", { name });

describe("the project page's selection (spec 3 §4)", () => {
  it("selects every folder and product when the project loads", async () => {
    renderProjectRoute("/project/7");
    expect(await screen.findByRole("heading", { level: 1, name: "Harper kitchen" })).toBeInTheDocument();
    for (const name of [
      "Select folder Kitchen",
      "Select folder Laundry",
      "Select Korra fridge",
      "Select Korra oven",
      "Select Korra washer",
    ]) {
      expect(checkbox(name)).toBeChecked();
    }
    expect(screen.getByText(quoteTexts.selectedCount(3, 2))).toBeInTheDocument();
  });

  it("keeps the selection on a refresh, cut to what still exists", async () => {
    let answer = projectFixture();
    renderProjectRoute("/project/7", { answers: projectAnswers({ "GET /api/v2/project/7": () => answer }) });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("checkbox", { name: "Select Korra oven" }));
    const fridge = line("101", "Korra fridge", 1, 0);
    answer = projectFixture({
      folders: [{ id: 1, title: "Kitchen", sortOrder: 0, products: [fridge, line("104", "Korra rangehood", 1, 1)], files: [] }],
      cart: { products: [fridge], total: 1299 },
    });
    await user.click(screen.getByRole("button", { name: pageTexts.reload }));
    expect(await screen.findByRole("checkbox", { name: "Select Korra rangehood" })).not.toBeChecked();
    expect(checkbox("Select Korra fridge")).toBeChecked();
    expect(checkbox("Select folder Kitchen")).toBeChecked();
    expect(screen.queryByRole("checkbox", { name: "Select Korra washer" })).not.toBeInTheDocument();
    expect(screen.getByText(quoteTexts.selectedCount(1, 1))).toBeInTheDocument();
  });

  it("sends the selection to the cart", async () => {
    const { sent } = renderProjectRoute("/project/7", {
      answers: projectAnswers({
        "POST /api/projects/cart": { cartId: "c", products: [], rewards: [], productCount: 1, orderTotal: 1299, messages: [], errors: [] },
      }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("checkbox", { name: "Select folder Laundry" }));
    await user.click(screen.getByRole("button", { name: pageTexts.toCart }));
    await waitFor(() =>
      expect(sent.find((entry) => entry.call === "POST /api/projects/cart")?.body).toEqual({
        projectId: 7,
        selectedProductCodes: ["101", "102"],
        selectedFolders: [1],
      }),
    );
  });
});

describe("adding a product", () => {
  it("adds a SKU to a folder and says 'Successfully updated!'", async () => {
    const { sent } = renderProjectRoute("/project/7", { answers: projectAnswers({ "POST /api/projects/product": projectFixture() }) });
    const user = userEvent.setup();
    const form = await screen.findByRole("form", { name: "Add product to Laundry" });
    await user.type(within(form).getByRole("textbox", { name: "Product SKU" }), "KOR-DR-200");
    await user.click(within(form).getByRole("button", { name: "Add product" }));
    expect(await screen.findByText(PROJECT_TOASTS.updated)).toBeInTheDocument();
    expect(sent.find((entry) => entry.call === "POST /api/projects/product")?.body).toEqual({
      projectId: 7,
      folderId: 2,
      sku: "KOR-DR-200",
    });
  });

  it("empties the SKU once added, but keeps the next SKU typed while the change log is read", async () => {
    let changeLogRead: (answer: unknown) => void = () => undefined;
    let reads = 0;
    const answers = projectAnswers({
      "POST /api/projects/product": projectFixture(),
      "GET /api/v2/project/changelogs": () =>
        reads++ === 0 ? { items: [], totalCount: 0 } : new Promise((resolve) => (changeLogRead = resolve)),
    });
    renderProjectRoute("/project/7", { answers });
    const user = userEvent.setup();
    const form = await screen.findByRole("form", { name: "Add product to Laundry" });
    const sku = within(form).getByRole("textbox", { name: "Product SKU" });
    await user.type(sku, "KOR-DR-200");
    await user.click(within(form).getByRole("button", { name: "Add product" }));
    await waitFor(() => expect(reads).toBe(2));
    await user.clear(sku);
    await user.type(sku, "KOR-WM-300");
    changeLogRead({ items: [], totalCount: 0 });
    expect(await screen.findByText(PROJECT_TOASTS.updated)).toBeInTheDocument();
    expect(sku).toHaveValue("KOR-WM-300");

    await user.click(within(form).getByRole("button", { name: "Add product" }));
    await waitFor(() => expect(reads).toBe(3));
    changeLogRead({ items: [], totalCount: 0 });
    await waitFor(() => expect(sku).toHaveValue(""));
  });
});

describe("an empty project and the outline (spec 3 §4, §8)", () => {
  it("shows the 204 of an empty project from its outline", async () => {
    renderProjectRoute("/project/7", {
      answers: projectAnswers({
        "GET /api/v2/project/7": () => new Response(null, { status: 204 }),
        "GET /api/v2/project/outline/7": { ...projectFixture(), folders: [], productCount: 0 },
      }),
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Harper kitchen" })).toBeInTheDocument();
    expect(screen.getByText(pageTexts.emptyProject)).toBeInTheDocument();
  });

  it("says 'Could not load project outline!' when the outline fails", async () => {
    renderProjectRoute("/project/7", {
      answers: projectAnswers({
        "GET /api/v2/project/7": () => new Response(null, { status: 204 }),
        "GET /api/v2/project/outline/7": () => Response.json({ message: "boom" }, { status: 500 }),
      }),
    });
    expect(await screen.findByText(PROJECT_TOASTS.outlineFailedAlert)).toBeInTheDocument();
    expect(await screen.findByText(PROJECT_TOASTS.outlineFailed)).toBeInTheDocument();
  });
});

describe("product tabs (spec 3 §2)", () => {
  it("offers the six tabs by keyboard, Stock first", async () => {
    renderProjectRoute("/project/7");
    const tabs = await screen.findByRole("tablist", { name: productTexts.tabs("Korra fridge") });
    expect(
      within(tabs)
        .getAllByRole("tab")
        .map((tab) => tab.textContent),
    ).toEqual(["Stock", "Price", "Competitor price", "Notes", "Variations", "Attachments"]);
    expect(within(tabs).getByRole("tab", { name: "Stock" })).toHaveAttribute("aria-selected", "true");
    const user = userEvent.setup();
    within(tabs).getByRole("tab", { name: "Stock" }).focus();
    await user.keyboard("{ArrowRight}{ArrowRight}");
    expect(within(tabs).getByRole("tab", { name: "Competitor price" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tabpanel", { name: "Competitor price" })).toBeInTheDocument();
  });

  it("adds a note, says 'Successfully updated!' and reads the change log again", async () => {
    const { sent, calls } = renderProjectRoute("/project/7", {
      answers: projectAnswers({ "POST /api/v2/project/product-note": projectFixture() }),
    });
    const user = userEvent.setup();
    const tabs = await screen.findByRole("tablist", { name: productTexts.tabs("Korra oven") });
    await user.click(within(tabs).getByRole("tab", { name: "Notes" }));
    await user.type(screen.getByRole("textbox", { name: noteTexts.note }), "Needs a 600 mm cavity");
    await user.click(screen.getByRole("button", { name: noteTexts.add }));
    expect(await screen.findByText(PROJECT_TOASTS.updated)).toBeInTheDocument();
    expect(sent.find((entry) => entry.call === "POST /api/v2/project/product-note")?.body).toEqual({
      projectId: 7,
      sku: "SKU-102",
      notes: "Needs a 600 mm cavity",
    });
    await waitFor(() => expect(calls.filter((call) => call === "GET /api/v2/project/changelogs")).toHaveLength(2));
  });

  it("deletes a note and says 'Successfully deleted'", async () => {
    renderProjectRoute("/project/7", {
      answers: projectAnswers({ "DELETE /api/v2/project/product-note": projectFixture({ productNotes: [] }) }),
    });
    const user = userEvent.setup();
    const tabs = await screen.findByRole("tablist", { name: productTexts.tabs("Korra fridge") });
    await user.click(within(tabs).getByRole("tab", { name: "Notes" }));
    expect(screen.getByText("Customer wants the left-hand door.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: noteTexts.remove }));
    expect(await screen.findByText(PROJECT_TOASTS.deleted)).toBeInTheDocument();
    expect(screen.getByText(noteTexts.empty)).toBeInTheDocument();
  });

  it("refuses a file over 10 MB before sending it, in an alert", async () => {
    const { calls } = renderProjectRoute("/project/7");
    const user = userEvent.setup({ applyAccept: false });
    const tabs = await screen.findByRole("tablist", { name: productTexts.tabs("Korra fridge") });
    await user.click(within(tabs).getByRole("tab", { name: "Attachments" }));
    const big = new File(["x"], "plan.pdf", { type: "application/pdf" });
    Object.defineProperty(big, "size", { value: 11 * 1024 * 1024 });
    const panel = screen.getByRole("tabpanel", { name: "Attachments" });
    await user.upload(within(panel).getByLabelText("Attach a file"), big);
    await user.click(within(panel).getByRole("button", { name: "Upload file" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Attachments can be at most 10 MB.");
    expect(calls).not.toContain("POST /api/v2/project/attachment");
  });
});

describe("attachment types and transfers", () => {
  it("refuses a file of another type before sending it, in an alert", async () => {
    renderProjectRoute("/project/7");
    const user = userEvent.setup({ applyAccept: false });
    const tabs = await screen.findByRole("tablist", { name: productTexts.tabs("Korra fridge") });
    await user.click(within(tabs).getByRole("tab", { name: "Attachments" }));
    const panel = screen.getByRole("tabpanel", { name: "Attachments" });
    await user.upload(within(panel).getByLabelText("Attach a file"), new File(["x"], "run.exe", { type: "application/x-msdownload" }));
    await user.click(within(panel).getByRole("button", { name: "Upload file" }));
    expect(await within(panel).findByRole("alert")).toHaveTextContent(PROJECT_MESSAGES.attachmentType);
  });

  it("uploads an allowed file as multipart and says 'Successfully updated!'", async () => {
    const { calls } = renderProjectRoute("/project/7", {
      answers: projectAnswers({ "POST /api/v2/project/attachment": projectFixture() }),
    });
    const user = userEvent.setup();
    const tabs = await screen.findByRole("tablist", { name: productTexts.tabs("Korra fridge") });
    await user.click(within(tabs).getByRole("tab", { name: "Attachments" }));
    const panel = screen.getByRole("tabpanel", { name: "Attachments" });
    await user.upload(within(panel).getByLabelText("Attach a file"), new File(["plan"], "plan.pdf", { type: "application/pdf" }));
    await user.click(within(panel).getByRole("button", { name: "Upload file" }));
    expect(await screen.findByText(PROJECT_TOASTS.updated)).toBeInTheDocument();
    expect(calls).toContain("POST /api/v2/project/attachment");
  });

  it("moves a product to another project's folder from the transfer dialog", async () => {
    const { sent } = renderProjectRoute("/project/7", {
      answers: projectAnswers({
        "GET /api/projects/list-item": {
          items: [
            { id: 7, name: "Harper kitchen", projectRef: "P000007", folders: [] },
            { id: 9, name: "Harper laundry", projectRef: "P000009", folders: [{ id: 5, title: "Main" }] },
          ],
          totalCount: 2,
        },
        "GET /api/v2/project/outline/9": {
          ...projectFixture({ id: 9, name: "Harper laundry" }),
          folders: [{ id: 5, title: "Main", sortOrder: 0, productCount: 2 }],
          productCount: 2,
        },
        "POST /api/v2/project/product-transfer": projectFixture(),
      }),
    });
    const user = userEvent.setup();
    const fridge = await screen.findByRole("article", { name: "Korra fridge" });
    await user.click(within(fridge).getByRole("button", { name: productTexts.transfer }));
    const dialog = await screen.findByRole("dialog", { name: transferTexts.title("Korra fridge") });
    await user.selectOptions(within(dialog).getByRole("combobox", { name: transferTexts.project }), "9");
    await user.selectOptions(await within(dialog).findByRole("combobox", { name: transferTexts.folder }), "5");
    await user.click(within(dialog).getByRole("button", { name: transferTexts.submit }));
    await waitFor(() =>
      expect(sent.find((entry) => entry.call === "POST /api/v2/project/product-transfer")?.body).toEqual({
        sourceProjectId: 7,
        productCode: "101",
        targetProjectId: 9,
        targetFolderId: 5,
        copy: false,
      }),
    );
    expect(await screen.findByText(PROJECT_TOASTS.updated)).toBeInTheDocument();
  });
});

describe("project messages (spec 3 §8)", () => {
  const failing = () => Response.json({ message: "boom" }, { status: 500 });

  it("says 'An error occurred getting projects.' when the project cannot be read", async () => {
    renderProjectRoute("/project/7", { answers: projectAnswers({ "GET /api/v2/project/7": failing }) });
    expect(await screen.findByText(PROJECT_ERROR_MESSAGES.projects)).toBeInTheDocument();
  });

  it.each([
    ["project list", "GET /api/v2/project/minimal", PROJECT_ERROR_MESSAGES.projectList],
    ["logs", "GET /api/v2/project/changelogs", PROJECT_ERROR_MESSAGES.logs],
    ["store view", "GET /api/store/select-view", PROJECT_ERROR_MESSAGES.storeView],
    ["customer project count", "GET /api/v2/project/customer-project-count", PROJECT_ERROR_MESSAGES.customerProjectCount],
  ])("says the %s message when its read fails", async (_name, call, message) => {
    renderProjectRoute("/project/7", { answers: projectAnswers({ [call]: failing }) });
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it.each([
    [quoteTexts.email, "POST /api/v2/project/email", PROJECT_ERROR_MESSAGES.sendingEmail],
    [quoteTexts.shared, "POST /api/projects/shared-project-status", PROJECT_ERROR_MESSAGES.sharedStatus],
    [quoteTexts.lock, "POST /api/v2/project/lock-price", PROJECT_ERROR_MESSAGES.locking],
  ])("shows an error toast when '%s' fails", async (button, call, message) => {
    renderProjectRoute("/project/7", { answers: projectAnswers({ [call]: failing }) });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: button }));
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
  });

  it("says 'An error occurred cancelling lock project.' when cancelling the lock fails", async () => {
    const locked = projectFixture({
      priceLock: { lockedAt: "2026-11-20T01:00:00Z", expiryDate: "2026-12-04T12:59:59Z", user: "Morgan Staff", active: true },
    });
    renderProjectRoute("/project/7", {
      answers: projectAnswers({ "GET /api/v2/project/7": locked, "DELETE /api/v2/project/lock-price": failing }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: quoteTexts.cancelLock }));
    expect(await screen.findByRole("alert")).toHaveTextContent(PROJECT_ERROR_MESSAGES.cancellingLock);
  });

  it("says 'Successfully sent' when the project is emailed", async () => {
    renderProjectRoute("/project/7", {
      answers: projectAnswers({ "POST /api/v2/project/email": projectFixture({ projectEmailed: true }) }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: quoteTexts.email }));
    expect(await screen.findByText(PROJECT_TOASTS.sent)).toBeInTheDocument();
    expect(screen.getByText(quoteTexts.emailed)).toBeInTheDocument();
  });

  it("says 'An error occurred getting referrer.' when the referrer lookup fails", async () => {
    renderProjectRoute("/project/7", { answers: projectAnswers({ "GET /api/v2/project/kad/Jo": failing }) });
    const user = userEvent.setup();
    await user.type(await screen.findByRole("searchbox", { name: "Find a referrer" }), "Jo");
    await user.click(screen.getByRole("button", { name: "Search referrers" }));
    expect(await screen.findByText(PROJECT_ERROR_MESSAGES.referrer)).toBeInTheDocument();
  });

  it("shows 'Update Failed!' when a save is refused without a message", async () => {
    renderProjectRoute("/project/7", { answers: projectAnswers({ "POST /api/v2/project/customer": failing }) });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Save customer" }));
    expect((await screen.findAllByText(PROJECT_TOASTS.failed)).length).toBeGreaterThan(0);
  });

  it("shows the server's form errors when a save is refused with them", async () => {
    renderProjectRoute("/project/7", {
      answers: projectAnswers({ "POST /api/v2/project/customer": () => Response.json(["Enter a valid email."], { status: 400 }) }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Save customer" }));
    expect(await screen.findByText("Enter a valid email.")).toBeInTheDocument();
  });
});
