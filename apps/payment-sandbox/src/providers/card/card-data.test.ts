import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authorisationBody, formOf, pay, postForm, postPayment, startSandbox, type TestSandbox } from "../../test-helpers";
import { TEST_CARDS } from "./test-cards";

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());

const CVV = "737";
const AMEX_CVV = "7373";

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(folder, entry.name)) : [join(folder, entry.name)],
  );
}

function stringValues(value: unknown, key = ""): [string, string][] {
  if (typeof value === "string") return [[key, value]];
  if (Array.isArray(value)) return value.flatMap((item) => stringValues(item, key));
  if (typeof value === "object" && value !== null) return Object.entries(value).flatMap(([name, item]) => stringValues(item, name));
  return [];
}

/** Every payment flow the sandbox has, with every published test card. */
async function runPayments(): Promise<void> {
  for (const card of TEST_CARDS) {
    const cvv = card.number.startsWith("37") ? AMEX_CVV : CVV;
    const answer = await pay(sandbox.app, { cardNo: card.number, cvv });
    if (answer.resultCode === "RedirectShopper") {
      const { htmlFormToPost } = answer.secure3DResponse as { htmlFormToPost: string };
      const opening = formOf(htmlFormToPost);
      const page = await postForm(sandbox.app, opening.action, opening.fields);
      const challenge = formOf(page.body);
      const back = await postForm(sandbox.app, challenge.action, { ...challenge.fields, decision: "approve" });
      const redirectResult = formOf(back.body).fields.redirectResult as string;
      await sandbox.app.inject({ method: "POST", url: "/card/v1/payments/details", payload: { merchantAccount: "wa", redirectResult } });
    }
    await sandbox.app.inject({
      method: "POST",
      url: `/card/v1/payments/${answer.pspReference}/cancels`,
      payload: { merchantAccount: "wa" },
    });
  }
  // Refused requests too: a card that fails the card check, and a number sent in clear.
  const body = await authorisationBody(sandbox.app, { cardNo: "4111 1111 1111 1111" });
  await postPayment(sandbox.app, { ...body, cardDetails: { ...body.cardDetails, expiryDate: "01/20" } });
  await postPayment(sandbox.app, { ...body, cardDetails: { ...body.cardDetails, cardNo: "4111 1111 1111 1111", cvv: CVV } });
}

describe("card data (ARCHITECTURE security baseline: card numbers never reach a database or a log)", () => {
  it("keeps at most the last four digits of any test card in its data folder and its log", async () => {
    await runPayments();
    const files = filesUnder(sandbox.dataDir).map((file) => readFileSync(file, "utf8"));
    const log = sandbox.logLines.join("");
    // The search looks where the card summary is: the last four digits are there.
    expect(files.join("\n")).toContain('"lastFour": "1111"');
    expect(log).toContain('"lastFour":"1111"');
    for (const card of TEST_CARDS) {
      const spaced = card.number.replace(/(\d{4})(?=\d)/g, "$1 ");
      for (const text of [...files, log]) {
        expect(text).not.toContain(card.number);
        expect(text).not.toContain(spaced);
        expect(text).not.toContain(card.number.slice(0, -4));
      }
    }
  });

  it("stores no security code: no field of a payment record holds one", () => {
    const payments = join(sandbox.dataDir, "card", "payments");
    const values = readdirSync(payments).flatMap((name) => stringValues(JSON.parse(readFileSync(join(payments, name), "utf8"))));
    expect(values.length).toBeGreaterThan(0);
    expect(values.filter(([key]) => /cvv|cvc|security|cardNo|number/i.test(key))).toEqual([]);
    expect(values.filter(([, value]) => value === CVV || value === AMEX_CVV)).toEqual([]);
  });
});
