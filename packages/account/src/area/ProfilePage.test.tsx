import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { customerInfo, resetSession, staffInfo } from "@storefront/page-kit/testing";
import { signInDetailsMessages } from "@storefront/validation/registration";
import { type AreaCall, renderArea } from "./area-test-helpers";
import { leavePageFor } from "./leave-page";

vi.mock("./leave-page", () => ({ leavePageFor: vi.fn() }));

beforeEach(() => {
  resetSession();
  vi.mocked(leavePageFor).mockClear();
});

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

describe("ProfilePage: email and password (issue 41 item 5)", () => {
  const signInDetails = () => screen.findByRole("form", { name: "Email and password" });

  it("asks for the current password before a new email is sent, in a visible labelled field", async () => {
    const user = userEvent.setup();
    const { calls } = renderArea("/account/profile");
    const form = await signInDetails();
    const email = within(form).getByRole("textbox", { name: /^Email/ });
    expect(email).toHaveValue("customer@example.com");
    expect(within(form).getByLabelText("Current password")).toBeVisible();
    await user.clear(email);
    await user.type(email, "riley.new@example.com");
    await user.click(within(form).getByRole("button", { name: "Change email or password" }));
    expect(await within(form).findByText(signInDetailsMessages.currentPassword)).toBeInTheDocument();
    expect(calls.some((call) => call.url === "/api/account/updateprofile")).toBe(false);
  });

  it("changes the email with the current password and says what happens next", async () => {
    const user = userEvent.setup();
    const { calls } = renderArea("/account/profile", { "POST /api/account/updateprofile": { success: true } });
    const form = await signInDetails();
    const email = within(form).getByRole("textbox", { name: /^Email/ });
    await user.clear(email);
    await user.type(email, "Riley.New@Example.com");
    await user.type(within(form).getByLabelText("Current password"), "Customer-sandbox-1");
    await user.click(within(form).getByRole("button", { name: "Change email or password" }));
    expect(await screen.findByText(/Your email address is now riley\.new@example\.com\./)).toHaveTextContent(
      "We have also emailed customer@example.com a link to undo the change. Your other sessions have been signed out.",
    );
    expect(calls.find((call) => call.url === "/api/account/updateprofile")?.body).toEqual({
      userId: "user-riley",
      clientId: "wa",
      email: "riley.new@example.com",
      emailChanged: true,
      firstName: "Riley",
      firstNameChanged: false,
      lastName: "Harper",
      lastNameChanged: false,
      currentPassword: "Customer-sandbox-1",
    });
    expect(within(form).getByLabelText("Current password")).toHaveValue("");
  });

  it("changes the password with the current one, and shows the API's refusal in an alert", async () => {
    const user = userEvent.setup();
    const { calls } = renderArea("/account/profile", {
      "POST /api/account/changepassword": Response.json(
        { success: false, errors: ["Your current password is not right. Please try again."] },
        { status: 400 },
      ),
    });
    const form = await signInDetails();
    await user.type(within(form).getByLabelText(/^New password/), "Toaster-pop-9");
    await user.type(within(form).getByLabelText("Current password"), "not-it");
    await user.click(within(form).getByRole("button", { name: "Change email or password" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Your current password is not right. Please try again.");
    expect(calls.find((call) => call.url === "/api/account/changepassword")?.body).toEqual({
      userId: "user-riley",
      clientId: "wa",
      currentPassword: "not-it",
      newPassword: "Toaster-pop-9",
    });
  });

  it("says when there is nothing to change, without a call", async () => {
    const user = userEvent.setup();
    const { calls } = renderArea("/account/profile");
    const form = await signInDetails();
    await user.click(within(form).getByRole("button", { name: "Change email or password" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(signInDetailsMessages.nothingChanged);
    expect(calls.filter((call) => call.method === "POST")).toEqual([]);
  });
});

describe("ProfilePage: social providers (issue 41 item 1)", () => {
  it("starts a link with the access token and leaves for the provider's page", async () => {
    const user = userEvent.setup();
    const redirectUrl = "/api/account/externallogin/Google/sandbox?state=abc";
    const { calls } = renderArea("/account/profile", { "POST /api/account/externallogin/Google/link": { success: true, redirectUrl } });
    await user.click(await screen.findByRole("button", { name: "Connect Google" }));
    await vi.waitFor(() => expect(leavePageFor).toHaveBeenCalledWith(redirectUrl), { timeout: 10_000 });
    expect(calls.find((call) => call.url === "/api/account/externallogin/Google/link")?.body).toEqual({ returnUrl: "/account/profile" });
  });

  it("says what the provider's answer did: connected, or why not", async () => {
    const { unmount } = renderArea("/account/profile?linked=Apple");
    expect((await screen.findByText("Apple is now connected: you can log in with it.")).closest('[role="status"]')).not.toBeNull();
    unmount();
    renderArea("/account/profile?linkError=taken&provider=Apple");
    expect(await screen.findByRole("alert")).toHaveTextContent("This Apple sign-in is already connected to another account.");
  });

  it("is not offered to staff", async () => {
    renderArea("/account/profile", { "GET /api/account": { ...staffInfo, phone: null } });
    expect(await screen.findByRole("form", { name: "Email and password" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Connect Google" })).toBeNull();
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
