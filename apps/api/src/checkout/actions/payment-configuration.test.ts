import { describe, expect, it } from "vitest";
import { ServiceUnavailableError } from "../../http/errors";
import { INSTALMENT_LIMITS, ZIP_REPAYMENT_PERIOD_MONTHS } from "../../payments/instalment-limits";
import { SandboxCardGateway } from "../../payments/sandbox-card-gateway";
import { setupSandbox } from "../checkout-test-support";
import { storefront } from "../submit/submit-test-support";
import { paymentConfiguration, paymentConfigurationV2 } from "./payment-configuration";

const sandbox = setupSandbox();
const unreachable = () => new SandboxCardGateway({ baseUrl: "http://127.0.0.1:9", timeoutMs: 1_000 });
const now = new Date("2026-11-29T03:00:00Z");

describe("paymentConfiguration", () => {
  it("enables the providers the storefront offers, with their limits, Zip's offer of today and the card's certificates", async () => {
    const answer = await paymentConfiguration(sandbox.gateway, storefront("wa"), now);
    expect(answer.afterPay).toEqual({ isEnabled: true, details: INSTALMENT_LIMITS.afterpay });
    expect(answer.humm.isEnabled).toBe(true);
    expect(answer.klarna.isEnabled).toBe(false);
    expect(answer.zip).toMatchObject({
      isEnabled: true,
      details: {
        ...INSTALMENT_LIMITS.zip,
        repaymentPeriodMonths: ZIP_REPAYMENT_PERIOD_MONTHS,
        // Issue 44 item 6: interest free to the end of next month.
        offerExpiry: "2027-01-01",
        offerExpiryInclusion: "2026-12-31",
      },
    });
    expect(answer.x509EncryptionKeys).toEqual(await sandbox.gateway.encryptionKeys());
  });

  it("answers Zip NZ's limits, two months and no offer on an NZ storefront", async () => {
    const answer = await paymentConfiguration(sandbox.gateway, storefront("aol-nz"), now);
    expect(answer.zip).toMatchObject({
      isEnabled: true,
      details: { ...INSTALMENT_LIMITS.zipnz, repaymentPeriodMonths: 2, offerExpiry: null, offerExpiryInclusion: null },
    });
  });

  it("answers 503 when the card gateway cannot be reached", async () => {
    await expect(paymentConfiguration(unreachable(), storefront("wa"), now)).rejects.toBeInstanceOf(ServiceUnavailableError);
  });
});

describe("paymentConfigurationV2", () => {
  it("answers nothing on a storefront without PaymentConfigurationV2", async () => {
    expect(await paymentConfigurationV2(sandbox.gateway, storefront("wa"))).toBeUndefined();
  });

  it("gives only the storefront's own certificate and enables the card, the rest off where not offered", async () => {
    const answer = await paymentConfigurationV2(sandbox.gateway, storefront("aol"));
    const keys = await sandbox.gateway.encryptionKeys();
    expect(answer?.x509EncryptionKeys).toEqual({ aol: keys.aol });
    expect(answer?.paymentConfigurations).toContainEqual({
      paymentMethod: "CreditCard",
      isEnabled: true,
      minimumAmount: null,
      maximumAmount: null,
    });
    expect(answer?.paymentConfigurations.filter((c) => c.paymentMethod !== "CreditCard").every((c) => !c.isEnabled)).toBe(true);
    expect(answer?.paymentConfigurations.map((c) => c.paymentMethod)).not.toContain("None");
  });
});
