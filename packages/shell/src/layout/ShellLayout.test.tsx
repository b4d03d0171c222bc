import { act, screen, waitFor } from "@testing-library/react";
import { Link, Outlet } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { VISIT_REPEAT_USER_KEY, VISITOR_MARK_KEY } from "@storefront/page-kit/repeat-user";
import { renderWithProviders } from "../test-helpers";
import { isBlankPath, ShellLayout, type ShellSlots } from "./ShellLayout";

const SaleStrip = () => <p>Sale strip</p>;
const ChatStandIn = () => <button type="button">Open chat</button>;

function routes(slots: ShellSlots = {}) {
  return [
    {
      path: "/",
      element: (
        <ShellLayout slots={slots}>
          <Outlet />
        </ShellLayout>
      ),
      children: [
        { index: true, element: <Link to="/stores?sort=name">Stores</Link>, handle: { pageType: "homepage" } },
        { path: "stores", element: <Link to="/stores?sort=state">Sort by state</Link>, handle: { pageType: "generic" } },
        { path: "blank/account/login-callback", element: <p>Signing in</p> },
        { path: "customer/checkout", element: <p>Checkout</p>, handle: { pageType: "checkout" } },
        { path: "blank/staff-panel/stats", element: <h1>Stats</h1>, handle: { pageType: "generic", layout: "bare" } },
      ],
    },
  ];
}

describe("ShellLayout", () => {
  it("renders the header and the footer with the page (their code loads as parts: page-kit's lazyPart)", async () => {
    renderWithProviders(routes());
    expect(await screen.findByRole("contentinfo")).toBeInTheDocument();
    expect(await screen.findByRole("banner")).toBeInTheDocument();
  });

  it("marks the document hydrated only once its parts have their code and have rendered", async () => {
    delete document.documentElement.dataset.hydrated;
    renderWithProviders(routes());
    expect(document.documentElement.dataset.hydrated).toBeUndefined();
    await waitFor(() => expect(document.documentElement.dataset.hydrated).toBe("true"));
    expect(screen.getByRole("banner")).toBeInTheDocument();
    expect(screen.getByRole("contentinfo")).toBeInTheDocument();
  });

  it("stacks the shell in the order of spec 1 §2.2", async () => {
    const { container } = renderWithProviders(routes());
    await screen.findByRole("contentinfo");
    const order = Array.from(container.querySelectorAll("[data-shell-slot], main, footer, header")).map(
      (el) => el.getAttribute("data-shell-slot") ?? el.tagName.toLowerCase(),
    );
    expect(order).toEqual([
      "alert-banner",
      "header",
      "sale-header-banner",
      "landing-banner",
      "breadcrumbs",
      "main",
      "sale-footer",
      "footer",
      "back-to-top",
      "admin-navbar",
      "admin-side-panel",
      "compare-overlay",
      "newsletter-popup",
      "chat",
    ]);
  });

  it("shows a page with the bare layout alone: no banners, header, footer, admin bar or widgets (the staff side panel's pages)", () => {
    const { container } = renderWithProviders(routes({ trays: { compare: SaleStrip }, panels: { chat: ChatStandIn } }), {
      path: "/blank/staff-panel/stats",
    });
    expect(screen.getByRole("heading", { name: "Stats" })).toBeInTheDocument();
    expect(screen.getByRole("main")).toHaveAttribute("data-layout", "bare");
    expect(container.querySelectorAll("[data-shell-slot], header, footer")).toHaveLength(0);
  });

  it("starts the visit: a first visit marks the shopper for the next (spec 3 §3)", () => {
    localStorage.removeItem(VISITOR_MARK_KEY);
    sessionStorage.removeItem(VISIT_REPEAT_USER_KEY);
    renderWithProviders(routes());
    expect(localStorage.getItem(VISITOR_MARK_KEY)).toMatch(/^\d+$/);
    expect(sessionStorage.getItem(VISIT_REPEAT_USER_KEY)).toBe("false");
  });

  it("marks the routed content with the page type from the route handle", () => {
    renderWithProviders(routes());
    expect(screen.getByRole("main")).toHaveAttribute("data-page-type", "homepage");
  });

  it("leaves out the compare overlay and newsletter popup on paths starting 'blank'", () => {
    const { container } = renderWithProviders(routes(), { path: "/blank/account/login-callback" });
    expect(container.querySelector('[data-shell-slot="compare-overlay"]')).toBeNull();
    expect(container.querySelector('[data-shell-slot="newsletter-popup"]')).toBeNull();
    expect(isBlankPath("/blank")).toBe(true);
    expect(isBlankPath("/stores/blank")).toBe(false);
  });

  it("shows the sale footer strip on shopping pages, not in checkout or on paths starting 'blank'", async () => {
    const first = renderWithProviders(routes({ footer: { sale: SaleStrip } }));
    expect(await screen.findByText("Sale strip")).toBeInTheDocument();
    first.unmount();
    const checkout = renderWithProviders(routes({ footer: { sale: SaleStrip } }), { path: "/customer/checkout" });
    expect(screen.getByText("Checkout")).toBeInTheDocument();
    expect(screen.queryByText("Sale strip")).toBeNull();
    checkout.unmount();
    renderWithProviders(routes({ footer: { sale: SaleStrip } }), { path: "/blank/account/login-callback" });
    expect(screen.getByText("Signing in")).toBeInTheDocument();
    expect(screen.queryByText("Sale strip")).toBeNull();
  });

  it("holds the chat widget on shopping pages, not in checkout's focused layout or on paths starting 'blank'", () => {
    const slots: ShellSlots = { panels: { chat: ChatStandIn } };
    const first = renderWithProviders(routes(slots));
    expect(screen.getByRole("button", { name: "Open chat" }).closest('[data-shell-slot="chat"]')).not.toBeNull();
    first.unmount();
    const checkout = renderWithProviders(routes(slots), { path: "/customer/checkout" });
    expect(screen.getByText("Checkout")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Open chat" })).toBeNull();
    checkout.unmount();
    renderWithProviders(routes(slots), { path: "/blank/account/login-callback" });
    expect(screen.getByText("Signing in")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Open chat" })).toBeNull();
  });

  it("scrolls to the top when the path changes, but not when only the query changes", async () => {
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => undefined);
    const { router } = renderWithProviders(routes());
    // Not as the first page mounts (hydrates): a shopper may have scrolled to a button already (issue 40).
    expect(scrollTo).toHaveBeenCalledTimes(0);

    await act(() => router.navigate("/stores?sort=name"));
    expect(scrollTo).toHaveBeenCalledTimes(1);

    await act(() => router.navigate("/stores?sort=state"));
    expect(scrollTo).toHaveBeenCalledTimes(1);

    await act(() => router.navigate("/"));
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });
});
