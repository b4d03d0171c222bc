import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "@storefront/page-kit/testing";
import Footer from "./Footer";

const render = (settings?: Record<string, string>) => renderWithProviders([{ path: "/", element: <Footer /> }], { settings });

describe("footer quick links (QuickLinks setting, issue 20 item 1)", () => {
  it("lists the setting's links under 'Quick links'", () => {
    render({
      QuickLinks: JSON.stringify([
        { title: "Track my order", url: "/account/orders" },
        { title: "Stores", url: "/stores" },
      ]),
    });
    const section = screen.getByRole("heading", { level: 2, name: "Quick links" }).closest("section") as HTMLElement;
    expect(within(section).getByRole("link", { name: "Track my order" })).toHaveAttribute("href", "/account/orders");
    expect(within(section).getByRole("link", { name: "Stores" })).toHaveAttribute("href", "/stores");
  });

  it("has no 'Quick links' without the setting, or with one that is not a list of links", () => {
    render({ QuickLinks: "not json" });
    expect(screen.queryByRole("heading", { name: "Quick links" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "All products" })).toBeInTheDocument();
  });
});
