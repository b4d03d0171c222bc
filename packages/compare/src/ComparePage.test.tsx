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
