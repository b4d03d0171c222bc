import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { AddToCompare } from "./AddToCompare";
import { useCompareStore } from "./compare-store";
import { TooManyProductsDialog } from "./TooManyProductsDialog";
import { fakeCompareApi, renderCompare } from "./test-helpers";

beforeEach(() => {
  localStorage.clear();
  useCompareStore.setState({ comparisonProducts: [], tooManyOpen: false, hydrated: true, synced: false });
});

const products = ["A", "B", "C", "D"].map((sku, index) => ({ productId: index + 1, sku, title: `Oven ${sku}`, price: 100 }));

function page() {
  return [
    {
      path: "/",
      element: (
        <>
          {products.map((item) => (
            <AddToCompare key={item.sku} product={item} />
          ))}
          <TooManyProductsDialog />
        </>
      ),
    },
  ];
}

describe("AddToCompare", () => {
  it("adds and removes on the server as it is ticked and unticked", async () => {
    const api = fakeCompareApi();
    renderCompare(page(), { fetch: api.fetch });
    const box = screen.getByRole("checkbox", { name: "Add to Compare: Oven A" });
    await userEvent.click(box);
    expect(box).toBeChecked();
    await waitFor(() => expect(api.skus()).toEqual(["A"]));
    await userEvent.click(box);
    expect(box).not.toBeChecked();
    await waitFor(() => expect(api.skus()).toEqual([]));
  });

  it("keeps at most three products and opens the dialog on the fourth", async () => {
    const api = fakeCompareApi();
    renderCompare(page(), { fetch: api.fetch });
    for (const sku of ["A", "B", "C"]) await userEvent.click(screen.getByRole("checkbox", { name: `Add to Compare: Oven ${sku}` }));
    await userEvent.click(screen.getByRole("checkbox", { name: "Add to Compare: Oven D" }));

    const dialog = await screen.findByRole("dialog", { name: "Too many products" });
    expect(dialog).toHaveTextContent(
      "You've already selected 3 products to compare. That's the maximum. To compare this product, please remove another first.",
    );
    expect(screen.getByRole("checkbox", { name: "Add to Compare: Oven D" })).not.toBeChecked();
    await userEvent.click(screen.getByRole("button", { name: "Got it" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(api.calls.filter((call) => call.startsWith("POST"))).toHaveLength(3);
  });
});
