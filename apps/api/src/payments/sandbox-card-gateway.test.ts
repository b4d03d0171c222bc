import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildCardRequest } from "@storefront/api-contract/card-request";
import { buildSandbox } from "@storefront/payment-sandbox/app";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STOREFRONT_IDS, type StorefrontId } from "../storefronts";
import { CardGatewayUnavailableError, type CardAuthorisationRequest } from "./card-gateway";
import { SandboxCardGateway, sandboxCardGatewayFromEnv } from "./sandbox-card-gateway";

// A real sandbox, started once for this file on a free loopback port, with its default merchant accounts.
let sandbox: FastifyInstance;
let dataDir: string;
let baseUrl: string;
let gateway: SandboxCardGateway;
let certificates: Record<string, string>;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "api-card-gateway-test-"));
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  sandbox = await buildSandbox({ dataDir, publicUrl: baseUrl, card: { slowCardDelayMs: 1_500 } });
  await sandbox.listen({ port, host: "127.0.0.1" });
  gateway = new SandboxCardGateway({ baseUrl, timeoutMs: 5_000 });
  certificates = await gateway.encryptionKeys();
});
afterAll(async () => {
  await sandbox.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const RETURN_URL = "http://127.0.0.1:3001/api/checkout/3ds-return";

/** What the browser sends, built by @storefront/api-contract (as the checkout does) with the storefront's certificate. */
async function cardFor(cardNo: string, storefront: StorefrontId = "wa") {
  const built = await buildCardRequest(
    { nameOnCard: "Jane Citizen", cardNo, expiryDate: "03 / 2031", cvv: "737" },
    { certificate: certificates[storefront] as string, browserInfo: { screenHeight: 900, screenWidth: 1440 } },
  );
  if (!built.ok) throw new Error(built.messages.join(" "));
  return built.request;
}

async function authorisation(cardNo: string, changes: Partial<CardAuthorisationRequest> = {}): Promise<CardAuthorisationRequest> {
  return {
    storefront: "wa",
    cartId: randomUUID(),
    amount: { value: 129_900, currency: "AUD" },
    card: await cardFor(cardNo),
    idempotencyKey: randomUUID(),
    returnUrl: RETURN_URL,
    ...changes,
  };
}

/** The first form of a page: its action and hidden fields. */
function formOf(html: string): { action: string; fields: Record<string, string> } {
  const unescape = (text: string) => text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
  const action = unescape(/<form[^>]*\baction="([^"]*)"/.exec(html)?.[1] ?? "");
  const fields = Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [m[1], unescape(m[2] as string)]),
  );
  return { action: new URL(action, baseUrl).toString(), fields };
}

async function postForm(action: string, fields: Record<string, string>): Promise<string> {
  const response = await fetch(action, { method: "POST", body: new URLSearchParams(fields) });
  return response.text();
}

/** The shopper's browser: posts secure3DResponse, presses a button, and lands on the return address with the result. */
async function completeChallenge(htmlFormToPost: string, decision: "approve" | "refuse"): Promise<Record<string, string>> {
  const opening = formOf(htmlFormToPost);
  const challenge = formOf(await postForm(opening.action, opening.fields));
  const back = formOf(await postForm(challenge.action, { ...challenge.fields, decision }));
  expect(back.action).toBe(RETURN_URL);
  return back.fields;
}

describe("SandboxCardGateway", () => {
  it("reads a certificate for every storefront (spec 2 §3 x509EncryptionKeys)", () => {
    expect(Object.keys(certificates).sort()).toEqual([...STOREFRONT_IDS].sort());
    expect(certificates.wa).toMatch(/^-----BEGIN CERTIFICATE-----\n/);
  });

  it("authorises the approval card and answers its type and last four digits", async () => {
    expect(await gateway.authorise(await authorisation("4111 1111 1111 1111"))).toMatchObject({
      outcome: "authorised",
      paymentReference: expect.stringMatching(/^\d{16}$/),
      card: { brand: "visa", lastFour: "1111" },
    });
  });

  it.each([
    ["4000 0000 0000 0002", "Your card was declined by the bank.", "DECLINED"],
    ["4000 0000 0000 9995", "Your card has insufficient funds.", "INSUFFICIENT_FUNDS"],
  ])("answers the refusal of %s with its refusalReason", async (cardNo, refusalReason, refusalCode) => {
    expect(await gateway.authorise(await authorisation(cardNo))).toMatchObject({ outcome: "refused", refusalReason, refusalCode });
  });

  it("answers the card check's messages (spec 2 §4: code 401) when the gateway's check fails", async () => {
    const request = await authorisation("4111 1111 1111 1111");
    const expired = { ...request, card: { ...request.card, cardDetails: { ...request.card.cardDetails, expiryDate: "01/20" } } };
    expect(await gateway.authorise(expired)).toEqual({
      outcome: "card-check-failed",
      messages: ["Please check the card expiry date entered."],
    });
  });

  it("answers invalid, charging nothing, for a card encrypted with another storefront's certificate", async () => {
    const request = await authorisation("4111 1111 1111 1111", { card: await cardFor("4111 1111 1111 1111", "aol") });
    expect(await gateway.authorise(request)).toMatchObject({ outcome: "invalid", code: "DECRYPTION_FAILED" });
  });

  it("makes one payment for 20 concurrent submits with one idempotency key", async () => {
    const request = await authorisation("4111 1111 1111 1111");
    const answers = await Promise.all(Array.from({ length: 20 }, () => gateway.authorise(request)));
    expect(new Set(answers.map((answer) => (answer.outcome === "authorised" ? answer.paymentReference : answer.outcome))).size).toBe(1);
  });

  it("gives up on a slow gateway at its deadline; the retry with the same key finds the one payment", async () => {
    const request = await authorisation("4000 0000 0000 0119");
    const impatient = new SandboxCardGateway({ baseUrl, timeoutMs: 200 });
    // The sandbox answers this card after 1.5 s; the adapter gave up at 0.2 s.
    await expect(impatient.authorise(request)).rejects.toMatchObject({ name: "CardGatewayUnavailableError", failure: "timeout" });
    const retried = await gateway.authorise(request);
    const again = await gateway.authorise(request);
    expect(retried).toMatchObject({ outcome: "authorised" });
    expect(again).toEqual(retried);
  });

  it("reports a gateway that cannot be reached", async () => {
    const nowhere = new SandboxCardGateway({ baseUrl: `http://127.0.0.1:${await freePort()}`, timeoutMs: 2_000 });
    const failure = await nowhere.encryptionKeys().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(CardGatewayUnavailableError);
    expect(failure).toMatchObject({ failure: "unreachable" });
  });

  it("reads PAYMENT_SANDBOX_URL, with the sandbox's default port otherwise", async () => {
    expect(await sandboxCardGatewayFromEnv({ PAYMENT_SANDBOX_URL: baseUrl }).encryptionKeys()).toEqual(certificates);
    expect(sandboxCardGatewayFromEnv({}).http).toEqual({ baseUrl: "http://127.0.0.1:4010", timeoutMs: 15_000 });
  });
});

describe("3-D Secure through SandboxCardGateway", () => {
  it("answers the challenge form, and verifies the approved return as an authorised payment of the cart", async () => {
    const request = await authorisation("4000 0000 0000 3220");
    const answer = await gateway.authorise(request);
    if (answer.outcome !== "challenge") throw new Error(`expected a challenge, got ${answer.outcome}`);
    expect(answer.secure3DResponse.htmlFormAction).toBe(`${baseUrl}/card/v1/3ds/challenge`);
    expect(await gateway.status("wa", answer.paymentReference)).toMatchObject({ status: "awaiting-challenge" });

    const returned = await completeChallenge(answer.secure3DResponse.htmlFormToPost, "approve");
    expect(await gateway.verifyChallengeReturn("wa", returned)).toEqual({
      verified: true,
      payment: {
        paymentReference: answer.paymentReference,
        cartId: request.cartId,
        status: "authorised",
        amount: { value: 129_900, currency: "AUD" },
        card: { brand: "visa", lastFour: "3220" },
      },
    });
  });

  it("verifies a refused challenge as refused, with the reason to show", async () => {
    const answer = await gateway.authorise(await authorisation("4000 0000 0000 3220"));
    if (answer.outcome !== "challenge") throw new Error(`expected a challenge, got ${answer.outcome}`);
    const returned = await completeChallenge(answer.secure3DResponse.htmlFormToPost, "refuse");
    expect(await gateway.verifyChallengeReturn("wa", returned)).toMatchObject({
      verified: true,
      payment: { status: "refused", refusalReason: "3-D Secure authentication was refused." },
    });
  });

  it("does not verify a forged or altered return, nor one posted to another storefront", async () => {
    const answer = await gateway.authorise(await authorisation("4000 0000 0000 3220"));
    if (answer.outcome !== "challenge") throw new Error(`expected a challenge, got ${answer.outcome}`);
    const { redirectResult } = await completeChallenge(answer.secure3DResponse.htmlFormToPost, "approve");
    const altered = `${(redirectResult as string).slice(0, -2)}xx`;
    expect(await gateway.verifyChallengeReturn("wa", { redirectResult: altered })).toEqual({ verified: false });
    expect(await gateway.verifyChallengeReturn("wa", {})).toEqual({ verified: false });
    expect(await gateway.verifyChallengeReturn("aol", { redirectResult })).toEqual({ verified: false });
  });
});

describe("void and status through SandboxCardGateway", () => {
  it("voids an authorised payment, and answers the same when asked again", async () => {
    const answer = await gateway.authorise(await authorisation("4111 1111 1111 1111"));
    if (answer.outcome !== "authorised") throw new Error(`expected authorised, got ${answer.outcome}`);
    const first = await gateway.void("wa", answer.paymentReference);
    expect(first).toMatchObject({ outcome: "cancelled", payment: { status: "cancelled" } });
    expect(await gateway.void("wa", answer.paymentReference)).toEqual(first);
    expect(await gateway.status("wa", answer.paymentReference)).toMatchObject({ status: "cancelled" });
  });

  it("cannot void a refused payment, nor find another storefront's or a made-up one", async () => {
    const refused = await gateway.authorise(await authorisation("4000 0000 0000 0002"));
    if (refused.outcome !== "refused") throw new Error(`expected refused, got ${refused.outcome}`);
    expect(await gateway.void("wa", refused.paymentReference)).toEqual({ outcome: "not-cancellable" });
    expect(await gateway.void("aol", refused.paymentReference)).toEqual({ outcome: "not-found" });
    expect(await gateway.status("aol", refused.paymentReference)).toBeNull();
    expect(await gateway.status("wa", "../certificates")).toBeNull();
  });
});
