import { describe, expect, it } from "vitest";
import { pureDefinitions } from "./pure-definitions";

async function transformed(code: string, id = "/w/contract/src/identity.ts"): Promise<string | undefined> {
  const plugin = pureDefinitions();
  const transform = plugin.transform as (code: string, id: string) => Promise<{ code: string } | null>;
  return (await transform.call({}, code, id))?.code;
}

describe("pure definitions in the browser build", () => {
  it("marks the contract's module-level schema calls pure, nested ones too", async () => {
    const code = await transformed(
      'import { Type, Nullable } from "./common";\nexport const Login = Type.Object({ email: Type.String(), phone: Nullable(Type.String()) });\n',
    );
    expect(code?.match(/#__PURE__/g)).toHaveLength(4);
    expect(code).toMatch(/\/\*#__PURE__\*\/Type\.Object\(/);
  });

  it("marks a yup chain pure from its builder to its last method", async () => {
    const code = await transformed(
      'import { string } from "yup";\nexport const coupon = string().default("").max(40);\n',
      "/w/validation/src/coupon.ts",
    );
    expect(code?.match(/#__PURE__/g)).toHaveLength(3);
  });

  it("leaves calls inside functions and other callees alone", async () => {
    const code = await transformed(
      'import { Type } from "typebox";\nregister(Type.Object({}));\nexport function make() { return Type.String(); }\n',
    );
    expect(code).toContain("register(/*#__PURE__*/Type.Object({}))");
    expect(code).toContain("return Type.String()");
  });

  it("does not touch modules without a schema library, nor dependencies", async () => {
    expect(await transformed("export const x = Type.Object({});\n")).toBeUndefined();
    expect(await transformed('import { string } from "yup";\nexport const s = string();\n', "/w/node_modules/x/index.ts")).toBeUndefined();
  });
});
