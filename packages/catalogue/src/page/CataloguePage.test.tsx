import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { Link } from "react-router";
import { renderWithProviders } from "../test-helpers";
import { CataloguePage } from "./CataloguePage";

function deferred() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

describe("CataloguePage", () => {
  it("shows the skeleton of the page being loaded during a client navigation, then that page", async () => {
    const productLoaded = deferred();
    renderWithProviders(
      [
        {
          path: "/c/kitchen",
          element: (
            <CataloguePage>
              <h1>Kitchen</h1>
              <Link to="/p/korrin-freezer">Korrin freezer</Link>
            </CataloguePage>
          ),
        },
        {
          path: "/p/:slug",
          loader: async () => {
            await productLoaded.promise;
            return { dehydratedState: { queries: [], mutations: [] }, page: { title: "Korrin freezer" } };
          },
          element: (
            <CataloguePage>
              <h1>Korrin freezer</h1>
            </CataloguePage>
          ),
        },
      ],
      { path: "/c/kitchen" },
    );
    await userEvent.click(await screen.findByRole("link", { name: "Korrin freezer" }));
    expect(await screen.findByText("Loading product")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Kitchen" })).not.toBeInTheDocument();
    productLoaded.resolve();
    expect(await screen.findByRole("heading", { name: "Korrin freezer" })).toBeInTheDocument();
    expect(screen.queryByText("Loading product")).not.toBeInTheDocument();
  });

  it("shows the not-found page when the loader answered 404", async () => {
    renderWithProviders(
      [
        {
          path: "/brands/:uri",
          loader: () => ({ dehydratedState: { queries: [], mutations: [] }, page: { notFound: true } }),
          element: <CataloguePage>brand</CataloguePage>,
        },
      ],
      { path: "/brands/nobody" },
    );
    expect(await screen.findByRole("heading", { level: 1, name: "Page not found" })).toBeInTheDocument();
    expect(screen.queryByText("brand")).not.toBeInTheDocument();
  });

  it("navigates inside the app for plain links to the app's own routes", async () => {
    const { router } = renderWithProviders(
      [
        {
          path: "/s/about-us",
          element: (
            <CataloguePage>
              <div dangerouslySetInnerHTML={{ __html: '<a href="/stores">our stores</a> <a href="https://partner.test/">partner</a>' }} />
            </CataloguePage>
          ),
        },
        { path: "/stores", element: <p>Stores page</p> },
      ],
      { path: "/s/about-us" },
    );
    await userEvent.click(await screen.findByRole("link", { name: "our stores" }));
    expect(await screen.findByText("Stores page")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/stores");
  });
});
