import { screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders, resetSession } from "@storefront/page-kit/testing";
import { CheckoutPage } from "./CheckoutPage";
import { CART_ID, checkoutAnswers, checkoutApi } from "./test-helpers";

/** Stands in for @sentry/browser: records that it was imported, the clients made and what they captured. */
const sdk = vi.hoisted(() => ({
  imports: 0,
  failNextClient: false,
  clients: [] as { dsn: string; integrations: unknown[]; dataCollection: Record<string, unknown> }[],
  captured: [] as { message: string; level: string; tags: Record<string, string>; dsn: string }[],
}));

vi.mock("@sentry/browser", () => {
  sdk.imports += 1;
  class BrowserClient {
    constructor(readonly options: { dsn: string; integrations: unknown[]; dataCollection: Record<string, unknown> }) {
      if (sdk.failNextClient) {
        sdk.failNextClient = false;
        throw new Error("the SDK failed");
      }
      sdk.clients.push(options);
    }
    init() {}
  }
  class Scope {
    tags: Record<string, string> = {};
    client: BrowserClient | undefined;
    setClient(client: BrowserClient) {
      this.client = client;
    }
    setTags(tags: Record<string, string>) {
      this.tags = tags;
    }
    captureMessage(message: string, level: string) {
      sdk.captured.push({ message, level, tags: this.tags, dsn: this.client?.options.dsn ?? "" });
    }
  }
  return { BrowserClient, Scope, makeFetchTransport: () => undefined, defaultStackParser: () => [] };
});

const { paymentOptionName, reportPaymentError } = await import("./monitoring");

const DSN = "https://publickey@o7.ingest.sentry.example/42";
const OTHER_DSN = "https://otherkey@o8.ingest.sentry.example/43";

beforeEach(() => {
  sdk.captured.length = 0;
});
afterEach(() => {
  resetSession();
  localStorage.clear();
});

describe("payment errors to the error-monitoring service (spec 2 §7)", () => {
  it("without a DSN reports nothing and never imports the SDK", async () => {
    await reportPaymentError(undefined, { kind: "payment-refused", paymentOption: "CreditCard", status: 200 });
    await reportPaymentError("", { kind: "submit-failed", paymentOption: "PayPal", status: 503 });
    expect(sdk.imports).toBe(0);
    expect(sdk.captured).toEqual([]);
  });

  it("with a DSN imports the SDK and captures a fixed message tagged with the option, the status and the kind, nothing personal", async () => {
    await reportPaymentError(DSN, { kind: "payment-refused", paymentOption: "CreditCard", status: 200 });
    await reportPaymentError(DSN, { kind: "instalment-error", paymentOption: "AfterPay", status: 0 });
    expect(sdk.imports).toBe(1);
    expect(sdk.clients).toEqual([
      expect.objectContaining({
        dsn: DSN,
        integrations: [],
        dataCollection: expect.objectContaining({ userInfo: false, cookies: false, httpHeaders: false, urlQueryParams: false }),
      }),
    ]);
    expect(sdk.captured).toEqual([
      {
        message: "Checkout payment error: payment-refused",
        level: "error",
        dsn: DSN,
        tags: { area: "checkout", kind: "payment-refused", paymentOption: "CreditCard", status: "200" },
      },
      {
        message: "Checkout payment error: instalment-error",
        level: "error",
        dsn: DSN,
        tags: { area: "checkout", kind: "instalment-error", paymentOption: "AfterPay", status: "0" },
      },
    ]);
  });

  it("never breaks the checkout when the SDK fails, and tries again on the next error", async () => {
    sdk.failNextClient = true;
    await expect(
      reportPaymentError(OTHER_DSN, { kind: "submit-failed", paymentOption: "CreditCard", status: 500 }),
    ).resolves.toBeUndefined();
    expect(sdk.captured).toEqual([]);
    await reportPaymentError(OTHER_DSN, { kind: "submit-failed", paymentOption: "CreditCard", status: 500 });
    expect(sdk.captured).toEqual([expect.objectContaining({ dsn: OTHER_DSN, tags: expect.objectContaining({ status: "500" }) })]);
  });

  it("names the payment option of a selectedPaymentOption flag", () => {
    expect(paymentOptionName(undefined)).toBe("CreditCard");
    expect(paymentOptionName(0)).toBe("CreditCard");
    expect(paymentOptionName(2)).toBe("PayPal");
    expect(paymentOptionName(512)).toBe("ZipNz");
    expect(paymentOptionName(3)).toBe("unknown");
  });
});

function renderCheckout(answers: Record<string, unknown>, path: string, sentryDsn?: string) {
  const api = checkoutApi(checkoutAnswers(answers));
  return renderWithProviders([{ path: "/customer/checkout", element: <CheckoutPage /> }], {
    fetch: api.fetch,
    path,
    ...(sentryDsn ? { rootData: { sentryDsn } } : {}),
  });
}

const returnPath = (provider: string, status = "APPROVED") =>
  `/customer/checkout?provider=${provider}&cartId=${CART_ID}&token=T1&status=${status}`;
const declined = { errors: ["Your payment was declined by Afterpay."], type: "declined", orderCompleted: false, cartId: CART_ID };

describe("payment errors the checkout shows are reported to the error-monitoring service (spec 2 §7)", () => {
  it("without a DSN shows the error and reports nothing", async () => {
    renderCheckout({ "POST /api/checkout/afterpayconfirmation": declined }, returnPath("afterpay"));
    // The page decides to report in the same task that shows the message, and without a DSN the
    // report ends there (reportPaymentError returns before anything async): none can come later.
    expect(await screen.findByRole("alert")).toHaveTextContent("Your payment was declined by Afterpay.");
    expect(sdk.captured).toEqual([]);
  });

  it("reports a declined instalment with its option and no words of the message", async () => {
    renderCheckout({ "POST /api/checkout/afterpayconfirmation": declined }, returnPath("afterpay"), DSN);
    expect(await screen.findByRole("alert")).toHaveTextContent("Your payment was declined by Afterpay.");
    await waitFor(() => expect(sdk.captured).toHaveLength(1));
    expect(sdk.captured[0]).toEqual({
      message: "Checkout payment error: instalment-declined",
      level: "error",
      dsn: DSN,
      tags: { area: "checkout", kind: "instalment-declined", paymentOption: "AfterPay", status: "200" },
    });
  });

  it("reports a confirmation that failed with its status", async () => {
    renderCheckout(
      { "POST /api/checkout/zipnzconfirmation": Response.json({ message: "down" }, { status: 503 }) },
      returnPath("zipnz"),
      DSN,
    );
    expect(await screen.findByRole("alert")).toHaveTextContent("Service currently unavailable");
    await waitFor(() => expect(sdk.captured).toHaveLength(1));
    expect(sdk.captured[0]?.tags).toEqual({ area: "checkout", kind: "instalment-error", paymentOption: "ZipNz", status: "503" });
  });

  it("reports a card refused after 3-D Secure, and nothing for a payment the shopper cancelled", async () => {
    const refused = renderCheckout({}, "/customer/checkout?paymentError=Refused", DSN);
    await waitFor(() => expect(sdk.captured).toHaveLength(1));
    expect(sdk.captured[0]?.tags).toMatchObject({ kind: "payment-refused", paymentOption: "CreditCard" });
    refused.unmount();

    sdk.captured.length = 0;
    renderCheckout(
      { "POST /api/checkout/paypalconfirmation": { errors: [], type: "cancelled", orderCompleted: false, cartId: CART_ID } },
      returnPath("paypal", "CANCELLED"),
      DSN,
    );
    // The DSN's reporter is loaded (the refusal above), so a report would be captured a microtask
    // after the page decides on it, before the message it decides with renders: by now it would be here.
    expect(await screen.findByRole("alert")).toHaveTextContent("You've cancelled your payment.");
    expect(sdk.captured).toEqual([]);
  });
});
