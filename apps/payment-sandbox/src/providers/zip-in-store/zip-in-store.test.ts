import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSandbox, type TestSandbox } from "../../test-helpers";

let sandbox: TestSandbox;
let clockOffsetMs = 0;
beforeAll(async () => {
  sandbox = await startSandbox({ now: () => new Date(Date.now() + clockOffsetMs) });
});
afterAll(() => sandbox.close());

function create(storeCode: string, key: string = randomUUID(), value = 129_900) {
  return sandbox.app.inject({
    method: "POST",
    url: "/zip/instore/v1/payments",
    headers: { "idempotency-key": key },
    payload: { merchantAccount: "wa", reference: "cart-1", storeCode, amount: { value, currency: "AUD" } },
  });
}

async function created(storeCode: string) {
  const response = await create(storeCode);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { paymentId: string; status: string; expiresAt: string };
}

const status = async (paymentId: string) =>
  (await sandbox.app.inject({ url: `/zip/instore/v1/payments/${paymentId}?merchantAccount=wa` })).json() as {
    status: string;
    paymentReference: string | null;
  };

const answer = (paymentId: string, decision: string) =>
  sandbox.app.inject({
    method: "POST",
    url: `/zip/instore/payments/${paymentId}/decision`,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams({ decision }).toString(),
  });

const cancel = (paymentId: string) =>
  sandbox.app.inject({ method: "POST", url: `/zip/instore/v1/payments/${paymentId}/cancels`, payload: { merchantAccount: "wa" } });

describe("Zip in store", () => {
  it("creates a pending payment for a 6-digit store code, and the same key answers the same", async () => {
    const key = randomUUID();
    const first = await create("123456", key);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ status: "Pending" });
    expect((await create("123456", key)).json()).toEqual(first.json());
  });

  it("refuses a store code that is not exactly 6 digits", async () => {
    for (const code of ["12345", "1234567", "12a456", ""]) {
      const response = await create(code);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ errorCode: "STORE_CODE_INVALID" });
    }
  });

  it("lists the pending payment on the Zip app page with its store code, amount and the buttons Approve and Decline", async () => {
    await created("246810");
    const page = await sandbox.app.inject({ url: "/zip/instore" });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("<h1>Zip app</h1>");
    const row = /<tr>\s*<td>246810<\/td>[\s\S]*?<\/tr>/.exec(page.body)?.[0] ?? "";
    expect(row).toMatch(/AUD.1,299\.00/);
    expect(row).toContain(">Approve</button>");
    expect(row).toContain(">Decline</button>");
  });

  it("approves once: the status is Approved with a reference, and a later decline changes nothing", async () => {
    const { paymentId } = await created("111111");
    expect((await answer(paymentId, "approve")).statusCode).toBe(200);
    await answer(paymentId, "decline");
    const approved = await status(paymentId);
    expect(approved.status).toBe("Approved");
    expect(approved.paymentReference).toMatch(/^ZIPSTORE-\d{12}$/);
    expect((await cancel(paymentId)).statusCode).toBe(409);
    expect((await sandbox.app.inject({ url: "/zip/instore" })).body).not.toContain("<td>111111</td>");
  });

  it("declines, and the merchant's cancel of a pending payment cancels it", async () => {
    const declined = await created("222222");
    await answer(declined.paymentId, "decline");
    expect((await status(declined.paymentId)).status).toBe("Declined");
    const pending = await created("333333");
    const cancelled = await cancel(pending.paymentId);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await status(pending.paymentId)).status).toBe("Cancelled");
  });

  it("expires a payment left pending for 10 minutes", async () => {
    const { paymentId } = await created("444444");
    clockOffsetMs = 10 * 60 * 1000 + 1000;
    try {
      expect((await status(paymentId)).status).toBe("Expired");
      await answer(paymentId, "approve");
      expect((await status(paymentId)).status).toBe("Expired");
    } finally {
      clockOffsetMs = 0;
    }
  });

  it("hides another merchant's payment", async () => {
    const { paymentId } = await created("555555");
    expect((await sandbox.app.inject({ url: `/zip/instore/v1/payments/${paymentId}?merchantAccount=aol` })).statusCode).toBe(404);
  });
});

describe("fraud check", () => {
  it("serves a script defining window.fraudCheck whose token verifies", async () => {
    const script = await sandbox.app.inject({ url: "/fraud/check.js" });
    expect(script.statusCode).toBe(200);
    expect(script.headers["content-type"]).toContain("javascript");
    const window: { fraudCheck?: { token(): Promise<string> } } = {};
    new Function("window", script.body)(window);
    const token = await window.fraudCheck?.token();
    expect(token).toMatch(/^fc\.[^.]+\.[^.]+$/);
    const verified = await sandbox.app.inject({ method: "POST", url: "/fraud/verify", payload: { token } });
    expect(verified.json()).toEqual({ valid: true });
  });

  it("refuses a forged, altered or expired token", async () => {
    const { token } = (await sandbox.app.inject({ method: "POST", url: "/fraud/tokens" })).json() as { token: string };
    const verify = async (candidate: string) =>
      ((await sandbox.app.inject({ method: "POST", url: "/fraud/verify", payload: { token: candidate } })).json() as { valid: boolean })
        .valid;
    expect(await verify(`${token.slice(0, -2)}xx`)).toBe(false);
    expect(await verify("fc.abc-aaaaaaaaaaaaaaaaaaaa.bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb")).toBe(false);
    expect(await verify("not a token")).toBe(false);
    clockOffsetMs = 25 * 60 * 60 * 1000;
    try {
      expect(await verify(token)).toBe(false);
    } finally {
      clockOffsetMs = 0;
    }
  });
});
