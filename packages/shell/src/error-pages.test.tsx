import { screen } from "@testing-library/react";
import { data } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { ShellErrorPage } from "./root";
import { renderWithProviders } from "./test-helpers";

/** A page whose loader throws, under the root's error page. */
function renderFailingPage(thrown: unknown) {
  const failing = () => {
    throw thrown;
  };
  return renderWithProviders([{ path: "/c/:slug", loader: failing, Component: () => null, ErrorBoundary: ShellErrorPage }], {
    path: "/c/fridges",
  });
}

describe("the root's error page (issue 18 item 2)", () => {
  it("shows the bad-request page for a 400, such as a malformed address", async () => {
    renderFailingPage(data({ message: "The address is not valid" }, { status: 400 }));
    expect(await screen.findByRole("heading", { level: 1, name: "This address isn't valid" })).toBeVisible();
    expect(screen.getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/");
  });

  it("never shows an unexpected error's message or stack, which could name server paths", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const error = new Error("ENOENT: no such file, open '/srv/shop/apps/wa/build/server/index.js'");
    renderFailingPage(error);
    expect(await screen.findByRole("heading", { level: 1, name: "We can't load the shop right now" })).toBeVisible();
    expect(document.body.textContent).not.toMatch(/ENOENT|\/srv\/|build\/server|at \w+ \(/);
  });
});
