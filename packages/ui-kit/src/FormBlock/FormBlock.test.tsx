import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { newsletterMessages } from "@storefront/validation/newsletter";
import { describe, expect, it } from "vitest";
import { Button } from "../Button/Button";
import { renderWithProviders } from "../test-helpers";
import { FormBlock, FormBlockField } from "./FormBlock";

describe("FormBlock", () => {
  it("labels each native field, reads its hint with it, and posts what was typed under its name", async () => {
    renderWithProviders(
      <FormBlock>
        <form aria-label="Newsletter signup">
          <FormBlockField name="email" label="Email" type="email" hint="One newsletter a month." />
          <Button type="submit">Sign up</Button>
        </form>
      </FormBlock>,
    );
    const email = screen.getByRole("textbox", { name: "Email" });
    expect(email).toHaveAccessibleDescription("One newsletter a month.");
    expect(email).not.toHaveAttribute("aria-invalid");
    await userEvent.type(email, "ana@example.com");
    const form = screen.getByRole("form", { name: "Newsletter signup" }) as HTMLFormElement;
    expect(new FormData(form).get("email")).toBe("ana@example.com");
  });

  it("marks a field with a message invalid and reads the hint, then the message, with it", () => {
    renderWithProviders(
      <FormBlock>
        <form>
          <FormBlockField name="postcode" label="Postcode" id="postcode" hint="Four digits." error={newsletterMessages.postcode} />
        </form>
      </FormBlock>,
    );
    const postcode = screen.getByRole("textbox", { name: "Postcode" });
    expect(postcode).toHaveAttribute("id", "postcode");
    expect(postcode).toHaveAttribute("aria-invalid", "true");
    expect(postcode).toHaveAttribute("aria-describedby", "postcode-hint postcode-error");
    expect(postcode).toHaveAccessibleDescription(`Four digits. ${newsletterMessages.postcode}`);
    // The message is also an alert, read out as it appears (every error is an alert).
    expect(screen.getByRole("alert")).toHaveTextContent(newsletterMessages.postcode);
  });

  it("gives every field its own ids when none is given", () => {
    renderWithProviders(
      <FormBlock layout="inline" size="small">
        <form>
          <FormBlockField name="name" label="Name" error="Please enter your name." />
          <FormBlockField name="email" label="Email" error="Please enter your email." />
        </form>
      </FormBlock>,
    );
    const name = screen.getByRole("textbox", { name: "Name" });
    const email = screen.getByRole("textbox", { name: "Email" });
    expect(name.id).not.toBe(email.id);
    expect(name).toHaveAccessibleDescription("Please enter your name.");
    expect(email).toHaveAccessibleDescription("Please enter your email.");
  });
});
