import { describe, expect, it } from "vitest";
import { notifyMeMessages, offersNotifyMe, validateNotifyMe } from "./notify-me";
import { phoneMessages } from "./phone";

const extended = { callbackExtended: true, country: "AU" as const };
const plain = { callbackExtended: false, country: "AU" as const };

describe("offersNotifyMe", () => {
  it("is offered for a product with no stock or on back order, never for one in stock or superseded", () => {
    expect(offersNotifyMe("noStock")).toBe(true);
    expect(offersNotifyMe("backOrder")).toBe(true);
    expect(offersNotifyMe("inStock")).toBe(false);
    expect(offersNotifyMe("supersededAndNoStock")).toBe(false);
    expect(offersNotifyMe("indeterminate")).toBe(false);
  });
});

describe("validateNotifyMe", () => {
  it("takes a valid email alone, with the extended callback on or off", () => {
    expect(validateNotifyMe({ email: " jane@example.com " }, plain)).toEqual({});
    expect(validateNotifyMe({ email: "jane@example.com" }, extended)).toEqual({});
  });

  it("refuses a missing or malformed email", () => {
    expect(validateNotifyMe({ email: "" }, plain)).toEqual({ email: notifyMeMessages.email });
    expect(validateNotifyMe({ email: "jane@example" }, plain)).toEqual({ email: notifyMeMessages.email });
  });

  it("with the extended callback off (NotifyMeCallbackExtended false) refuses a call-back request", () => {
    expect(validateNotifyMe({ email: "jane@example.com", callback: true, name: "Jane", phone: "0412 345 678" }, plain)).toEqual({
      callback: notifyMeMessages.callbackOff,
    });
  });

  it("with the extended callback on needs a name and a phone number of the country for a call-back", () => {
    expect(validateNotifyMe({ email: "jane@example.com", callback: true, name: "Jane", phone: "0412 345 678" }, extended)).toEqual({});
    expect(validateNotifyMe({ email: "jane@example.com", callback: true, name: " ", phone: "" }, extended)).toEqual({
      name: notifyMeMessages.name,
      phone: notifyMeMessages.phone,
    });
    expect(validateNotifyMe({ email: "jane@example.com", callback: true, name: "Jane", phone: "1234" }, extended).phone).toBe(
      phoneMessages.generic,
    );
  });

  it("ignores the name and phone when no call-back is asked for", () => {
    expect(validateNotifyMe({ email: "jane@example.com", callback: false, name: "", phone: "nonsense" }, extended)).toEqual({});
  });
});
