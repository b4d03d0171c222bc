import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../test-helpers";
import { MEMBER_PRICE_TEXTS, MemberPrice } from "./MemberPrice";

describe("MemberPrice (issue 45 item 3)", () => {
  it("offers a visitor who is not a member the member price and a way to join", () => {
    renderWithProviders(<MemberPrice memberPrice={1149} member={false} joinHref="/account/deals-club" />);
    expect(screen.getByText(MEMBER_PRICE_TEXTS.price)).toBeInTheDocument();
    expect(screen.getByText("$1,149")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: MEMBER_PRICE_TEXTS.joinLabel })).toHaveAttribute("href", "/account/deals-club");
  });

  it("tells a member the price is theirs, with nothing to join", () => {
    renderWithProviders(<MemberPrice memberPrice={99.5} member joinHref="/account/deals-club" />);
    expect(screen.getByText(MEMBER_PRICE_TEXTS.yours)).toBeInTheDocument();
    expect(screen.getByText("$99.50")).toBeInTheDocument();
    expect(screen.queryByRole("link")).toBeNull();
  });
});
