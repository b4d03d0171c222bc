import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { brandWith, renderWithProviders } from "@storefront/page-kit/testing";
import type { FeatureOverrides } from "@storefront/ui-kit/brand";
import { TooManyProductsDialog } from "./TooManyProductsDialog";
import { resetCompare } from "./test-helpers";
import { useCompareTrayStore } from "./tray-store";

beforeEach(resetCompare);

function openDialog(features: FeatureOverrides = {}) {
  useCompareTrayStore.getState().openTooMany();
  renderWithProviders([{ path: "/", element: <TooManyProductsDialog /> }], { brand: brandWith(features) });
  return screen.getByRole("dialog", { name: "Too many products" });
}

describe("TooManyProductsDialog", () => {
  it("says to remove another product first, by default (spec 1 §2.6, to the character)", async () => {
    const dialog = openDialog();
    expect(within(dialog).getByText(/^You've/)).toHaveTextContent(
      /^You've already selected 3 products to compare\. That's the maximum\. To compare this product, please remove another first\.$/,
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "Got it" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("says the maximum is 3 and asks to deselect another, for the bottom-bar brands' flag", async () => {
    const dialog = openDialog({ compareVariant: "bottomBar", compareTooManyVariant: "deselectAnother" });
    expect(within(dialog).getByText(/^The maximum/)).toHaveTextContent(
      /^The maximum is 3 products\. Please deselect another product to compare this one\.$/,
    );
    expect(dialog).not.toHaveTextContent("remove another first");
    await userEvent.click(within(dialog).getByRole("button", { name: "Got it" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
