import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { compareKeys } from "@storefront/api-client/compare";
import { AddToCompare } from "./AddToCompare";
import { TooManyProductsDialog } from "./TooManyProductsDialog";
import { fakeCompareApi, renderCompare, resetCompare } from "./test-helpers";

beforeEach(resetCompare);

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
  it("reads the list once for every tick on the page and holds no writes until one is ticked", async () => {
    const api = fakeCompareApi(["B"]);
    const { queryClient } = renderCompare(page(), { fetch: api.fetch });
    await waitFor(() => expect(screen.getByRole("checkbox", { name: "Add to Compare: Oven B" })).toBeChecked());
    expect(screen.getByRole("checkbox", { name: "Add to Compare: Oven A" })).not.toBeChecked();
    expect(api.calls.filter((call) => call === "GET /api/compare")).toHaveLength(1);
    expect(queryClient.getQueryCache().find({ queryKey: compareKeys.list() })?.getObserversCount()).toBe(1);
    expect(queryClient.getMutationCache().getAll()).toHaveLength(0);
  });

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

  it("keeps all three products of three quick ticks on a first visit, the writes going in turn", async () => {
    const api = fakeCompareApi([], { writeDelayMs: 30 });
    renderCompare(page(), { fetch: api.fetch, writesInTurn: true });
    for (const sku of ["A", "B", "C"]) await userEvent.click(screen.getByRole("checkbox", { name: `Add to Compare: Oven ${sku}` }));
    for (const sku of ["A", "B", "C"]) expect(screen.getByRole("checkbox", { name: `Add to Compare: Oven ${sku}` })).toBeChecked();
    await waitFor(() => expect(api.skus()).toEqual(["A", "B", "C"]));
    await waitFor(() => expect(api.calls.filter((call) => call.startsWith("POST"))).toHaveLength(3));
    expect(api.mostWritesInFlight()).toBe(1);
    for (const sku of ["A", "B", "C"]) expect(screen.getByRole("checkbox", { name: `Add to Compare: Oven ${sku}` })).toBeChecked();
  });

  it("undoes a refused add and says so in an error toast that stays, the server's words first", async () => {
    const api = fakeCompareApi();
    const fetch = async (input: RequestInfo | URL, init?: RequestInit) =>
      init?.method === "POST" ? Response.json({ message: "Compare is unavailable right now." }, { status: 500 }) : api.fetch(input, init);
    renderCompare(page(), { fetch });
    const box = screen.getByRole("checkbox", { name: "Add to Compare: Oven A" });
    await userEvent.click(box);
    expect(await screen.findByRole("alert")).toHaveTextContent("Compare is unavailable right now.");
    await waitFor(() => expect(box).not.toBeChecked());
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("says 'Update Failed!' when a removal gets no answer, and nothing when the product was already gone", async () => {
    const api = fakeCompareApi(["A", "B"]);
    const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method !== "DELETE") return api.fetch(input, init);
      if (String(input).endsWith("/A")) return Response.json({ message: "not found" }, { status: 404 });
      throw new TypeError("Failed to fetch");
    };
    renderCompare(page(), { fetch });
    const boxA = screen.getByRole("checkbox", { name: "Add to Compare: Oven A" });
    await waitFor(() => expect(boxA).toBeChecked());
    await userEvent.click(boxA);
    await waitFor(() => expect(boxA).toBeChecked());
    expect(screen.queryByRole("alert")).toBeNull();
    await userEvent.click(screen.getByRole("checkbox", { name: "Add to Compare: Oven B" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Update Failed!");
  });
});
