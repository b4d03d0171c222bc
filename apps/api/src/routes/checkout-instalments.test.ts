import {
  INSTALMENT_PROVIDERS,
  PAYMENT_OPTIONS,
  type CheckoutAnswer,
  type InstalmentConfirmationAnswer,
  type InstalmentProvider,
  type OrderAnswer,
  type PaymentConfiguration,
  type PaymentConfigurationV2,
} from "@storefront/api-contract/checkout";
import { checkoutSubmitMessages } from "@storefront/validation/checkout";
import { depositMessages } from "@storefront/validation/deposit";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  addToCart,
  answerAtProvider,
  cartOf,
  checkoutBody,
  confirmProviderReturn,
  instalmentCheckoutBody,
  newKey,
  productFor,
  sandboxGateways,
  setupSandbox,
  submit,
  TEST_CARDS,
  TEST_MONDAY,
} from "../checkout/checkout-test-support";
import { instalmentMessages } from "../checkout/instalments";
import { providerLimitMessage, submitMessages } from "../checkout/submit";
import { orders, payments } from "../db/schema";
import type { InstalmentGateway } from "../payments/instalment-gateway";
import { INSTALMENT_LIMITS } from "../payments/instalment-limits";
import { SandboxInstalmentGateway } from "../payments/sandbox-instalment-gateway";
import { zipOfferDates } from "../payments/zip-offer";
import { storefrontById } from "../storefronts";
import { TEST_TODAY } from "../test-clock";
import { Shopper, setupTestApi } from "../test-helpers";

const sandbox = setupSandbox();
/** The sandbox's providers, or one nobody answers at (the "sandbox down" tests switch it). */
const providers = { down: false };
const switchable: InstalmentGateway = {
  createCheckout: (request) => target().createCheckout(request),
  confirm: (...args) => target().confirm(...args),
  cancel: (...args) => target().cancel(...args),
  status: (...args) => target().status(...args),
};
const unreachable = new SandboxInstalmentGateway({ baseUrl: "http://127.0.0.1:9", timeoutMs: 2_000 });
const target = () => (providers.down ? unreachable : sandbox.instalments);
const api = setupTestApi({ ...sandboxGateways(sandbox), instalmentGateway: () => switchable, now: () => TEST_MONDAY });

const PROFORMA = ["Ironbark", "Emberline", "Wrenfield", "Oakhurst"];
const skus: Record<string, string> = {};
beforeAll(async () => {
  for (const brand of ["wa", "fk", "aol-nz", "aol"]) {
    skus[brand] = (await productFor(api.db, brand, { minPrice: 400, maxPrice: 1500, notBrands: PROFORMA })).sku;
  }
  skus.waDear = (await productFor(api.db, "wa", { minPrice: 2100, notBrands: PROFORMA })).sku;
});

/** Which storefront each provider is tried on (one that offers it). */
const HOME: Record<InstalmentProvider, string> = {
  paypal: "wa",
  afterpay: "wa",
  zip: "wa",
  zipnz: "aol-nz",
  humm: "wa",
  klarna: "fk",
  paypalbnpl: "wa",
  applepay: "wa",
  googlepay: "aol-nz",
};
const optionOf = (provider: InstalmentProvider) => PAYMENT_OPTIONS[INSTALMENT_PROVIDERS[provider].option];

async function newShopper(brand: string, sku = skus[brand] as string) {
  const shopper = new Shopper();
  const cartId = await addToCart(api, shopper, brand, sku);
  return { shopper, cartId };
}

const instalmentBody = (shopper: Shopper, brand: string, option: number, changes: Record<string, unknown> = {}) =>
  instalmentCheckoutBody(api, shopper, brand, option, changes);

const confirmReturn = (shopper: Shopper, brand: string, back: URL, provider?: string) =>
  confirmProviderReturn(api, shopper, brand, back, provider);

async function startPayment(provider: InstalmentProvider) {
  const brand = HOME[provider];
  const { shopper, cartId } = await newShopper(brand);
  const response = await submit(api, shopper, brand, await instalmentBody(shopper, brand, optionOf(provider)));
  expect(response.statusCode, response.body).toBe(200);
  return { brand, shopper, cartId, answer: response.json() as CheckoutAnswer };
}

describe.each(Object.keys(HOME) as InstalmentProvider[])("paying with %s", (provider) => {
  it("sends the shopper to the provider, and the approved return completes the order once", async () => {
    const { brand, shopper, cartId, answer } = await startPayment(provider);
    expect(answer).toMatchObject({ orderCompleted: false, success: true, secure3DResponse: null, refusalReason: null });
    expect(answer.redirectUrl).toMatch(new RegExp(`^${sandbox.baseUrl}/${provider}/v1/checkouts/`));
    expect(answer.paymentReference).toBeTruthy();

    const back = await answerAtProvider(answer.redirectUrl as string, "approve");
    expect(back.pathname).toBe("/customer/checkout");
    expect([back.searchParams.get("provider"), back.searchParams.get("cartId"), back.searchParams.get("status")]).toEqual([
      provider,
      cartId,
      "APPROVED",
    ]);
    const confirmed = await confirmReturn(shopper, brand, back);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ errors: [], type: "success", orderCompleted: true, cartId });
    // Confirming again answers success again, with no second order.
    expect((await confirmReturn(shopper, brand, back)).json()).toMatchObject({ type: "success" });
    expect(await api.db.select().from(orders).where(eq(orders.cartId, cartId))).toHaveLength(1);
    expect((await cartOf(api, shopper, brand)).products).toHaveLength(0);

    const order = (await api.request({ url: `/api/checkout/order?id=${cartId}`, brand, shopper })).json() as OrderAnswer;
    expect(order).toMatchObject({ paymentMethod: INSTALMENT_PROVIDERS[provider].method, remainingPayment: 0, card: null });
    expect(order.amountPaid).toBe(order.orderTotal);
  });
});

describe("the provider's other answers", () => {
  it("a decline answers the provider's two sentences and leaves the cart to pay another way", async () => {
    const { brand, shopper, cartId, answer } = await startPayment("afterpay");
    const back = await answerAtProvider(answer.redirectUrl as string, "decline");
    expect(back.searchParams.get("status")).toBe("DECLINED");
    const declined = (await confirmReturn(shopper, brand, back)).json() as InstalmentConfirmationAnswer;
    expect(declined).toMatchObject({ type: "declined", orderCompleted: false, cartId });
    expect(declined.errors).toHaveLength(2);
    expect((await confirmReturn(shopper, brand, back)).json()).toEqual(declined);
    expect((await cartOf(api, shopper, brand)).cartId).toBe(cartId);

    const byCard = await submit(api, shopper, brand, await checkoutBody(api, shopper, brand, TEST_CARDS.approve));
    expect(byCard.json()).toMatchObject({ orderCompleted: true });
    const order = (await api.request({ url: `/api/checkout/order?id=${cartId}`, brand, shopper })).json() as OrderAnswer;
    expect(order).toMatchObject({ paymentMethod: "CreditCard", remainingPayment: 0 });
  });

  it("a cancel comes back with status CANCELLED and answers cancelled; the cart stays", async () => {
    const { brand, shopper, cartId, answer } = await startPayment("zip");
    const back = await answerAtProvider(answer.redirectUrl as string, "cancel");
    expect(back.searchParams.get("status")).toBe("CANCELLED");
    expect((await confirmReturn(shopper, brand, back)).json()).toEqual({ errors: [], type: "cancelled", orderCompleted: false, cartId });
    expect((await cartOf(api, shopper, brand)).cartId).toBe(cartId);
    const [payment] = await api.db.select().from(payments).where(eq(payments.cartId, cartId));
    expect(payment?.status).toBe("cancelled");
  });

  it("refuses a confirmation from another session, for another provider, or with a forged token, with 400", async () => {
    const { brand, shopper, answer } = await startPayment("humm");
    const back = await answerAtProvider(answer.redirectUrl as string, "approve");
    const stranger = new Shopper();
    await addToCart(api, stranger, brand, skus.wa as string);
    const foreign = await confirmReturn(stranger, brand, back);
    expect([foreign.statusCode, foreign.json()]).toEqual([400, [instalmentMessages.noPayment]]);
    const otherProvider = await confirmReturn(shopper, brand, back, "paypal");
    expect([otherProvider.statusCode, otherProvider.json()]).toEqual([400, [instalmentMessages.wrongProvider("humm")]]);
    const forged = new URL(back);
    forged.searchParams.set("token", "eyJhbGciOiJIUzI1NiJ9.e30.c2lnbmF0dXJl");
    const refused = await confirmReturn(shopper, brand, forged);
    expect([refused.statusCode, refused.json()]).toEqual([400, [instalmentMessages.unverified("humm")]]);
    const missing = await api.request({ method: "POST", url: "/api/checkout/hummconfirmation?token=x", brand, shopper });
    expect(missing.statusCode).toBe(400);
    // The genuine return still completes the order.
    expect((await confirmReturn(shopper, brand, back)).json()).toMatchObject({ type: "success" });
  });

  it("answers the payment's status at the provider, and void cancels the provider's checkout", async () => {
    const { brand, shopper, cartId, answer } = await startPayment("paypal");
    const status = async () =>
      (
        await api.request({ url: `/api/payment/status?cartId=${cartId}&paymentReference=${answer.paymentReference}`, brand, shopper })
      ).json();
    expect(await status()).toEqual({ paymentStatus: "Pending", message: "" });
    const voided = await api.request({
      method: "POST",
      url: "/api/checkout/void",
      brand,
      shopper,
      payload: { cartId, selectedPaymentOption: PAYMENT_OPTIONS.PayPal },
    });
    expect(voided.json()).toEqual({ cancelled: true, paymentReference: answer.paymentReference });
    expect(await sandbox.instalments.status("paypal", "wa", answer.paymentReference as string)).toBe("Cancelled");
    expect(await status()).toMatchObject({ paymentStatus: "Cancelled" });
    // The shopper answering at the provider afterwards is sent to the cancel address.
    expect((await answerAtProvider(answer.redirectUrl as string, "approve")).searchParams.get("status")).toBe("CANCELLED");
  });
});

describe("when the provider cannot be reached", () => {
  it("answers the submit 503 and the confirmation type error, and the retry goes through", async () => {
    const { shopper, cartId } = await newShopper("wa");
    const body = await instalmentBody(shopper, "wa", PAYMENT_OPTIONS.AfterPay);
    const key = newKey();
    providers.down = true;
    try {
      const down = await submit(api, shopper, "wa", body, key);
      expect(down.statusCode).toBe(503);
      expect(down.json()).toEqual({ message: submitMessages.gateway });
    } finally {
      providers.down = false;
    }
    const retried = await submit(api, shopper, "wa", body, key);
    expect(retried.json()).toMatchObject({ success: true, orderCompleted: false });
    const back = await answerAtProvider((retried.json() as CheckoutAnswer).redirectUrl as string, "approve");

    providers.down = true;
    try {
      expect((await confirmReturn(shopper, "wa", back)).json()).toEqual({ errors: [], type: "error", orderCompleted: false, cartId });
    } finally {
      providers.down = false;
    }
    expect((await confirmReturn(shopper, "wa", back)).json()).toMatchObject({ type: "success" });
  });
});

describe("what the storefront offers", () => {
  it("refuses a provider the storefront does not offer, and a total outside the provider's limits", async () => {
    const { shopper } = await newShopper("wa");
    const klarna = await submit(api, shopper, "wa", await instalmentBody(shopper, "wa", PAYMENT_OPTIONS.Klarna));
    expect([klarna.statusCode, klarna.json()]).toEqual([400, [submitMessages.paymentOption]]);
    const trade = await newShopper("aol");
    const paypal = await submit(api, trade.shopper, "aol", await instalmentBody(trade.shopper, "aol", PAYMENT_OPTIONS.PayPal));
    expect([paypal.statusCode, paypal.json()]).toEqual([400, [submitMessages.paymentOption]]);

    const dear = await newShopper("wa", skus.waDear);
    const afterpay = await submit(api, dear.shopper, "wa", await instalmentBody(dear.shopper, "wa", PAYMENT_OPTIONS.AfterPay));
    expect([afterpay.statusCode, afterpay.json()]).toEqual([400, [providerLimitMessage("afterpay")]]);
    expect(providerLimitMessage("afterpay")).toBe(
      "Afterpay is available for orders from $1 to $2,000. Please choose another payment method.",
    );
    expect(await api.db.select().from(payments).where(eq(payments.cartId, dear.cartId))).toHaveLength(0);
  });

  it("answers each provider's configuration: enabled where offered, with its limits", async () => {
    const wa = (await api.request({ url: "/api/checkout/paymentconfiguration", brand: "wa" })).json() as PaymentConfiguration;
    expect([wa.payPal.isEnabled, wa.afterPay.isEnabled, wa.zip.isEnabled, wa.humm.isEnabled, wa.klarna.isEnabled]).toEqual([
      true,
      true,
      true,
      true,
      false,
    ]);
    expect(wa.humm.details).toEqual(INSTALMENT_LIMITS.humm);
    expect(wa.zip.details).toMatchObject({ ...INSTALMENT_LIMITS.zip, repaymentPeriodMonths: 12 });
    const nz = (await api.request({ url: "/api/checkout/paymentconfiguration", brand: "aol-nz" })).json() as PaymentConfiguration;
    expect(nz.zip).toMatchObject({ isEnabled: true, details: INSTALMENT_LIMITS.zipnz });
    // Zip's offer (issue 44 item 6): AU's runs to the end of next month, Zip NZ has none.
    expect(wa.zip.details).toMatchObject(zipOfferDates(storefrontById("wa")!, TEST_TODAY));
    expect(wa.zip.details.offerExpiry).toMatch(/^\d{4}-\d{2}-01$/);
    expect(nz.zip.details).toMatchObject({ offerExpiry: null, offerExpiryInclusion: null });
    const aol = (await api.request({ url: "/api/checkout/v2/paymentconfiguration", brand: "aol" })).json() as PaymentConfigurationV2;
    expect(aol.paymentConfigurations.filter((entry) => entry.isEnabled).map((entry) => entry.paymentMethod)).toEqual(["CreditCard"]);
    expect(aol.paymentConfigurations.map((entry) => entry.paymentMethod)).toContain("Klarna");
  });

  it("answers the wallets and PayPal Pay in 4 (issue 44 item 4): enabled where the storefront offers them, with their limits", async () => {
    const wa = (await api.request({ url: "/api/checkout/paymentconfiguration", brand: "wa" })).json() as PaymentConfiguration;
    expect(wa.applepay).toEqual({ isEnabled: true, details: INSTALMENT_LIMITS.applepay });
    expect(wa.googlepay).toEqual({ isEnabled: true, details: INSTALMENT_LIMITS.googlepay });
    expect(wa.payPalBnpl).toEqual({ isEnabled: true, details: { minimumAmount: 30, maximumAmount: 2_000 } });
    const nz = (await api.request({ url: "/api/checkout/paymentconfiguration", brand: "aol-nz" })).json() as PaymentConfiguration;
    expect([nz.applepay.isEnabled, nz.googlepay.isEnabled, nz.payPalBnpl.isEnabled]).toEqual([true, true, false]);
    const aol = (await api.request({ url: "/api/checkout/paymentconfiguration", brand: "aol" })).json() as PaymentConfiguration;
    expect([aol.applepay.isEnabled, aol.googlepay.isEnabled, aol.payPalBnpl.isEnabled]).toEqual([false, false, false]);
    const v2 = (await api.request({ url: "/api/checkout/v2/paymentconfiguration", brand: "aol" })).json() as PaymentConfigurationV2;
    expect(v2.paymentConfigurations.filter((entry) => ["ApplePay", "GooglePay", "PayPalBnpl"].includes(entry.paymentMethod))).toEqual([
      { paymentMethod: "ApplePay", isEnabled: false, minimumAmount: null, maximumAmount: null },
      { paymentMethod: "GooglePay", isEnabled: false, minimumAmount: null, maximumAmount: null },
      { paymentMethod: "PayPalBnpl", isEnabled: false, minimumAmount: null, maximumAmount: null },
    ]);
  });

  it("refuses a wallet or pay later where the storefront does not offer it, and Pay in 4 above its $2,000", async () => {
    const trade = await newShopper("aol");
    for (const option of [PAYMENT_OPTIONS.ApplePay, PAYMENT_OPTIONS.GooglePay, PAYMENT_OPTIONS.PayPalBnpl]) {
      const refused = await submit(api, trade.shopper, "aol", await instalmentBody(trade.shopper, "aol", option));
      expect([refused.statusCode, refused.json()]).toEqual([400, [submitMessages.paymentOption]]);
    }
    const nz = await newShopper("aol-nz");
    const bnpl = await submit(api, nz.shopper, "aol-nz", await instalmentBody(nz.shopper, "aol-nz", PAYMENT_OPTIONS.PayPalBnpl));
    expect([bnpl.statusCode, bnpl.json()]).toEqual([400, [submitMessages.paymentOption]]);
    const dear = await newShopper("wa", skus.waDear);
    const payIn4 = await submit(api, dear.shopper, "wa", await instalmentBody(dear.shopper, "wa", PAYMENT_OPTIONS.PayPalBnpl));
    expect([payIn4.statusCode, payIn4.json()]).toEqual([400, [providerLimitMessage("paypalbnpl")]]);
    expect(providerLimitMessage("paypalbnpl")).toBe(
      "PayPal Pay in 4 is available for orders from $30 to $2,000. Please choose another payment method.",
    );
    expect(await api.db.select().from(payments).where(eq(payments.cartId, dear.cartId))).toHaveLength(0);
  });
});

describe("deposit (partial payment)", () => {
  const deposit = (shopper: Shopper, brand: string, changes: Record<string, unknown>) =>
    checkoutBody(api, shopper, brand, TEST_CARDS.approve, changes);

  it("refuses a deposit below the minimum, equal to the total, with another payment option or where it is not offered", async () => {
    const { shopper } = await newShopper("wa");
    const body = await deposit(shopper, "wa", {});
    const minimum = Math.floor(body.orderTotal * 30) / 100;
    const below = await submit(api, shopper, "wa", { ...body, partialPayment: minimum - 0.01 });
    expect(below.json()).toEqual([
      checkoutSubmitMessages.deposit,
      `Minimum deposit is 30% of order total ($${minimum.toLocaleString("en-AU", { minimumFractionDigits: 2 })})`,
    ]);
    const whole = await submit(api, shopper, "wa", { ...body, partialPayment: body.orderTotal });
    expect(whole.json()).toEqual([checkoutSubmitMessages.deposit, depositMessages.notBelowTotal]);
    const afterpay = await submit(api, shopper, "wa", {
      ...(await instalmentBody(shopper, "wa", PAYMENT_OPTIONS.AfterPay)),
      partialPayment: minimum,
    });
    expect(afterpay.json()).toEqual([checkoutSubmitMessages.deposit, submitMessages.depositCardOnly]);

    const fk = await newShopper("fk");
    const fkBody = await deposit(fk.shopper, "fk", {});
    const notOffered = await submit(api, fk.shopper, "fk", { ...fkBody, partialPayment: Math.ceil(fkBody.orderTotal / 2) });
    expect(notOffered.json()).toEqual([checkoutSubmitMessages.deposit, submitMessages.depositNotOffered]);
  });

  it("charges the card the deposit and records what is paid and what remains", async () => {
    const { shopper, cartId } = await newShopper(
      "hc",
      (await productFor(api.db, "hc", { minPrice: 400, maxPrice: 1500, notBrands: PROFORMA })).sku,
    );
    const body = await deposit(shopper, "hc", {});
    const depositAmount = Math.ceil(body.orderTotal * 0.4);
    const response = await submit(api, shopper, "hc", { ...body, partialPayment: depositAmount });
    expect(response.json()).toMatchObject({ orderCompleted: true });
    const [payment] = await api.db.select().from(payments).where(eq(payments.cartId, cartId));
    expect(payment?.amount).toBe(depositAmount);
    const order = (await api.request({ url: `/api/checkout/order?id=${cartId}`, brand: "hc", shopper })).json() as OrderAnswer;
    expect(order).toMatchObject({ amountPaid: depositAmount, paymentMethod: "CreditCard", orderTotal: body.orderTotal });
    expect(order.remainingPayment).toBe(Math.round((body.orderTotal - depositAmount) * 100) / 100);
  });
});
