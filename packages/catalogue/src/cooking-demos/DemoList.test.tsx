import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { cookingDemo, fakeApi, renderWithProviders, storeFixture } from "../test-helpers";
import { DemoList, DEMOS_FAILED_TEXT } from "./DemoList";

const page = (items = [cookingDemo(), cookingDemo({ id: 11, title: "Wok skills", availability: 1, price: 25 })]) => ({
  items,
  totalCount: items.length,
  pageNo: 1,
  recordsPerPage: 12,
  totalPages: 1,
  startDate: "2030-11-22",
});

const lists = {
  "GET /api/store": { items: [storeFixture], totalCount: 1 },
  "GET /api/brands": {
    items: [{ name: "Ostara", slug: "ostara", uri: "/brands/ostara", image: "", description: "", productCount: 3 }],
    totalCount: 1,
  },
};

function renderDemos(path: string, demos: unknown) {
  const api = fakeApi({ ...lists, "GET /api/v2/cookingdemo": demos });
  const view = renderWithProviders([{ path: "/cooking-demos", element: <DemoList /> }], { path, api: api.client });
  return { ...view, api, demoCalls: () => api.callsTo("/api/v2/cookingdemo") };
}

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

describe("DemoList", () => {
  it("shows loading, then the demos with what each one offers", async () => {
    const answer = deferred<unknown>();
    const { container } = renderDemos("/cooking-demos", () => answer.promise);
    expect(container.querySelector("[data-status]")).toHaveAttribute("data-status", "Loading");
    expect(screen.getByText("Loading cooking demos")).toBeInTheDocument();
    answer.resolve(page());
    expect(await screen.findByRole("link", { name: "Coffee at home with Ostara" })).toHaveAttribute("href", "/cooking-demos/10");
    expect(container.querySelector("[data-status]")).toHaveAttribute("data-status", "Success");
    expect(screen.getByText("RSVP · 20 places left")).toBeInTheDocument();
    expect(screen.getByText("Join the wait list")).toBeInTheDocument();
  });

  it("retries a failed fetch once, then shows the failure with a way to try again", async () => {
    let fail = true;
    const { demoCalls } = renderDemos("/cooking-demos", () => (fail ? Response.json({ message: "down" }, { status: 500 }) : page()));
    expect(await screen.findByText(DEMOS_FAILED_TEXT)).toBeInTheDocument();
    expect(demoCalls()).toHaveLength(2);
    fail = false;
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("link", { name: "Coffee at home with Ostara" })).toBeInTheDocument();
  });

  it("pages with links that keep the filters, so a page works before hydration and without JavaScript (issue 40)", async () => {
    const items = Array.from({ length: 12 }, (_, index) => cookingDemo({ id: 100 + index, title: `Demo ${index + 1}` }));
    const { router } = renderDemos("/cooking-demos?brand=ostara", { ...page(items), totalCount: 30, totalPages: 3 });
    const pages = await screen.findByRole("navigation", { name: "Cooking demo pages" });
    expect(within(pages).getByRole("link", { name: "Page 2" })).toHaveAttribute("href", "/cooking-demos?brand=ostara&pageNo=2");
    expect(within(pages).getByRole("link", { name: "Page 1" })).toHaveAttribute("href", "/cooking-demos?brand=ostara");
    await userEvent.click(within(pages).getByRole("link", { name: "Page 3" }));
    await waitFor(() => expect(router.state.location.search).toBe("?brand=ostara&pageNo=3"));
  });

  it("filters by store, brand (lowercased), type and event, in the address and the API query", async () => {
    const { router, demoCalls } = renderDemos("/cooking-demos?pageNo=2", page());
    await screen.findByRole("link", { name: "Coffee at home with Ostara" });
    await userEvent.selectOptions(screen.getByLabelText("Brand"), "ostara");
    await waitFor(() => expect(router.state.location.search).toBe("?brand=ostara"));
    await userEvent.selectOptions(screen.getByLabelText("Store"), "richmond");
    await userEvent.selectOptions(screen.getByLabelText("Type"), "2");
    await userEvent.selectOptions(screen.getByLabelText("Event"), "Masterclass");
    await userEvent.selectOptions(screen.getByLabelText("Sort"), "2");
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        "?storeUri=richmond&brand=ostara&cookingDemoType=2&cookingDemoSubEventType=Masterclass&sortDirection=2",
      ),
    );
    await waitFor(() => {
      const query = demoCalls().at(-1)?.url.searchParams;
      expect(Object.fromEntries(query ?? [])).toEqual({
        storeUri: "richmond",
        brand: "ostara",
        cookingDemoType: "2",
        cookingDemoSubEventType: "Masterclass",
        sortDirection: "2",
        pageNo: "1",
        recordsPerPage: "12",
      });
    });
  });

  it("says when no demo matches the filters and clears them", async () => {
    const { router } = renderDemos("/cooking-demos?storeUri=richmond", ({ url }: { url: URL }) =>
      url.searchParams.get("storeUri") ? page([]) : page(),
    );
    expect(await screen.findByText("No cooking demos match these filters")).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole("button", { name: "Clear filters" })[0] as HTMLElement);
    await waitFor(() => expect(router.state.location.search).toBe(""));
    expect(await screen.findByRole("link", { name: "Coffee at home with Ostara" })).toBeInTheDocument();
  });
});
