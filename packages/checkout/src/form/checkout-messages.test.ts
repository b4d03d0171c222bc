import { describe, expect, it } from "vitest";
import { checkoutFailureMessage, returnStatusMessage } from "./checkout-messages";

describe("the checkout post's messages (spec 2 §8)", () => {
  it("shows 'An error has occurred, please try again' for a 400 without messages", () => {
    expect(checkoutFailureMessage({ status: 400, body: [] }, "1300 050 050")).toBe("An error has occurred, please try again");
  });

  it("joins the messages of a 400 list", () => {
    expect(checkoutFailureMessage({ status: 400, body: ["First", "Second"] }, "")).toBe("First, Second");
  });

  it("ends the 401 payment message with the support number", () => {
    expect(checkoutFailureMessage({ status: 401, body: {} }, "1300 050 050")).toBe(
      "Sorry there has been a problem with your payment. Please check your details or try a different payment method. If the problem persists, kindly contact a member of our team on 1300 050 050",
    );
  });

  it("asks not to check out again on any other status", () => {
    expect(checkoutFailureMessage({ status: 500, body: null }, "1300 050 050")).toMatch(
      /^An error occurred when processing your checkout request\. Please do not attempt to checkout again\..* 1300 050 050$/,
    );
  });

  it("shows a refusal reason as it is", () => {
    expect(checkoutFailureMessage({ status: 200, body: { refusalReason: "Not enough balance" } }, "")).toBe("Not enough balance");
  });

  it("reads a return with status=CANCELLED as 'You've cancelled your payment.'", () => {
    expect(returnStatusMessage("CANCELLED")).toBe("You've cancelled your payment.");
    expect(returnStatusMessage("AUTHORISED")).toBeNull();
  });
});
