import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { ALL_LINE_EDIT_RIGHTS, LINE_EDIT_RIGHTS, PROJECT_TOASTS } from "@storefront/api-contract/projects";
import { resetSession } from "@storefront/page-kit/testing";
import { quoteLineMessages } from "@storefront/validation/quote-line";
import { folderTexts, productTexts, quoteLineTexts } from "../project-texts";
import { projectAnswers, projectFixture, renderProjectRoute } from "../test-helpers";

beforeEach(() => resetSession());

const quoteForm = (title: string) => screen.findByRole("form", { name: quoteLineTexts.form(title) });

describe("quote-line edits on the project page (issue 45 item 12)", () => {
  it("offers every edit on an open quote and sends only what changed", async () => {
    const { sent } = renderProjectRoute("/project/7", { answers: projectAnswers({ "POST /api/projects/product": projectFixture() }) });
    const user = userEvent.setup();
    const form = await quoteForm("Korra fridge");
    await user.type(within(form).getByRole("textbox", { name: new RegExp(`^${quoteLineTexts.quotedPrice}`) }), "1199.5");
    const warranty = within(form).getByRole("combobox", { name: new RegExp(`^${quoteLineTexts.warranty}`) });
    await waitFor(() => expect(within(warranty).getByRole("option", { name: "3 year extended warranty ($199)" })).toBeInTheDocument());
    await user.selectOptions(warranty, "warranty-3y");
    await user.type(
      within(form).getByRole("textbox", { name: new RegExp(`^${quoteLineTexts.competitorUrl}`) }),
      "https://rival.com.au/p/1",
    );
    await user.click(within(form).getByRole("button", { name: quoteLineTexts.save }));
    expect(await screen.findByText(PROJECT_TOASTS.updated)).toBeInTheDocument();
    expect(sent.find((entry) => entry.call === "POST /api/projects/product")?.body).toEqual({
      projectId: 7,
      productCode: "101",
      quotedPrice: 1199.5,
      warrantyId: "warranty-3y",
      competitorUrl: "https://rival.com.au/p/1",
    });
  });

  it("checks the price and the competitor's page with the shared rules before sending", async () => {
    const { sent } = renderProjectRoute("/project/7");
    const user = userEvent.setup();
    const form = await quoteForm("Korra fridge");
    await user.type(within(form).getByRole("textbox", { name: new RegExp(`^${quoteLineTexts.quotedPrice}`) }), "12.345");
    await user.type(within(form).getByRole("textbox", { name: new RegExp(`^${quoteLineTexts.competitorUrl}`) }), "http://rival.com.au");
    await user.click(within(form).getByRole("button", { name: quoteLineTexts.save }));
    expect(await within(form).findByText(quoteLineMessages.quotedPrice)).toBeInTheDocument();
    expect(within(form).getByText(quoteLineMessages.competitorUrl)).toBeInTheDocument();
    expect(sent.some((entry) => entry.call === "POST /api/projects/product")).toBe(false);
  });

  it("makes the price read-only where the rights leave it out (a quoted quote, a price lock)", async () => {
    const rights = ALL_LINE_EDIT_RIGHTS & ~LINE_EDIT_RIGHTS.price;
    renderProjectRoute("/project/7", { answers: projectAnswers({ "GET /api/v2/project/7": projectFixture({ lineEditRights: rights }) }) });
    const form = await quoteForm("Korra fridge");
    expect(within(form).getByRole("textbox", { name: new RegExp(`^${quoteLineTexts.quotedPrice}`) })).toBeDisabled();
    expect(within(form).getByRole("combobox", { name: new RegExp(`^${quoteLineTexts.warranty}`) })).toBeEnabled();
    expect(within(form).getByRole("combobox", { name: new RegExp(`^${quoteLineTexts.install}`) })).toBeEnabled();
    expect(within(form).getByRole("textbox", { name: new RegExp(`^${quoteLineTexts.competitorUrl}`) })).toBeEnabled();
  });

  it("changes nothing on a won or lost quote: every field read-only and no save", async () => {
    renderProjectRoute("/project/7", {
      answers: projectAnswers({ "GET /api/v2/project/7": projectFixture({ quoteStatus: "Won", lineEditRights: 0 }) }),
    });
    const form = await quoteForm("Korra fridge");
    for (const field of within(form).getAllByRole("textbox")) expect(field).toBeDisabled();
    for (const field of within(form).getAllByRole("combobox")) expect(field).toBeDisabled();
    expect(within(form).queryByRole("button", { name: quoteLineTexts.save })).toBeNull();
    expect(within(form).getByText(quoteLineTexts.notAllowed)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: productTexts.remove })).toBeNull();
  });
});

describe("sort controls (issue 45 item 12)", () => {
  it("moves a folder down with the sort-folders call", async () => {
    const { sent } = renderProjectRoute("/project/7", {
      answers: projectAnswers({ "POST /api/v2/project/sort-folders": projectFixture() }),
    });
    const user = userEvent.setup();
    expect(await screen.findByRole("button", { name: folderTexts.moveUp("Kitchen") })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: folderTexts.moveDown("Kitchen") }));
    await waitFor(() =>
      expect(sent.find((entry) => entry.call === "POST /api/v2/project/sort-folders")?.body).toEqual({
        projects: [
          { projectId: 2, sortOrder: 1 },
          { projectId: 1, sortOrder: 2 },
        ],
      }),
    );
  });

  it("moves a product up in its folder, and sorts a folder's products by price", async () => {
    const { sent } = renderProjectRoute("/project/7", {
      answers: projectAnswers({ "POST /api/projects/sort-products": projectFixture() }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: productTexts.moveUp("Korra oven") }));
    await waitFor(() =>
      expect(sent.find((entry) => entry.call === "POST /api/projects/sort-products")?.body).toEqual({
        projectId: 7,
        folderId: 1,
        order: ["102", "101"],
      }),
    );
    const sortForm = screen.getByRole("form", { name: folderTexts.sortProductsSubmit("Kitchen") });
    await user.selectOptions(within(sortForm).getByRole("combobox", { name: folderTexts.sortProducts }), "priceDesc");
    await user.click(within(sortForm).getByRole("button", { name: folderTexts.sortProductsSubmit("Kitchen") }));
    await waitFor(() => expect(sent.filter((entry) => entry.call === "POST /api/projects/sort-products")).toHaveLength(2));
  });
});
