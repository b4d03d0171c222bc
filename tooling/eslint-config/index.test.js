import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";
import config from "./index.js";

async function lint(code) {
  const eslint = new ESLint({ overrideConfigFile: true, overrideConfig: config });
  const [result] = await eslint.lintText(code, { filePath: "component.tsx" });
  return result.messages.map((message) => message.ruleId);
}

describe("storefront ESLint config", { timeout: 30_000 }, () => {
  it("enforces the rules of hooks", async () => {
    const rules = await lint(`import { useState } from "react";
export function Price({ show }: { show: boolean }) { if (show) { useState(0); } return null; }`);
    expect(rules).toContain("react-hooks/rules-of-hooks");
  });

  it("flags images without alternative text", async () => {
    const rules = await lint(`export function Thumb() { return <img src="/a.svg" />; }`);
    expect(rules).toContain("jsx-a11y/alt-text");
  });

  it("asks for type-only imports", async () => {
    const rules = await lint(`import { Theme } from "./theme";
export const pick = (theme: Theme) => theme;`);
    expect(rules).toContain("@typescript-eslint/consistent-type-imports");
  });

  it("accepts clean code", async () => {
    expect(await lint(`export function Hello({ name }: { name: string }) { return <p>{name}</p>; }`)).toEqual([]);
  });
});
