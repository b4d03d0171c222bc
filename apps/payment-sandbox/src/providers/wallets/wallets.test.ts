import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSandbox, type TestSandbox } from "../../test-helpers";

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());

const SHOP = "http://127.0.0.1:3001";
const sheet = (query: Record<string, string>) => sandbox.app.inject({ url: `/wallets/googlepay/express?${new URLSearchParams(query)}` });
const answer = (fields: Record<string, string>) =>
  sandbox.app.inject({
    method: "POST",
    url: "/wallets/googlepay/express",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams(fields).toString(),
  });

/** The message the answer page posts to its opener, and the origin it posts to. */
function postedMessage(body: string): { message: unknown; origin: unknown } {
  const match = /window\.opener\.postMessage\((.*), (".*?")\); window\.close\(\);/.exec(body);
  if (!match) throw new Error(`no postMessage in ${body}`);
  return { message: JSON.parse(match[1] as string), origin: JSON.parse(match[2] as string) };
}

describe("the express Google Pay sheet (issue 44 item 4)", () => {
  it("shows the wallet's contact and its addresses in the shop's country, the first chosen", async () => {
    const au = await sheet({ merchantAccount: "wa", origin: SHOP, country: "AU" });
    expect(au.statusCode).toBe(200);
    expect(au.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(au.body).toContain("<h1>Google Pay</h1>");
    expect(au.body).toContain("<dd>jane.wallet@example.com</dd>");
    expect(au.body).toContain('<input type="radio" name="address" value="0" checked> 1 Collins St, MELBOURNE VIC 3000');
    expect(au.body).toMatch(/<button[^>]*>Continue<\/button>/);
    expect(au.body).toMatch(/<button[^>]*>Cancel<\/button>/);
    const nz = await sheet({ merchantAccount: "wa", origin: SHOP, country: "NZ" });
    expect(nz.body).toContain("12 Ponsonby Road, PONSONBY Auckland 1011");
    expect(nz.body).not.toContain("Collins St");
  });

  it("posts the chosen details to the opener of the named origin only, or the cancel", async () => {
    const shared = await answer({ merchantAccount: "wa", origin: SHOP, country: "AU", address: "1", decision: "continue" });
    expect(shared.statusCode).toBe(200);
    expect(postedMessage(shared.body)).toEqual({
      origin: SHOP,
      message: {
        type: "googlepay-express",
        status: "selected",
        details: {
          email: "jane.wallet@example.com",
          phoneNumber: "0412 345 678",
          firstName: "Jane",
          lastName: "Citizen",
          address: "20 Bridge St",
          suburb: "SYDNEY",
          state: "NSW",
          postcode: "2000",
          country: "AU",
        },
      },
    });
    expect(shared.body).toContain("Your details were shared with wa.");
    const cancelled = await answer({ merchantAccount: "wa", origin: SHOP, country: "AU", decision: "cancel" });
    expect(postedMessage(cancelled.body)).toEqual({ origin: SHOP, message: { type: "googlepay-express", status: "cancelled" } });
  });

  it("refuses an unknown merchant, an origin that is not one, another country, address or decision with 400", async () => {
    const refusals = await Promise.all([
      sheet({ merchantAccount: "nobody", origin: SHOP, country: "AU" }),
      sheet({ merchantAccount: "wa", origin: `${SHOP}/customer/checkout`, country: "AU" }),
      sheet({ merchantAccount: "wa", origin: "javascript:alert(1)", country: "AU" }),
      sheet({ merchantAccount: "wa", origin: SHOP, country: "US" }),
      sheet({ merchantAccount: "wa", country: "AU" }),
      answer({ merchantAccount: "wa", origin: SHOP, country: "AU", address: "7", decision: "continue" }),
      answer({ merchantAccount: "wa", origin: SHOP, country: "AU", address: "-1", decision: "continue" }),
      answer({ merchantAccount: "wa", origin: SHOP, country: "AU", decision: "pay" }),
    ]);
    expect(refusals.map((response) => response.statusCode)).toEqual([400, 400, 400, 400, 400, 400, 400, 400]);
    expect(refusals.map((response) => response.json().errorCode)).toEqual([
      "MERCHANT_UNKNOWN",
      "ORIGIN_INVALID",
      "ORIGIN_INVALID",
      "COUNTRY_NOT_SUPPORTED",
      "ORIGIN_INVALID",
      "ADDRESS_INVALID",
      "ADDRESS_INVALID",
      "DECISION_INVALID",
    ]);
  });
});
