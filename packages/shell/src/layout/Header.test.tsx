import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Outlet } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { HeaderPartProps } from "@storefront/page-kit/header-parts";
import { useNavStore } from "../navigation/nav-store";
import { navbarFixture, renderWithProviders } from "../test-helpers";
import { Header, type HeaderParts } from "./Header";

/** Stand-ins for the domains' header parts: a dropdown part and a link part. */
const testParts: HeaderParts = {
  cart: ({ ToolButton, Dropdown, open, onToggle }: HeaderPartProps) => (
    <>
      <ToolButton type="button" aria-expanded={open} onClick={onToggle}>
        Cart
      </ToolButton>
      {open ? <Dropdown title="Your cart">Lines</Dropdown> : null}
    </>
  ),
  projects: ({ ToolLink, ToolLabel }: HeaderPartProps) => (
    <ToolLink to="/project">
      <ToolLabel icon="projects">Projects</ToolLabel>
    </ToolLink>
  ),
};

function routes(navbar = navbarFixture) {
  return [
    {
      id: "root",
      path: "/",
      loader: () => ({
        companyName: "Wattle & Ash",
        settings: { customerSupportNumber: "1300 050 050" },
        navbar,
        origin: "https://shop.test",
      }),
      element: (
        <>
          <Header parts={testParts} />
          <Outlet />
        </>
      ),
      children: [
        { index: true, element: <p>Home</p> },
        { path: "c/*", element: <p>Category</p> },
        { path: "stores", element: <p>Stores page</p> },
      ],
    },
  ];
}

beforeEach(() => {
  localStorage.clear();
  useNavStore.getState().closeAll();
});
afterEach(() => vi.useRealTimers());

describe("Header", () => {
  it("shows the logo link, the categories and the Brands and utility links in the main navigation", async () => {
    renderWithProviders(routes());
    const main = await screen.findByRole("navigation", { name: "Main" });
    expect(within(main).getByRole("link", { name: "Kitchen" })).toHaveAttribute("href", "/c/kitchen");
    expect(within(main).getByRole("link", { name: "Brands" })).toBeInTheDocument();
    expect(within(main).getByRole("link", { name: "Stores" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Wattle & Ash Appliances" })).toHaveAttribute("href", "/");
  });

  it("opens a category dropdown on hover and closes it on Escape", async () => {
    renderWithProviders(routes());
    // The header's browser reads settle first: a render they cause may replace the hovered item.
    await screen.findByText("Your store: Sydney City");
    const kitchen = await screen.findByRole("link", { name: "Kitchen" });
    fireEvent.mouseEnter(kitchen.parentElement as HTMLElement);
    const dropdown = await screen.findByTestId("nav-dropdown");
    expect(within(dropdown).getByRole("link", { name: "Fridges" })).toHaveAttribute("data-active", "true");
    expect(document.body.style.overflow).toBe("hidden");
    fireEvent.keyDown(document, { key: "Escape" });
    await waitFor(() => expect(screen.queryByTestId("nav-dropdown")).toBeNull());
    expect(document.body.style.overflow).toBe("");
  });

  it("closes the dropdown 100 ms after the pointer leaves the navigation", async () => {
    renderWithProviders(routes());
    const main = await screen.findByRole("navigation", { name: "Main" });
    // The header's browser reads (the store among them) settle before the clock is faked.
    await screen.findByText("Your store: Sydney City");
    vi.useFakeTimers();
    fireEvent.mouseEnter(within(main).getByRole("link", { name: "Kitchen" }).parentElement as HTMLElement);
    expect(screen.getByTestId("nav-dropdown")).toBeInTheDocument();
    fireEvent.mouseLeave(main);
    act(() => vi.advanceTimersByTime(99));
    expect(screen.getByTestId("nav-dropdown")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByTestId("nav-dropdown")).toBeNull();
  });

  it("closes the backdrop-covered dropdown on a backdrop click and at the end of a navigation", async () => {
    const { router } = renderWithProviders(routes());
    await userEvent.click(await screen.findByRole("button", { name: "Contact" }));
    expect(screen.getByRole("region", { name: "Contact us" })).toHaveTextContent("1300 050 050");
    await userEvent.click(screen.getByTestId("nav-backdrop"));
    expect(screen.queryByRole("region", { name: "Contact us" })).toBeNull();

    await userEvent.click(screen.getByRole("button", { name: "Contact" }));
    await act(() => router.navigate("/stores"));
    expect(screen.queryByRole("region", { name: "Contact us" })).toBeNull();
  });

  it("opens the mobile nav, drills into a category and resets on route change", async () => {
    const { router } = renderWithProviders(routes());
    await userEvent.click(await screen.findByRole("button", { name: "Open menu" }));
    const menu = await screen.findByRole("dialog", { name: "Menu" });
    await userEvent.click(within(menu).getByRole("button", { name: /Kitchen/ }));
    expect(within(menu).getByRole("link", { name: "Fridges" })).toBeInTheDocument();
    await act(() => router.navigate("/c/kitchen/fridges"));
    expect(screen.queryByRole("dialog", { name: "Menu" })).toBeNull();
    expect(useNavStore.getState().categoryStack).toEqual([]);
  });

  it("holds the store picker and the contact lines in the menu, for phones whose header row has no room for them", async () => {
    renderWithProviders(routes());
    await screen.findByText("Your store: Sydney City");
    await userEvent.click(screen.getByRole("button", { name: "Open menu" }));
    const menu = within(await screen.findByRole("dialog", { name: "Menu" }));
    const contact = within(menu.getByRole("region", { name: "Contact us" }));
    expect(contact.getByRole("link", { name: "1300 050 050" })).toHaveAttribute("href", "tel:1300050050");
    expect(contact.getByRole("link", { name: "Ask an expert" })).toHaveAttribute("href", "/ask-an-expert");
    await userEvent.click(menu.getByRole("button", { name: /^Your Store Sydney City/ }));
    // The picker's panel opens inside the menu, as part of it.
    expect(await menu.findByRole("region", { name: "Your Store" })).toBeInTheDocument();
    // A category's drill-down is the categories alone.
    await userEvent.click(menu.getByRole("button", { name: /Kitchen/ }));
    expect(menu.queryByRole("button", { name: /^Your Store/ })).toBeNull();
    expect(menu.queryByRole("region", { name: "Contact us" })).toBeNull();
  });

  it("gives a part's label its icon for phones and keeps its text as the tool's name", async () => {
    renderWithProviders(routes());
    const projects = await screen.findByRole("link", { name: "Projects" });
    expect(projects.querySelector("svg[aria-hidden='true']")).not.toBeNull();
  });

  it("places the domains' header parts where the navigation asks for them, with the header's dropdowns", async () => {
    renderWithProviders(routes());
    expect(await screen.findByRole("link", { name: "Projects" })).toHaveAttribute("href", "/project");
    await userEvent.click(screen.getByRole("button", { name: "Cart" }));
    expect(screen.getByRole("region", { name: "Your cart" })).toHaveTextContent("Lines");
    await userEvent.click(screen.getByRole("button", { name: "Contact" }));
    expect(screen.queryByRole("region", { name: "Your cart" })).toBeNull();
  });

  it("leaves out the parts the navigation switches off", async () => {
    renderWithProviders(
      routes({ ...navbarFixture, topNav: { ...navbarFixture.topNav, displayCartIcon: false, displayProjectIcon: false } }),
    );
    await screen.findByRole("button", { name: "Contact" });
    expect(screen.queryByRole("button", { name: "Cart" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Projects" })).toBeNull();
  });

  it("prints 'Your store: {name}'", async () => {
    renderWithProviders(routes());
    expect(await screen.findByText("Your store: Sydney City")).toBeInTheDocument();
  });
});

describe("checkout header (spec 1 §2.9)", () => {
  it("shows the logo, 'Continue Shopping' and the support call link", async () => {
    const { CheckoutHeader } = await import("./CheckoutHeader");
    renderWithProviders([
      {
        id: "root",
        path: "/",
        loader: () => ({ companyName: "W", settings: { customerSupportNumber: "1300 050 050" } }),
        element: <CheckoutHeader />,
      },
    ]);
    expect(await screen.findByRole("link", { name: "24/7 Australia Customer Support 1300 050 050" })).toHaveAttribute(
      "href",
      "tel:1300050050",
    );
    expect(screen.getByRole("link", { name: /Continue Shopping/ })).toHaveAttribute("href", "/");
    expect(screen.getByRole("link", { name: "Wattle & Ash Appliances" })).toHaveAttribute("href", "/");
  });
});
