import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeFetch, renderWithProviders, testApiClient } from "../test-helpers";
import { NewsletterPage } from "./NewsletterPage";

describe("the newsletter sign-up page, /newsletter (issue 40)", () => {
  it("is a form posting to the newsletter's action, so it works without JavaScript", () => {
    renderWithProviders([{ path: "/newsletter", element: <NewsletterPage /> }], { path: "/newsletter" });
    const form = screen.getByRole("form", { name: "Newsletter signup" });
    expect(form).toHaveAttribute("method", "post");
    expect(form).toHaveAttribute("action", "/newsletter");
    expect(Object.fromEntries(new FormData(form as HTMLFormElement))).toEqual({
      returnTo: "/newsletter",
      name: "",
      email: "",
      postcode: "",
    });
  });

  it("shows a refused post's messages with the fields as typed", () => {
    const refused = {
      ok: false,
      message: "There has been an error. Please check below to see what fields are invalid.",
      fieldErrors: { email: "Please enter a valid Email" },
      values: { name: "Casey", email: "nope", postcode: "3000" },
    };
    renderWithProviders([{ path: "/newsletter", element: <NewsletterPage refused={refused} /> }], { path: "/newsletter" });
    expect(screen.getByRole("alert")).toHaveTextContent(refused.message);
    expect(screen.getByRole("textbox", { name: /^Email/ })).toHaveValue("nope");
    expect(screen.getByRole("textbox", { name: /^Email/ })).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByText("Please enter a valid Email")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: /^Name/ })).toHaveValue("Casey");
  });

  it("thanks the shopper in place once the hydrated form is taken", async () => {
    const api = fakeFetch({ "POST /api/kitchenclub/newsletter": { success: true } });
    // The page stands at "/" here: the test's router has the newsletter's action at /newsletter.
    renderWithProviders([{ path: "/", element: <NewsletterPage /> }], { api: testApiClient(api.fetch) });
    fireEvent.change(screen.getByRole("textbox", { name: /^Name/ }), { target: { value: "Casey" } });
    fireEvent.change(screen.getByRole("textbox", { name: /^Email/ }), { target: { value: "casey@example.com" } });
    fireEvent.change(screen.getByRole("textbox", { name: /^Postcode/ }), { target: { value: "3000" } });
    fireEvent.click(screen.getByRole("button", { name: "Sign up" }));
    expect(await screen.findByRole("status")).toHaveTextContent("Thanks for joining! Look out for our next newsletter.");
  });
});
