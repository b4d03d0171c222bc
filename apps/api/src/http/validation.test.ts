import { FREE_TEXT_KEYWORD, FreeText, Nullable, StringEnum, Type } from "@storefront/api-contract/common";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { registerErrorHandling, formatSchemaErrors } from "./error-handling";
import { registerValidation, TEXT_RULE_KEYWORD, withTextRules } from "./validation";

/** A body schema with strings at every depth the contract uses: nullable, in a list, in a branch, free text, multi-line. */
const Body = Type.Object({
  code: Type.String({ maxLength: 40 }),
  name: Type.Optional(FreeText(50)),
  notes: Type.Optional(FreeText(500, 0, { multiLine: true })),
  address: Type.Optional(Type.Object({ suburb: Nullable(Type.String({ maxLength: 60 })) })),
  tags: Type.Optional(Type.Array(Type.String({ maxLength: 20 }))),
  either: Type.Optional(Type.Union([Type.Integer(), Type.String({ maxLength: 10 })])),
  kind: Type.Optional(StringEnum(["a", "b"] as const, { default: "a" })),
});

async function appWithRoute() {
  const app = Fastify({ schemaErrorFormatter: formatSchemaErrors });
  registerErrorHandling(app);
  registerValidation(app);
  app.post("/echo", { schema: { body: Body, querystring: Type.Object({ q: Type.Optional(Type.String()) }) } }, (request) => request.body);
  await app.ready();
  return app;
}

describe("the text rule of every string of a request (issue 41 item 3)", () => {
  it("marks every string schema at any depth, and leaves data keywords and the contract's schema alone", () => {
    const marked = JSON.stringify(withTextRules(Body));
    expect(marked.match(new RegExp(TEXT_RULE_KEYWORD, "g"))).toHaveLength(7);
    expect(JSON.stringify(Body)).not.toContain(TEXT_RULE_KEYWORD);
    const withDefault = withTextRules({ type: "object", default: { type: "string" } }) as { default: object };
    expect(withDefault.default).toEqual({ type: "string" });
    expect(withTextRules(FreeText(10))).toMatchObject({
      [FREE_TEXT_KEYWORD]: true,
      [TEXT_RULE_KEYWORD]: { freeText: true, multiLine: false },
    });
  });

  it("refuses control characters, half a character and line breaks wherever a string sits, with one sentence each", async () => {
    const app = await appWithRoute();
    const post = (payload: object, url = "/echo") => app.inject({ method: "POST", url, payload });
    const cases: [object, string][] = [
      [{ code: "A\u0000" }, "code must not contain control characters such as NUL"],
      [{ code: "A\ud800" }, "code must not contain broken characters (unpaired UTF-16 surrogates)"],
      [{ code: "A", address: { suburb: "X\u001b" } }, "address.suburb must not contain control characters such as NUL"],
      [{ code: "A", tags: ["ok", "x\u007f"] }, "tags.1 must not contain control characters such as NUL"],
      [{ code: "A", name: "Jane\nDoe" }, "name must be one line, without line breaks or tabs"],
      [{ code: "A", name: "<b>" }, "name must not contain HTML or SQL control characters (< > ; \\ -- /*)"],
      [{ code: "A", notes: "line\u0000" }, "notes must not contain control characters such as NUL"],
    ];
    for (const [payload, message] of cases) {
      const answer = await post(payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      expect(answer.json(), JSON.stringify(payload)).toContain(message);
    }
    const union = await post({ code: "A", either: "x\u0000" });
    expect(union.statusCode).toBe(400);
    const query = await app.inject({ method: "POST", url: "/echo?q=%00", payload: { code: "A" } });
    expect(query.json()).toEqual(["q must not contain control characters such as NUL"]);
    await app.close();
  });

  it("lets lines and tabs through where the contract says the text is multi-line, and markup where it is not free text", async () => {
    const app = await appWithRoute();
    const answer = await app.inject({ method: "POST", url: "/echo", payload: { code: "<a>;--", notes: "First\r\n\tSecond", either: 5 } });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ code: "<a>;--", notes: "First\r\n\tSecond", kind: "a" });
    await app.close();
  });
});
