import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formOf, pay, postForm, RETURN_URL, startSandbox, type TestSandbox } from "../../test-helpers";

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());

const CHALLENGE_CARD = { cardNo: "4000 0000 0000 3220" };

/** The shop's browser posts secure3DResponse.htmlFormToPost, as spec 2 §4 says. */
async function openChallenge(app: FastifyInstance) {
  const answer = await pay(app, CHALLENGE_CARD);
  const { htmlFormAction, htmlFormToPost } = answer.secure3DResponse as { htmlFormAction: string; htmlFormToPost: string };
  const form = formOf(htmlFormToPost);
  expect(form.action).toBe(htmlFormAction);
  const page = await postForm(app, form.action, form.fields);
  return { pspReference: answer.pspReference as string, page };
}

/** Presses a button of the challenge page; answers the page that posts back to the shop. */
async function press(app: FastifyInstance, challengePage: string, decision: "approve" | "refuse") {
  const form = formOf(challengePage);
  return postForm(app, form.action, { ...form.fields, decision });
}

function details(app: FastifyInstance, redirectResult: string, merchantAccount = "wa") {
  return app.inject({ method: "POST", url: "/card/v1/payments/details", payload: { merchantAccount, redirectResult } });
}

describe("3-D Secure challenge", () => {
  it("shows the shopper an accessible page with the amount, the card and labelled Approve and Refuse buttons", async () => {
    const { page } = await openChallenge(sandbox.app);
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(page.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toContain("<h1>Confirm your payment</h1>");
    expect(page.body).toMatch(/<dd>AUD\s1,299\.00<\/dd>/);
    expect(page.body).toContain("<dd>Visa ending 3220</dd>");
    expect(page.body).toMatch(/<button[^>]*name="decision" value="approve">Approve<\/button>/);
    expect(page.body).toMatch(/<button[^>]*name="decision" value="refuse">Refuse<\/button>/);
  });

  it("keeps the payment waiting until the shopper answers", async () => {
    const { pspReference } = await openChallenge(sandbox.app);
    const status = await sandbox.app.inject({ url: `/card/v1/payments/${pspReference}?merchantAccount=wa` });
    expect(status.json()).toMatchObject({ status: "ChallengeShopper" });
  });

  it("on Approve posts a signed result to the shop's return address, which the sandbox verifies as authorised", async () => {
    const { pspReference, page } = await openChallenge(sandbox.app);
    const back = await press(sandbox.app, page.body, "approve");
    const form = formOf(back.body);
    expect(form.action).toBe(RETURN_URL);
    expect(back.body).toContain('<form id="return-form" method="post"');
    const verified = await details(sandbox.app, form.fields.redirectResult as string);
    expect(verified.json()).toMatchObject({ pspReference, merchantReference: "cart-1", status: "Authorised", card: { lastFour: "3220" } });
  });

  it("on Refuse posts a result the sandbox verifies as refused, with the refusal reason", async () => {
    const { page } = await openChallenge(sandbox.app);
    const form = formOf((await press(sandbox.app, page.body, "refuse")).body);
    expect((await details(sandbox.app, form.fields.redirectResult as string)).json()).toMatchObject({
      status: "Refused",
      refusalReason: "3-D Secure authentication was refused.",
      refusalReasonCode: "3DS_REFUSED",
    });
  });

  it("keeps the first answer when the form is posted again", async () => {
    const { pspReference, page } = await openChallenge(sandbox.app);
    await press(sandbox.app, page.body, "approve");
    const again = formOf((await press(sandbox.app, page.body, "refuse")).body);
    expect((await details(sandbox.app, again.fields.redirectResult as string)).json()).toMatchObject({
      pspReference,
      status: "Authorised",
    });
  });

  it("refuses a tampered result, and a result shown for another merchant account", async () => {
    const { page } = await openChallenge(sandbox.app);
    const result = formOf((await press(sandbox.app, page.body, "approve")).body).fields.redirectResult as string;
    const [header, payload, signature] = result.split(".") as [string, string, string];
    const forged = JSON.parse(Buffer.from(payload, "base64url").toString()) as Record<string, unknown>;
    const tampered = `${header}.${Buffer.from(JSON.stringify({ ...forged, sub: "1234567890123456" })).toString("base64url")}.${signature}`;
    for (const answer of [await details(sandbox.app, tampered), await details(sandbox.app, result, "aol")]) {
      expect(answer.statusCode).toBe(422);
      expect(answer.json()).toMatchObject({ errorCode: "RESULT_INVALID", message: "The 3-D Secure result is not genuine or has expired." });
    }
  });

  it("refuses an unknown or expired session with a page that says so", async () => {
    const page = await postForm(sandbox.app, "/card/v1/3ds/challenge", { creq: "not-a-session" });
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain('<p role="alert">The session is not valid any more. Go back to the shop and pay again.</p>');

    const { page: challenge } = await openChallenge(sandbox.app);
    const halfAnHourLater = await sandbox.restart({ now: () => new Date(Date.now() + 31 * 60 * 1000) });
    expect((await press(halfAnHourLater, challenge.body, "approve")).statusCode).toBe(400);
  });

  it("sends the shopper back to the shop when the shop cancelled the payment meanwhile", async () => {
    const { pspReference, page } = await openChallenge(sandbox.app);
    await sandbox.app.inject({ method: "POST", url: `/card/v1/payments/${pspReference}/cancels`, payload: { merchantAccount: "wa" } });
    const back = await press(sandbox.app, page.body, "approve");
    expect(back.body).toContain("The shop cancelled this payment.");
    const verified = await details(sandbox.app, formOf(back.body).fields.redirectResult as string);
    expect(verified.json()).toMatchObject({ status: "Cancelled" });
  });
});
