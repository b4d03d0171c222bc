import { ValidationError } from "yup";
import { describe, expect, it } from "vitest";
import {
  buildCheckoutSchema,
  buildSavedAddressSchema,
  canSearchSuburb,
  checkoutMessages,
  checkoutSubmitBlock,
  checkoutSubmitMessages,
  hasMieleProduct,
  isPoBox,
  isSuburbSelected,
  supplierErrorMessage,
  validateCheckoutDetails,
  validateCheckoutForm,
  validateSavedAddress,
  type CheckoutFormValues,
  type CheckoutSchemaOptions,
} from "./checkout";

const now = new Date(2026, 5, 15);

const options: CheckoutSchemaOptions = {
  country: "AU",
  mieleInCart: false,
  lockedCustomer: false,
  billingSameAsShipping: true,
  paymentMethod: "CreditCard",
  lastNameMaxLength: 20,
  purchaseOrderField: false,
  now,
};

const address = {
  firstName: "Jane",
  lastName: "Citizen",
  companyName: "",
  address: "1 George Street",
  suburb: "Sydney",
  state: "NSW",
  postcode: "2000",
  country: "AU",
};

const values: CheckoutFormValues = {
  email: "jane@example.com",
  phoneNumber: "0412 345 678",
  deliveryAddress: { ...address, deliveryInstructions: "Leave at the door" },
  billingAddress: null,
  cardDetails: { nameOnCard: "Jane Citizen", cardNo: "4111111111111111", expiryDate: "12 / 2028", cvv: "123" },
};

function errorsFor(change: Partial<CheckoutFormValues>, opts: Partial<CheckoutSchemaOptions> = {}) {
  return validateCheckoutForm({ ...values, ...change }, { ...options, ...opts });
}

const delivery = (change: Record<string, unknown>) => ({ deliveryAddress: { ...values.deliveryAddress, ...change } });
const card = (change: Record<string, unknown>) => ({ cardDetails: { ...values.cardDetails, ...change } });

describe("validateCheckoutForm", () => {
  it("accepts a complete AU card checkout", () => {
    expect(validateCheckoutForm(values, options)).toEqual({});
  });

  it.each([
    ["email missing", { email: "" }, "email", checkoutMessages.email],
    ["email without a dotted domain", { email: "jane@example" }, "email", checkoutMessages.email],
    ["phone missing", { phoneNumber: "" }, "phoneNumber", "Please enter a valid phone number"],
    ["phone shorter than 8", { phoneNumber: "1234567" }, "phoneNumber", "Please enter a valid phone number"],
    ["phone with other characters", { phoneNumber: "0412*345*678" }, "phoneNumber", "Please enter a valid phone number"],
    ["phone without area code", { phoneNumber: "9876 5432" }, "phoneNumber", "Please include the area code in your phone number"],
    ["first name missing", delivery({ firstName: " " }), "deliveryAddress.firstName", "Please enter a first name (max 20 characters)"],
    [
      "first name over 20",
      delivery({ firstName: "J".repeat(21) }),
      "deliveryAddress.firstName",
      "Please enter a first name (max 20 characters)",
    ],
    ["last name missing", delivery({ lastName: "" }), "deliveryAddress.lastName", "Please enter a last name (max 20 characters)"],
    [
      "last name over 20",
      delivery({ lastName: "C".repeat(21) }),
      "deliveryAddress.lastName",
      "Please enter a last name (max 20 characters)",
    ],
    [
      "company over 50",
      delivery({ companyName: "C".repeat(51) }),
      "deliveryAddress.companyName",
      "Company Name cannot be more than 50 characters",
    ],
    ["address missing", delivery({ address: "" }), "deliveryAddress.address", "Please enter a valid address (max 50 characters)"],
    ["address over 50", delivery({ address: "A".repeat(51) }), "deliveryAddress.address", "Address cannot be more than 50 characters"],
    ["a PO box", delivery({ address: "PO Box 123" }), "deliveryAddress.address", "We don't deliver to PO Boxes"],
    ["suburb missing", delivery({ suburb: "" }), "deliveryAddress.suburb", "Please enter a valid suburb"],
    ["suburb over 30", delivery({ suburb: "S".repeat(31) }), "deliveryAddress.suburb", "Please enter a valid suburb"],
    ["state missing", delivery({ state: "" }), "deliveryAddress.state", checkoutMessages.state],
    ["state over 3", delivery({ state: "NSWX" }), "deliveryAddress.state", checkoutMessages.state],
    ["postcode missing", delivery({ postcode: "" }), "deliveryAddress.postcode", checkoutMessages.postcode],
    ["postcode over 4", delivery({ postcode: "20000" }), "deliveryAddress.postcode", checkoutMessages.postcode],
    [
      "instructions over 150",
      delivery({ deliveryInstructions: "x".repeat(151) }),
      "deliveryAddress.deliveryInstructions",
      "Only 150 characters are aloud in this field",
    ],
    ["name on card missing", card({ nameOnCard: "" }), "cardDetails.nameOnCard", "Please enter a valid name"],
    ["card number missing", card({ cardNo: "" }), "cardDetails.cardNo", "Please enter a valid card number"],
    ["card number failing Luhn", card({ cardNo: "4111111111111112" }), "cardDetails.cardNo", "Please enter a valid card number"],
    ["card number of 20 digits", card({ cardNo: "41111111111111111111" }), "cardDetails.cardNo", "Please enter a valid card number"],
    ["expiry missing", card({ expiryDate: "" }), "cardDetails.expiryDate", "Please enter a valid expiry date (MM / YYYY)"],
    ["expiry in the past", card({ expiryDate: "05 / 2026" }), "cardDetails.expiryDate", "Please enter a valid expiry date (MM / YYYY)"],
    ["expiry month 13", card({ expiryDate: "13 / 2028" }), "cardDetails.expiryDate", "Please enter a valid expiry date (MM / YYYY)"],
    ["cvv missing", card({ cvv: "" }), "cardDetails.cvv", "Please enter a valid CVV"],
    ["cvv of letters", card({ cvv: "12a" }), "cardDetails.cvv", "Please enter a valid CVV"],
    ["cvv of 2 digits", card({ cvv: "12" }), "cardDetails.cvv", "CVV must be at least 3 digits"],
    ["cvv of 5 digits", card({ cvv: "12345" }), "cardDetails.cvv", "Please enter a valid CVV"],
    ["cvv of 4 digits on a visa", card({ cvv: "1234" }), "cardDetails.cvv", "Please enter a valid CVV"],
  ])("reports %s", (_label, change, path, message) => {
    expect(errorsFor(change)).toEqual({ [path]: message });
  });

  it("accepts a 4-digit security code on amex", () => {
    expect(errorsFor(card({ cardNo: "378282246310005", cvv: "1234" }))).toEqual({});
  });

  it("accepts an expiry written MM / YY", () => {
    expect(errorsFor(card({ expiryDate: "07 / 26" }))).toEqual({});
  });

  it("accepts an international AU phone number", () => {
    expect(errorsFor({ phoneNumber: "+61 2 9876 5432" })).toEqual({});
  });

  describe("with a Miele product in the cart", () => {
    const miele = { mieleInCart: true };
    const ticked = { brandsWarnings: { mieleWarning: true } };

    it("caps address and company name at 35", () => {
      expect(errorsFor({ ...ticked, ...delivery({ address: "A".repeat(36), companyName: "C".repeat(36) }) }, miele)).toEqual({
        "deliveryAddress.address": "Address cannot be more than 35 characters",
        "deliveryAddress.companyName": "Company Name cannot be more than 35 characters",
      });
    });

    it("needs the Miele warning ticked", () => {
      expect(errorsFor({}, miele)).toEqual({ "brandsWarnings.mieleWarning": "Please confirm the Miele delivery terms." });
      expect(errorsFor({ brandsWarnings: { mieleWarning: false } }, miele)).toEqual({
        "brandsWarnings.mieleWarning": checkoutMessages.mieleWarning,
      });
      expect(errorsFor(ticked, miele)).toEqual({});
    });
  });

  it("allows a last name of 29 in the variant that has it", () => {
    expect(errorsFor(delivery({ lastName: "C".repeat(29) }), { lastNameMaxLength: 29 })).toEqual({});
    expect(errorsFor(delivery({ lastName: "C".repeat(30) }), { lastNameMaxLength: 29 })).toEqual({
      "deliveryAddress.lastName": "Please enter a last name (max 29 characters)",
    });
  });

  it("asks for a company name when it is required", () => {
    expect(errorsFor({}, { companyNameRequired: true })).toEqual({
      "deliveryAddress.companyName": "Please enter a company name (max 50 characters)",
    });
  });

  describe("billing address", () => {
    const billing = { billingAddress: { ...address, firstName: "", address: "PO Box 1" } };

    it("is skipped while it is the same as shipping", () => {
      expect(errorsFor(billing)).toEqual({});
    });

    it("has the same required and max rules but no PO-box rule when different", () => {
      expect(errorsFor(billing, { billingSameAsShipping: false })).toEqual({
        "billingAddress.firstName": "Please enter a first name (max 20 characters)",
      });
    });

    it("reports every required field when it is missing", () => {
      expect(Object.keys(errorsFor({ billingAddress: null }, { billingSameAsShipping: false }))).toEqual([
        "billingAddress.firstName",
        "billingAddress.lastName",
        "billingAddress.address",
        "billingAddress.suburb",
        "billingAddress.postcode",
        "billingAddress.state",
      ]);
    });
  });

  it("skips email, phone and billing for a locked customer", () => {
    expect(errorsFor({ email: "", phoneNumber: "", billingAddress: null }, { lockedCustomer: true, billingSameAsShipping: false })).toEqual(
      {},
    );
  });

  describe("in New Zealand", () => {
    const nz = { country: "NZ" as const };

    it("does not validate the state", () => {
      expect(errorsFor({ phoneNumber: "021 123 4567", ...delivery({ state: "" }) }, nz)).toEqual({});
    });

    it("uses the NZ phone rules", () => {
      expect(errorsFor({}, nz)).toEqual({ phoneNumber: "Please enter a valid phone number" });
    });
  });

  describe("payment methods", () => {
    it("needs no card for PayPal", () => {
      expect(errorsFor({ cardDetails: null }, { paymentMethod: "PayPal" })).toEqual({});
    });

    it("needs no card when nothing is to pay", () => {
      expect(errorsFor({ cardDetails: null }, { paymentFree: true })).toEqual({});
    });

    it.each([
      [undefined, "Please enter a zip store code"],
      ["", "Please enter a zip store code"],
      ["12345", "Zip store code should be exactly 6 digits and contain only numbers"],
      ["12345a", "Zip store code should be exactly 6 digits and contain only numbers"],
      ["123456", undefined],
    ])("checks the Zip in-store code %j", (devicePaymentCode, message) => {
      const errors = errorsFor({ cardDetails: null, devicePaymentCode }, { paymentMethod: "ZipInStore" });
      expect(errors).toEqual(message ? { devicePaymentCode: message } : {});
    });
  });

  describe("purchase-order number", () => {
    it.each([
      ["PO-123 (A)", true],
      ["+61 555", true],
      ["", true],
      ["PO#123", false],
      ["1".repeat(41), false],
    ])("%j is accepted: %s", (poNumber, ok) => {
      expect(errorsFor({ poNumber }, { purchaseOrderField: true })).toEqual(ok ? {} : { poNumber: checkoutMessages.poNumber });
    });

    it("is ignored where the field does not exist", () => {
      expect(errorsFor({ poNumber: "PO#123" })).toEqual({});
    });
  });

  it("needs the stock fee box ticked when the date incurs a fee", () => {
    expect(errorsFor({}, { stockFeeAcknowledgementRequired: true })).toEqual({
      stockFeeAcknowledged: "To continue, please tick the box to acknowledge that my delivery date selection will incur a daily fee.",
    });
    expect(errorsFor({ stockFeeAcknowledged: true }, { stockFeeAcknowledgementRequired: true })).toEqual({});
  });
});

describe("buildCheckoutSchema", () => {
  async function schemaErrors(formValues: CheckoutFormValues, opts: CheckoutSchemaOptions) {
    try {
      await buildCheckoutSchema(opts).validate(formValues, { abortEarly: false });
      return {};
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      return Object.fromEntries(error.inner.map((entry) => [entry.path, entry.message]));
    }
  }

  it("passes valid values", async () => {
    expect(await schemaErrors(values, options)).toEqual({});
  });

  it("reports the same paths and messages as validateCheckoutForm", async () => {
    const bad: CheckoutFormValues = {
      email: "x",
      phoneNumber: "98765432",
      deliveryAddress: { ...address, firstName: "", address: "GPO Box 9" },
      billingAddress: { ...address, suburb: "" },
      cardDetails: { nameOnCard: "", cardNo: "4111", expiryDate: "1/1", cvv: "12" },
      brandsWarnings: { mieleWarning: false },
    };
    const opts = { ...options, billingSameAsShipping: false, mieleInCart: true };
    expect(await schemaErrors(bad, opts)).toEqual(validateCheckoutForm(bad, opts));
  });

  it("reports the fields of a missing nested object", async () => {
    const errors = await schemaErrors({ ...values, deliveryAddress: undefined }, options);
    expect(errors["deliveryAddress.firstName"]).toBe("Please enter a first name (max 20 characters)");
  });
});

describe("isPoBox", () => {
  it.each([
    ["PO Box 123", true],
    ["po box 123", true],
    ["P.O. Box 5", true],
    ["GPO Box 1", true],
    ["General Post Office Box 7", true],
    ["Post Office Box 9", true],
    ["  PO BOX 3", true],
    ["1 Post Office Lane", false],
    ["12 Box Street", false],
    ["Unit 4, PO Box 1", false],
  ])("%j is a PO box: %s", (text, expected) => {
    expect(isPoBox(text)).toBe(expected);
  });
});

describe("suburb", () => {
  it("searches after more than 2 characters", () => {
    expect(canSearchSuburb("Syd".slice(0, 2))).toBe(false);
    expect(canSearchSuburb("Syd")).toBe(true);
  });

  it("must be chosen from the lookup with suburb and postcode", () => {
    const chosen = { suburb: "Sydney", postcode: "2000" };
    expect(isSuburbSelected({ suburb: "sydney", postcode: "2000" }, chosen)).toBe(true);
    expect(isSuburbSelected({ suburb: "Sydney", postcode: "2001" }, chosen)).toBe(false);
    expect(isSuburbSelected({ suburb: "Sydney", postcode: "2000" }, null)).toBe(false);
  });
});

describe("checkoutSubmitBlock", () => {
  const ready = {
    suburbSelected: true,
    depositValid: true,
    formValid: true,
    hasSelectedDate: true,
    hasSupplierAvailability: false,
    cashAndCarry: false,
  };

  it("lets a ready checkout through", () => {
    expect(checkoutSubmitBlock(ready)).toBeNull();
  });

  it.each([
    [{ suburbSelected: false }, "Please, select a suburb in the suggested list."],
    [{ depositValid: false }, "There is an error with the deposit amount. Please try again or contact support."],
    [{ formValid: false }, "There has been an error. Please check below to see what fields are invalid."],
    [{ hasSelectedDate: false }, "There is an error with the delivery date. Please try again or contact support."],
  ])("blocks %j", (change, message) => {
    expect(checkoutSubmitBlock({ ...ready, ...change })).toBe(message);
  });

  it("blocks with the delivery blocking check's message, after the form's checks and before the date's", () => {
    const supplier = "Ironbark Direct Delivery does not deliver to Hobart 7000.";
    expect(checkoutSubmitBlock({ ...ready, deliveryBlock: supplier })).toBe(supplier);
    expect(checkoutSubmitBlock({ ...ready, deliveryBlock: supplier, formValid: false })).toBe(
      "There has been an error. Please check below to see what fields are invalid.",
    );
    expect(checkoutSubmitBlock({ ...ready, deliveryBlock: supplier, hasSelectedDate: false })).toBe(supplier);
    expect(checkoutSubmitBlock({ ...ready, deliveryBlock: null })).toBeNull();
  });

  it.each([{ hasSupplierAvailability: true }, { cashAndCarry: true }])("needs no date with %j", (change) => {
    expect(checkoutSubmitBlock({ ...ready, hasSelectedDate: false, ...change })).toBeNull();
  });

  it("names the suburb first when several blocks apply", () => {
    expect(checkoutSubmitBlock({ ...ready, suburbSelected: false, formValid: false })).toBe(checkoutSubmitMessages.invalidSuburb);
  });
});

describe("hasMieleProduct", () => {
  it("finds Miele in any letter case", () => {
    expect(hasMieleProduct(["Bosch", " MIELE "])).toBe(true);
    expect(hasMieleProduct(["Bosch"])).toBe(false);
  });
});

describe("validateSavedAddress", () => {
  const address = { firstName: "Riley", lastName: "Harper", address: "12 Wattle St", suburb: "Glebe", state: "NSW", postcode: "2037" };

  it("accepts a delivery address that checkout would accept", () => {
    expect(validateSavedAddress(address, { country: "AU", lastNameMaxLength: 20 })).toEqual({});
  });

  it("gives checkout's delivery-address messages, the PO box one included, and drops the state rule outside AU", () => {
    expect(
      validateSavedAddress(
        { ...address, address: "PO Box 12", state: "", lastName: "x".repeat(21) },
        { country: "AU", lastNameMaxLength: 20 },
      ),
    ).toEqual({
      address: checkoutMessages.poBox,
      state: checkoutMessages.state,
      lastName: checkoutMessages.lastName(20),
    });
    expect(validateSavedAddress({ ...address, state: "" }, { country: "NZ", lastNameMaxLength: 20 })).toEqual({});
  });

  it("is the same rules as a yup schema for the account area's form", async () => {
    const schema = buildSavedAddressSchema({ country: "AU", lastNameMaxLength: 20 });
    await expect(schema.validate(address)).resolves.toBeTruthy();
    const failure = await schema.validate({ ...address, address: "PO Box 12" }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ValidationError);
    expect((failure as ValidationError).message).toBe(checkoutMessages.poBox);
  });
});

describe("validateCheckoutDetails (a checkout without JavaScript keeps the contact and delivery address, issue 40)", () => {
  const details = {
    email: "riley@example.com",
    phoneNumber: "0412 345 678",
    deliveryAddress: { firstName: "Riley", lastName: "Harper", address: "12 Wattle St", suburb: "Glebe", state: "NSW", postcode: "2037" },
  };
  const au = { country: "AU", lastNameMaxLength: 20, mieleInCart: false } as const;

  it("accepts what the checkout would accept, and asks nothing of the card, billing or date", () => {
    expect(validateCheckoutDetails(details, au)).toEqual({});
  });

  it("gives the checkout's own messages for the contact and the delivery address, Miele's limits included", () => {
    expect(
      validateCheckoutDetails(
        { email: "not-an-email", phoneNumber: "12", deliveryAddress: { ...details.deliveryAddress, address: "PO Box 1", suburb: "" } },
        au,
      ),
    ).toEqual({
      email: checkoutMessages.email,
      phoneNumber: expect.any(String),
      "deliveryAddress.address": checkoutMessages.poBox,
      "deliveryAddress.suburb": checkoutMessages.suburb,
    });
    const long = { ...details, deliveryAddress: { ...details.deliveryAddress, address: "x".repeat(36) } };
    expect(validateCheckoutDetails(long, au)).toEqual({});
    expect(validateCheckoutDetails(long, { ...au, mieleInCart: true })).toEqual({ "deliveryAddress.address": expect.any(String) });
  });
});

describe("unique delivery requirements (issue 44 item 5)", () => {
  const deliveryRequirements = [{ id: "access", question: "How do we reach the room it goes in?" }];
  const message = "Please answer this delivery question (max 150 characters): How do we reach the room it goes in?";

  it("asks for an answer to each requirement the lookup asked", () => {
    expect(errorsFor({}, { deliveryRequirements })).toEqual({ "deliveryRequirementAnswers.access": message });
    expect(errorsFor({ deliveryRequirementAnswers: { access: "   " } }, { deliveryRequirements })).toEqual({
      "deliveryRequirementAnswers.access": message,
    });
    expect(errorsFor({ deliveryRequirementAnswers: { access: "x".repeat(151) } }, { deliveryRequirements })).toEqual({
      "deliveryRequirementAnswers.access": message,
    });
    expect(errorsFor({ deliveryRequirementAnswers: { access: "Ground floor, wide front door" } }, { deliveryRequirements })).toEqual({});
  });

  it("asks nothing when no requirement applies", () => {
    expect(errorsFor({}, { deliveryRequirements: [] })).toEqual({});
  });

  it("is the same rule in the yup schema formik runs", async () => {
    const schema = buildCheckoutSchema({ ...options, deliveryRequirements });
    await expect(schema.validate({ ...values, deliveryRequirementAnswers: { access: "" } }, { abortEarly: false })).rejects.toThrow(
      message,
    );
  });
});

describe("supplierErrorMessage", () => {
  it("names the supplier and the place, and says what the shopper can do", () => {
    expect(supplierErrorMessage("Ironbark", { suburb: "Hobart", state: "TAS", postcode: "7000" })).toBe(
      "Ironbark can't deliver to Hobart TAS 7000. Please remove its products from your cart or choose another delivery address.",
    );
    expect(supplierErrorMessage("Wrenfield", { suburb: "Ponsonby", state: "", postcode: "1011" })).toBe(
      "Wrenfield can't deliver to Ponsonby 1011. Please remove its products from your cart or choose another delivery address.",
    );
  });
});
