import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { PROJECT_ERROR_MESSAGES } from "@storefront/api-contract/projects";
import { resetSession } from "@storefront/page-kit/testing";
import { competitorTexts, stockTexts } from "../project-texts";
import { competitorPricesFixture, projectAnswers, renderProjectRoute, stockFixture } from "../test-helpers";

beforeEach(() => resetSession());

const failing = () => Response.json({ message: "boom" }, { status: 500 });

/** The fridge's line: every line shows its Stock tab first, so each test looks in one. */
const fridge = () => screen.findByRole("article", { name: "Korra fridge" });

/** The body rows of a table, each as its cells' text (the row header first). */
const bodyRows = (table: HTMLElement) =>
  within(table)
    .getAllByRole("row")
    .slice(1)
    .map((row) => Array.from((row as HTMLTableRowElement).cells, (cell) => cell.textContent));

describe("the Stock tab (GET /api/stock, every store)", () => {
  it("shows each store's stock in a table, with the product's stock status and total", async () => {
    renderProjectRoute("/project/7");
    const line = await fridge();
    const table = await within(line).findByRole("table", { name: stockTexts.caption });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((header) => header.textContent),
    ).toEqual(["Store", "State", "Available", "On order"]);
    expect(bodyRows(table)).toEqual([
      [`Glebe${stockTexts.myStore}`, "NSW", "2", "0"],
      ["Richmond", "VIC", "5", "1"],
      ["Subiaco", "WA", "0", "4"],
    ]);
    expect(within(line).getByText("In stock")).toBeInTheDocument();
    expect(within(line).getByText("7")).toBeInTheDocument();
  });

  it("lists the staff member's store first and marks it", async () => {
    const stores = stockFixture().stores;
    renderProjectRoute("/project/7", {
      answers: projectAnswers({ "GET /api/stock": stockFixture({ stores: [stores[1]!, stores[2]!, stores[0]!] }) }),
    });
    const table = await within(await fridge()).findByRole("table", { name: stockTexts.caption });
    const [first, ...others] = within(table).getAllByRole("rowheader");
    expect(first).toHaveTextContent(`Glebe${stockTexts.myStore}`);
    for (const other of others) expect(other).not.toHaveTextContent(stockTexts.myStore);
  });

  it("says so when no store has stock figures", async () => {
    renderProjectRoute("/project/7", {
      answers: projectAnswers({ "GET /api/stock": stockFixture({ totalAvailable: 0, stores: [] }) }),
    });
    const line = await fridge();
    expect(await within(line).findByText(stockTexts.empty)).toBeInTheDocument();
    expect(within(line).queryByRole("table")).not.toBeInTheDocument();
  });

  it("says 'An error occurred getting stock.' in an alert when the read fails", async () => {
    renderProjectRoute("/project/7", { answers: projectAnswers({ "GET /api/stock": failing }) });
    expect(await within(await fridge()).findByRole("alert")).toHaveTextContent(PROJECT_ERROR_MESSAGES.stock);
  });
});

describe("the Competitor price tab (GET /api/product/competitor-prices)", () => {
  async function openCompetitorTab() {
    const line = await fridge();
    await userEvent.setup().click(within(line).getByRole("tab", { name: "Competitor price" }));
    return within(line).getByRole("tabpanel", { name: "Competitor price" });
  }

  it("shows each competitor's price and when it was checked, beside our price", async () => {
    renderProjectRoute("/project/7");
    const panel = await openCompetitorTab();
    const table = await within(panel).findByRole("table", { name: competitorTexts.caption });
    expect(bodyRows(table)).toEqual([
      ["Appliance Barn", `$1,249.95${competitorTexts.cheapest}`, "18 Nov 2026", "View at Appliance Barn"],
      ["The Good Buy", "$1,329", "19 Nov 2026", ""],
    ]);
    expect(within(panel).getByText(competitorTexts.ourPrice).nextElementSibling).toHaveTextContent("$1,299");
  });

  it("links to a competitor's product page only when it has one", async () => {
    renderProjectRoute("/project/7");
    const panel = await openCompetitorTab();
    const table = await within(panel).findByRole("table", { name: competitorTexts.caption });
    expect(within(table).getAllByRole("link")).toHaveLength(1);
    expect(within(table).getByRole("link", { name: "View at Appliance Barn" })).toHaveAttribute(
      "href",
      "https://appliancebarn.example.com/p/korra-fridge",
    );
  });

  it("marks the cheapest price only", async () => {
    renderProjectRoute("/project/7");
    const panel = await openCompetitorTab();
    await within(panel).findByRole("table", { name: competitorTexts.caption });
    expect(within(panel).getAllByText(competitorTexts.cheapest)).toHaveLength(1);
    expect(within(panel).getByText(competitorTexts.cheapest).closest("tr")).toHaveTextContent("Appliance Barn");
  });

  it("says so when no competitor sells the product", async () => {
    renderProjectRoute("/project/7", {
      answers: projectAnswers({ "GET /api/product/competitor-prices": competitorPricesFixture({ prices: [] }) }),
    });
    const panel = await openCompetitorTab();
    expect(await within(panel).findByText(competitorTexts.empty)).toBeInTheDocument();
    expect(within(panel).queryByRole("table")).not.toBeInTheDocument();
  });

  it("says 'An error occurred getting competitor prices.' in an alert when the read fails", async () => {
    renderProjectRoute("/project/7", { answers: projectAnswers({ "GET /api/product/competitor-prices": failing }) });
    const panel = await openCompetitorTab();
    expect(await within(panel).findByRole("alert")).toHaveTextContent(PROJECT_ERROR_MESSAGES.competitorPrices);
  });
});
