import { describe, expect, it } from "vitest";
import { brand } from "./brand";

describe("hc brand", () => {
  it("sells in Australian dollars", () => {
    expect(brand).toMatchObject({ id: "hc", country: "AU", currency: "AUD", locale: "en-AU", port: 3005 });
  });

  it("switches on the admin bar for any signed-in user in checkout and the delivery-unavailable message", () => {
    expect(brand.features).toMatchObject({ checkout: { adminBarForSignedIn: true, deliveryUnavailableMessage: true } });
  });
});
