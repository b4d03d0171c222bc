import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { customerInfo, resetSession } from "@storefront/page-kit/testing";
import { type AreaCall, renderArea } from "./area-test-helpers";

beforeEach(() => resetSession());

describe("ProfilePage (/account/profile)", () => {
  it("sends a signed-out visitor to the login page, to come back here", async () => {
    const { router } = renderArea("/account/profile", {}, { signedOut: true });
    expect(await screen.findByText("Login page")).toBeInTheDocument();
    expect(router.state.location.search).toBe("?returnUrl=%2Faccount%2Fprofile");
  });

  it("changes the name and phone on PATCH /api/account and says so in a status", async () => {
    const user = userEvent.setup();
    const { calls } = renderArea("/account/profile", {
      "PATCH /api/account": (call: AreaCall) => ({ ...customerInfo, ...(call.body as object) }),
    });
    const form = await screen.findByRole("form", { name: "Your profile" });
    expect(screen.getByTestId("profile-email")).toHaveTextContent("customer@example.com");
    const first = within(form).getByRole("textbox", { name: /^First name/ });
    expect(first).toHaveValue("Riley");
    expect(within(form).getByRole("textbox", { name: /^Last name/ })).toHaveValue("Harper");
    await user.clear(first);
    await user.type(first, "Rylee");
    await user.clear(within(form).getByRole("textbox", { name: /^Phone number/ }));
    await user.click(within(form).getByRole("button", { name: "Save changes" }));

    expect(await screen.findByRole("status")).toHaveTextContent("Your profile has been updated.");
    expect(calls.find((call) => call.method === "PATCH")?.body).toEqual({ firstName: "Rylee", lastName: "Harper", phone: "" });
  });

  it("checks the fields before sending", async () => {
    const user = userEvent.setup();
    const { calls } = renderArea("/account/profile");
    const form = await screen.findByRole("form", { name: "Your profile" });
    await user.clear(within(form).getByRole("textbox", { name: /^First name/ }));
    const phone = within(form).getByRole("textbox", { name: /^Phone number/ });
    await user.clear(phone);
    await user.type(phone, "12");
    await user.click(within(form).getByRole("button", { name: "Save changes" }));
    expect(await within(form).findByText("Please enter your first name")).toBeInTheDocument();
    expect(within(form).getByText(/valid phone number|area code|mobile/i)).toBeInTheDocument();
    expect(calls.some((call) => call.method === "PATCH")).toBe(false);
  });

  it("shows the API's refusal in an alert", async () => {
    const user = userEvent.setup();
    renderArea("/account/profile", { "PATCH /api/account": Response.json(["phone: Please enter a valid phone number"], { status: 400 }) });
    const form = await screen.findByRole("form", { name: "Your profile" });
    await user.type(within(form).getByRole("textbox", { name: /^Last name/ }), "s");
    await user.click(within(form).getByRole("button", { name: "Save changes" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("phone: Please enter a valid phone number");
  });

  it("says when nothing changed, without a call", async () => {
    const user = userEvent.setup();
    const { calls } = renderArea("/account/profile");
    const form = await screen.findByRole("form", { name: "Your profile" });
    await user.click(within(form).getByRole("button", { name: "Save changes" }));
    expect(await screen.findByRole("status")).toHaveTextContent("Nothing has changed.");
    expect(calls.some((call) => call.method === "PATCH")).toBe(false);
  });
});

describe("AccountPage overview (/account)", () => {
  it("links to the orders, saved addresses and profile pages", async () => {
    renderArea("/account");
    expect(await screen.findByRole("heading", { level: 1, name: "Hi, Riley" })).toBeInTheDocument();
    const nav = screen.getByRole("navigation", { name: "Your account" });
    expect(within(nav).getByRole("link", { name: "Your orders" })).toHaveAttribute("href", "/account/orders");
    expect(within(nav).getByRole("link", { name: "Saved addresses" })).toHaveAttribute("href", "/account/addresses");
    expect(within(nav).getByRole("link", { name: "Your profile" })).toHaveAttribute("href", "/account/profile");
    expect(screen.getByRole("link", { name: "Log out" })).toBeInTheDocument();
  });

  it("marks the current page in the account pages' links", async () => {
    renderArea("/account/orders/WA10000001");
    const nav = await screen.findByRole("navigation", { name: "Your account" });
    expect(within(nav).getByRole("link", { name: "Your orders" })).toHaveAttribute("aria-current", "page");
    expect(within(nav).getByRole("link", { name: "Account overview" })).not.toHaveAttribute("aria-current");
  });
});
