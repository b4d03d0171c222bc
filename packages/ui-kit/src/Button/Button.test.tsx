import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../test-helpers";
import { Button } from "./Button";

describe("Button", () => {
  it("is a button of type button that emits clicks", async () => {
    const onClick = vi.fn();
    renderWithProviders(<Button onClick={onClick}>Add to cart</Button>);
    const button = screen.getByRole("button", { name: "Add to cart" });
    expect(button).toHaveAttribute("type", "button");
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it("does not emit clicks while disabled", async () => {
    const onClick = vi.fn();
    renderWithProviders(
      <Button disabled onClick={onClick}>
        Compare Selected
      </Button>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Compare Selected" }));
    expect(onClick).not.toHaveBeenCalled();
  });

  it("renders a link when given href, and the anchor emits the click", async () => {
    const emitters: string[] = [];
    const onClick = vi.fn((event: { currentTarget: Element }) => emitters.push(event.currentTarget.tagName));
    renderWithProviders(
      <Button href="/stores" onClick={onClick}>
        Change Store
      </Button>,
    );
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
    const link = screen.getByRole("link", { name: "Change Store" });
    expect(link.tagName).toBe("A");
    expect(link).toHaveAttribute("href", "/stores");
    expect(link).not.toHaveAttribute("target");
    link.addEventListener("click", (event) => event.preventDefault());
    await userEvent.click(link);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(emitters).toEqual(["A"]);
  });

  it.each(["http://example.com", "https://example.com/a", "HTTPS://EXAMPLE.COM"])("opens %s in a new tab", (href) => {
    renderWithProviders(<Button href={href}>Read more</Button>);
    const link = screen.getByRole("link", { name: "Read more (opens in a new tab)" });
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("disables a link: no address and no click", async () => {
    const onClick = vi.fn();
    renderWithProviders(
      <Button href="/checkout" disabled onClick={onClick}>
        Checkout
      </Button>,
    );
    const link = screen.getByRole("link", { name: "Checkout" });
    expect(link).not.toHaveAttribute("href");
    expect(link).toHaveAttribute("aria-disabled", "true");
    await userEvent.click(link);
    expect(onClick).not.toHaveBeenCalled();
  });

  it.each(["ghost", "link"] as const)("draws the %s variant as a button that still emits clicks", async (variant) => {
    const onClick = vi.fn();
    renderWithProviders(
      <Button variant={variant} onClick={onClick}>
        Change delivery location
      </Button>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Change delivery location" }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it("names an icon button by its label, not its glyph", () => {
    renderWithProviders(
      <Button variant="icon" aria-label="Close">
        <span aria-hidden="true">×</span>
      </Button>,
    );
    expect(screen.getByRole("button", { name: "Close" })).toBeInTheDocument();
  });

  it("renders the link variant with href as a link", () => {
    renderWithProviders(
      <Button variant="link" href="/stores">
        Change Store
      </Button>,
    );
    expect(screen.getByRole("link", { name: "Change Store" })).toHaveAttribute("href", "/stores");
  });
});
