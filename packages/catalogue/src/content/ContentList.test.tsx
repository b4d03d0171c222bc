import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Suspense } from "react";
import { describe, expect, it } from "vitest";
import type { ContentEntry } from "@storefront/api-client/content";
import { fakeApi, renderWithProviders } from "../test-helpers";
import { CONTENT_PAGE_SIZE, ContentList } from "./ContentList";

const recipe = (index: number): ContentEntry => ({
  kind: "recipes",
  slug: `recipe-${index}`,
  title: `Recipe ${index}`,
  summary: "Dinner in twenty minutes.",
  body: "<p>Cook it.</p>",
  publishedOn: "2026-10-01",
  uri: `/recipes/recipe-${index}`,
  details: {},
});

function renderRecipes(path: string) {
  const api = fakeApi({
    "GET /api/content/recipes": ({ url }: { url: URL }) => {
      const page = Number(url.searchParams.get("page"));
      const items = Array.from({ length: CONTENT_PAGE_SIZE }, (_, index) => recipe((page - 1) * CONTENT_PAGE_SIZE + index + 1));
      return { items, totalCount: 30, page, pageSize: CONTENT_PAGE_SIZE };
    },
  });
  const element = (
    <Suspense fallback={<p>Loading</p>}>
      <ContentList kind="recipes" emptyTitle="No recipes yet" label="Recipes" />
    </Suspense>
  );
  return { ...renderWithProviders([{ path: "/recipes", element }], { path, api: api.client }), api };
}

describe("ContentList", () => {
  it("pages with links, so a page works before hydration and without JavaScript (issue 40)", async () => {
    const { router } = renderRecipes("/recipes?page=2");
    const pages = await screen.findByRole("navigation", { name: "Recipes pages" });
    expect(within(pages).getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    expect(within(pages).getByRole("link", { name: "Page 1" })).toHaveAttribute("href", "/recipes");
    expect(within(pages).getByRole("link", { name: "Page 3" })).toHaveAttribute("href", "/recipes?page=3");
    await userEvent.click(within(pages).getByRole("link", { name: "Page 3" }));
    await waitFor(() => expect(router.state.location.search).toBe("?page=3"));
    expect(await screen.findByRole("link", { name: /Recipe 25/ })).toBeInTheDocument();
  });
});
