import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { fakeFetch, renderWithProviders } from "@storefront/page-kit/testing";
import { ProviderDetails } from "./ProviderDetails";

const DISCLAIMER = "PayPal Pay in 4 is available on eligible purchases between $30 and $2,000.";

function renderProvider(provider: "paypal" | "afterpay", settings: Record<string, string>) {
  return renderWithProviders([{ path: "/", element: <ProviderDetails provider={provider} orderTotal={400} zipRepaymentMonths={0} /> }], {
    settings,
  });
}

describe("the PayPal disclaimer (PaypalDisclaimer, spec 3 §3)", () => {
  it("shows the setting's text under PayPal's instalments", () => {
    renderProvider("paypal", { PaypalDisclaimer: DISCLAIMER });
    expect(screen.getByText(/^4 payments of/)).toBeInTheDocument();
    expect(screen.getByText(DISCLAIMER)).toBeInTheDocument();
  });

  it("shows nothing where the setting has no text", () => {
    renderProvider("paypal", { PaypalDisclaimer: "  " });
    expect(screen.getByText(/^4 payments of/)).toBeInTheDocument();
    expect(screen.queryByText(/PayPal Pay in 4/)).toBeNull();
  });

  it("is PayPal's alone: another provider's panel has none", () => {
    renderProvider("afterpay", { PaypalDisclaimer: DISCLAIMER });
    expect(screen.queryByText(DISCLAIMER)).toBeNull();
  });
});

describe("the buy-now-pay-later widget's tracking (spec 3 §9)", () => {
  it("tracks a provider's panel opened when the shopper chooses it", async () => {
    const api = fakeFetch({ "POST /api/analytics/widget": true });
    renderWithProviders([{ path: "/checkout", element: <ProviderDetails provider="afterpay" orderTotal={400} zipRepaymentMonths={0} /> }], {
      fetch: api.fetch,
      path: "/checkout",
    });
    await vi.waitFor(() =>
      expect(api.sent.filter((entry) => entry.call === "POST /api/analytics/widget").map((entry) => entry.body)).toEqual([
        { widget: "bnpl", action: "opened", url: "/checkout" },
      ]),
    );
  });
});
