import { describe, expect, it } from "vitest";
import { brand } from "./brand";

describe("aol brand", () => {
  it("sells in Australian dollars", () => {
    expect(brand).toMatchObject({ id: "aol", country: "AU", currency: "AUD", locale: "en-AU", port: 3002 });
  });

  it("switches on prices behind login, payment configuration v2, credit account, purchase order, 29-character last names, no logout on 401, an ABN on registration, no reminders, leave-page warning", () => {
    expect(brand.features).toMatchObject({
      pricesNeedLogin: true,
      logoutOn401: false,
      abnOnRegistration: true,
      showReminders: false,
      checkout: {
        paymentConfigVersion: 2,
        creditAccountPayment: true,
        purchaseOrderField: true,
        lastNameMaxLength: 29,
        leavePageWarning: true,
      },
    });
  });
});
