import { describe, expect, it } from "vitest";
import { checkoutErrorMessage, confirmationMessage, deliveryUnavailableMessage } from "./messages";

const support = "1300 050 050";

describe("checkoutErrorMessage", () => {
  it("shows a refusal reason first", () => {
    expect(checkoutErrorMessage({ status: 401, serverMessages: [], body: { refusalReason: "Insufficient funds" } }, support)).toBe(
      "Insufficient funds",
    );
  });

  it("shows the 400 list of messages", () => {
    expect(checkoutErrorMessage({ status: 400, serverMessages: ["Date unavailable", "Stock changed"] }, support)).toBe(
      "Date unavailable, Stock changed",
    );
  });

  it("asks to check payment details on 401, ending with the support number", () => {
    expect(checkoutErrorMessage({ status: 401, serverMessages: [] }, support)).toBe(
      "Sorry there has been a problem with your payment. Please check your details or try a different payment method. If the problem persists, kindly contact a member of our team on 1300 050 050",
    );
  });

  it("warns not to check out again on other statuses", () => {
    expect(checkoutErrorMessage({ status: 500, serverMessages: [] }, support)).toBe(
      "An error occurred when processing your checkout request. Please do not attempt to checkout again. To resolve this issue, kindly contact a member of our team on 1300 050 050",
    );
  });
});

describe("confirmationMessage", () => {
  it("joins errors with blank lines", () => {
    expect(confirmationMessage({ errors: ["Declined", "Try again"], type: "error" })).toBe("Declined\n\nTry again");
  });

  it("says the service is unavailable for type 'error'", () => {
    expect(confirmationMessage({ errors: [], type: "error" })).toBe("Service currently unavailable. Please try again later");
  });

  it("has nothing to say on success", () => {
    expect(confirmationMessage({ errors: [], type: "success" })).toBeNull();
  });
});

describe("deliveryUnavailableMessage", () => {
  it("ends with the support number", () => {
    expect(deliveryUnavailableMessage(support)).toBe(
      "Unfortunately delivery is not currently available for your order. Please call us to see if we can make alternative arrangements 1300 050 050",
    );
  });
});
