import { act, screen, waitFor } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { hydrateRoot } from "react-dom/client";
import userEvent from "@testing-library/user-event";
import { newsletterMessages, newsletterSchema } from "@storefront/validation/newsletter";
import { describe, expect, it, vi } from "vitest";
import { TestForm } from "../internal/form-test-helpers";
import { renderWithProviders, TestProviders } from "../test-helpers";
import { TextField } from "./TextField";

function Newsletter({ onSubmit = vi.fn() }: { onSubmit?: (values: unknown) => void }) {
  return (
    <TestForm initialValues={{ name: "", email: "", postcode: "" }} schema={newsletterSchema} onSubmit={onSubmit}>
      <TextField name="name" label="Name" required />
      <TextField name="email" label="Email" type="email" required hint="We send one newsletter a month." />
      <TextField name="postcode" label="Postcode" inputMode="numeric" required />
    </TestForm>
  );
}

describe("TextField", () => {
  it("is labelled, and marks required fields for assistive technology", () => {
    renderWithProviders(<Newsletter />);
    const email = screen.getByRole("textbox", { name: "Email" });
    expect(email).toHaveAttribute("aria-required", "true");
    expect(email).toHaveAccessibleDescription("We send one newsletter a month.");
  });

  it("shows the spec's message once the field is left invalid", async () => {
    renderWithProviders(<Newsletter />);
    await userEvent.type(screen.getByRole("textbox", { name: "Postcode" }), "12");
    await userEvent.tab();
    const postcode = screen.getByRole("textbox", { name: "Postcode" });
    await waitFor(() => expect(postcode).toHaveAttribute("aria-invalid", "true"));
    expect(postcode).toHaveAccessibleDescription(newsletterMessages.postcode);
    expect(screen.queryByText(newsletterMessages.name)).not.toBeInTheDocument();
  });

  it("shows every message on a submit and clears one once the field is fixed", async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<Newsletter onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole("button", { name: "Submit" }));
    // Each message is an alert, read out as it appears.
    const alerts = await screen.findAllByRole("alert");
    expect(alerts.map((alert) => alert.textContent)).toEqual(expect.arrayContaining([newsletterMessages.name, newsletterMessages.email]));
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.type(screen.getByRole("textbox", { name: "Name" }), "Ada");
    await waitFor(() => expect(screen.queryByText(newsletterMessages.name)).not.toBeInTheDocument());
  });

  it("submits valid values", async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<Newsletter onSubmit={onSubmit} />);
    await userEvent.type(screen.getByRole("textbox", { name: "Name" }), "Ada");
    await userEvent.type(screen.getByRole("textbox", { name: "Email" }), "ada@example.com");
    await userEvent.type(screen.getByRole("textbox", { name: "Postcode" }), "3000");
    await userEvent.click(screen.getByRole("button", { name: "Submit" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: "Ada", email: "ada@example.com", postcode: "3000" }));
  });

  it("keeps what was typed into the server's field before the page hydrated, and submits it (issue 40)", async () => {
    const onSubmit = vi.fn();
    const page = (
      <TestProviders>
        <Newsletter onSubmit={onSubmit} />
      </TestProviders>
    );
    const container = document.createElement("div");
    container.innerHTML = renderToString(page);
    document.body.append(container);
    // A person types before the scripts have run: into the server's HTML.
    const typed = container.querySelector<HTMLInputElement>('input[name="email"]');
    if (!typed) throw new Error("the server should render the email field");
    typed.value = "early@example.com";
    await act(async () => {
      hydrateRoot(container, page);
    });
    const email = screen.getByRole("textbox", { name: "Email" });
    await waitFor(() => expect(email).toHaveValue("early@example.com"));
    await userEvent.type(screen.getByRole("textbox", { name: "Name" }), "Early Bird");
    await userEvent.type(screen.getByRole("textbox", { name: "Postcode" }), "2000");
    await userEvent.click(screen.getByRole("button", { name: "Submit" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ email: "early@example.com" })));
    container.remove();
  });
});
