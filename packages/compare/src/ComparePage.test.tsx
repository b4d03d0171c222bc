import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "@storefront/page-kit/testing";
import { ComparePage, specificationRows } from "./ComparePage";

const record = (sku: string, capacity: string) => ({
  productId: 1,
  sku,
  slug: sku,
  uri: `/p/${sku}`,
  title: `Fridge ${sku}`,
  brand: "Norrland",
  currency: "AUD",
  price: 1000,
  rrp: 1000,
  ribbons: [],
  stockStatus: "inStock",
  images: [{ url: `/img/${sku}.svg`, thumbUrl: "", path: "", type: "image", alt: "" }],
  specifications: [
    {
      group: "Capacity",
      items: [
        { name: "Total", value: capacity },
        { name: "Doors", value: "2" },
      ],
    },
  ],
});

describe("compare page", () => {
  it("marks the rows whose values differ", () => {
    const rows = specificationRows([record("A", "510L"), record("B", "600L")]);
    expect(rows.map((row) => [row.name, row.different])).toEqual([
      ["Total", true],
      ["Doors", false],
    ]);
  });

  it("shows the products of ?sku=a~b side by side and highlights differences on request", async () => {
    const fetch = async (input: RequestInfo | URL) => {
      const url = new URL(String(input));
      expect(url.searchParams.get("SkuList")).toBe("A~B");
      return new Response(JSON.stringify({ products: [record("A", "510L"), record("B", "600L")], missingSkus: [] }), {
        headers: { "content-type": "application/json" },
      });
    };
    renderWithProviders([{ path: "/compare", element: <ComparePage /> }], { path: "/compare?sku=A~B", fetch });
    expect(await screen.findByRole("link", { name: "Fridge A" })).toBeInTheDocument();
    const total = screen.getByRole("rowheader", { name: "Total" }).closest("tr");
    expect(total).not.toHaveAttribute("data-different");
    await userEvent.click(screen.getByRole("checkbox", { name: "Highlight differences" }));
    expect(total).toHaveAttribute("data-different", "true");
    expect(screen.getByRole("rowheader", { name: "Doors" }).closest("tr")).not.toHaveAttribute("data-different");
  });

  it("says when nothing is selected", () => {
    renderWithProviders([{ path: "/compare", element: <ComparePage /> }], { path: "/compare" });
    expect(screen.getByText(/No product selected/)).toBeInTheDocument();
  });
});

describe("compare page: the brand's settings (issue 20 item 1)", () => {
  const rated = (sku: string, capacity: string, rating: number, reviewCount: number) => ({ ...record(sku, capacity), rating, reviewCount });
  const fetch = async () => Response.json({ products: [rated("A", "510L", 4.5, 12), rated("B", "600L", 3.8, 1)], missingSkus: [] });
  const show = (settings: Record<string, string>) =>
    renderWithProviders([{ path: "/compare", element: <ComparePage /> }], { path: "/compare?sku=A~B", fetch, settings });

  it("shows no comparison, only a way back, when ComparePageEnabled is false", () => {
    show({ ComparePageEnabled: "false" });
    expect(screen.getByRole("heading", { level: 1, name: "Compare products" })).toBeInTheDocument();
    expect(screen.getByText(/Comparing products is not available at the moment/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Browse products" })).toHaveAttribute("href", "/products");
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });

  it("has no highlight toggle when ComparePageHighlightDifferencesEnabled is false", async () => {
    show({ ComparePageHighlightDifferencesEnabled: "false", ComparePageHighlightToggleDefault: "true" });
    expect(await screen.findByRole("link", { name: "Fridge A" })).toBeInTheDocument();
    expect(screen.queryByRole("checkbox", { name: "Highlight differences" })).not.toBeInTheDocument();
    expect(screen.getByRole("rowheader", { name: "Total" }).closest("tr")).not.toHaveAttribute("data-different");
  });

  it("starts with the differences highlighted when ComparePageHighlightToggleDefault is true", async () => {
    show({ ComparePageHighlightDifferencesEnabled: "true", ComparePageHighlightToggleDefault: "true" });
    expect(await screen.findByRole("checkbox", { name: "Highlight differences" })).toBeChecked();
    const total = screen.getByRole("rowheader", { name: "Total" }).closest("tr");
    expect(total).toHaveAttribute("data-different", "true");
    await userEvent.click(screen.getByRole("checkbox", { name: "Highlight differences" }));
    expect(total).not.toHaveAttribute("data-different");
  });

  it("adds a reviews row with each product's average and count when ComparePageReviewSummary is true", async () => {
    show({ ComparePageReviewSummary: "true" });
    const row = (await screen.findByRole("rowheader", { name: "Reviews" })).closest("tr");
    expect(row).toHaveTextContent("Rated 4.5 out of 5 (12 reviews)");
    expect(row).toHaveTextContent("Rated 3.8 out of 5 (1 review)");
  });

  it("has no reviews row when ComparePageReviewSummary is false", async () => {
    show({ ComparePageReviewSummary: "false" });
    expect(await screen.findByRole("link", { name: "Fridge A" })).toBeInTheDocument();
    expect(screen.queryByRole("rowheader", { name: "Reviews" })).not.toBeInTheDocument();
  });
});
