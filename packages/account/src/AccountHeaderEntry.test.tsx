import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useEffect, useState, type ButtonHTMLAttributes, type ReactNode } from "react";
import { Link, type LinkProps } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { brandWith, customerInfo, renderWithProviders, resetSession, signIn } from "@storefront/page-kit/testing";
import { AccountHeaderEntry, hasShowLogin, withoutShowLogin } from "./AccountHeaderEntry";
import { fakeAccountApi } from "./test-helpers";

const ToolButton = (props: ButtonHTMLAttributes<HTMLButtonElement>) => <button {...props} />;
const ToolLink = (props: LinkProps) => <Link {...props} />;
const ToolLabel = ({ children }: { children: ReactNode }) => <>{children}</>;
const Dropdown = ({ title, children }: { title: string; children: ReactNode }) => (
  <div role="region" aria-label={title}>
    {children}
  </div>
);

/** The shell's header as far as a header part sees it: its tool looks and one open view, closed by Escape (as the shell's header does). */
function Header() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);
  return (
    <AccountHeaderEntry
      ToolButton={ToolButton}
      ToolLink={ToolLink}
      ToolLabel={ToolLabel}
      Dropdown={Dropdown}
      open={open}
      onToggle={() => setOpen((value) => !value)}
    />
  );
}

const routes = [
  { path: "/", element: <Header /> },
  { path: "/c/kitchen", element: <Header /> },
];

beforeEach(() => {
  resetSession();
  vi.spyOn(HTMLFormElement.prototype, "submit").mockImplementation(() => undefined);
});

describe("the header's account entry (spec 3 §2)", () => {
  it("offers 'Log in' to the brand's login route when signed out", () => {
    renderWithProviders(routes, { brand: brandWith({ loginRoute: "/account/internal/login" }) });
    expect(screen.getByRole("link", { name: "Log in" })).toHaveAttribute("href", "/account/internal/login");
  });

  it("shows the first name with a keyboard menu of the account pages and 'Log out'; Escape closes it", async () => {
    const session = signIn("user-riley");
    const api = fakeAccountApi({ [session.accessToken as string]: customerInfo });
    renderWithProviders(routes, { fetch: api.fetch });

    const button = await screen.findByRole("button", { name: /^Riley/ });
    expect(button).toHaveAttribute("aria-expanded", "false");
    button.focus();
    await userEvent.keyboard("{Enter}");
    expect(button).toHaveAttribute("aria-expanded", "true");
    const menu = screen.getByRole("region", { name: "Your account" });
    const links = Array.from(menu.querySelectorAll("a"), (link) => [link.textContent, link.getAttribute("href")]);
    expect(links).toEqual([
      ["My account", "/account"],
      ["Orders", "/account/orders"],
      ["Addresses", "/account/addresses"],
      ["Profile", "/account/profile"],
      ["Log out", "/account/logout"],
    ]);

    await userEvent.tab();
    expect(screen.getByRole("link", { name: "My account" })).toHaveFocus();
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("region", { name: "Your account" })).toBeNull();
    await waitFor(() => expect(button).toHaveFocus());
  });

  it("opens the login panel for ?showlogin in any letter case, and closing it drops the parameter", async () => {
    const { router } = renderWithProviders(routes, { path: "/c/kitchen?ShowLogin&sort=name" });
    const dialog = await screen.findByRole("dialog", { name: "Log in" });
    expect(dialog).toContainElement(screen.getByRole("textbox", { name: "Email" }));
    await userEvent.click(screen.getByRole("button", { name: /close/i }));
    await waitFor(() => expect(router.state.location.search).toBe("?sort=name"));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("posts the panel's login to come back to the page without the parameter", async () => {
    renderWithProviders(routes, { path: "/c/kitchen?showlogin=1" });
    await screen.findByRole("dialog", { name: "Log in" });
    await userEvent.type(screen.getByRole("textbox", { name: "Email" }), "customer@example.com");
    await userEvent.type(screen.getByLabelText(/^Password/), "Customer-sandbox-1");
    await userEvent.click(screen.getByRole("button", { name: "Log in" }));
    const form = await screen.findByTestId("login-post");
    expect(new FormData(form as HTMLFormElement).get("returnUrl")).toBe("/c/kitchen");
  });
});

describe("showlogin rules", () => {
  it("finds the parameter in any letter case and removes it", () => {
    expect(hasShowLogin("?SHOWLOGIN=true")).toBe(true);
    expect(hasShowLogin("?show=login")).toBe(false);
    expect(withoutShowLogin("/c/kitchen", "?a=1&showLogin&b=2")).toBe("/c/kitchen?a=1&b=2");
    expect(withoutShowLogin("/", "?showlogin")).toBe("/");
  });
});
