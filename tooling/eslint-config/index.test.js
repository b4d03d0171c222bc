import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
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

describe("the import-cycle check", { timeout: 30_000 }, () => {
  /** The cycle rule's findings, per file, for a small package of the given files. */
  async function cycles(files) {
    const dir = mkdtempSync(join(tmpdir(), "cycles-"));
    try {
      writeFileSync(join(dir, "package.json"), JSON.stringify({ name: "@storefront/validation" }));
      for (const [name, code] of Object.entries(files)) writeFileSync(join(dir, name), code);
      const eslint = new ESLint({ cwd: dir, overrideConfigFile: true, overrideConfig: config });
      const results = await eslint.lintFiles(Object.keys(files).map((name) => join(dir, name)));
      return Object.fromEntries(
        results.map((result) => [
          result.filePath.slice(dir.length + 1),
          result.messages.filter((message) => message.ruleId === "import-x/no-cycle").map((message) => message.line),
        ]),
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }

  it("fails a cycle between a package's modules, through a third module and a dynamic import too", async () => {
    expect(
      await cycles({
        "page.tsx": `import { Form } from "./form";\nexport const Page = () => <Form />;\nexport const columns = 2;`,
        "form.tsx": `import { columns } from "./page";\nexport const Form = () => <p>{columns}</p>;`,
      }),
    ).toEqual({ "page.tsx": [1], "form.tsx": [1] });
    expect(
      await cycles({
        "popup.ts": `export const texts = { tab: "Join" };\nexport const view = () => import("./view");`,
        "view.ts": `import { label } from "./labels";\nexport const View = label;`,
        "labels.ts": `import { texts } from "./popup";\nexport const label = texts.tab;`,
      }),
    ).toEqual({ "popup.ts": [2], "view.ts": [1], "labels.ts": [1] });
  });

  it("accepts modules that share a third one, and a cycle of type-only imports", async () => {
    expect(
      await cycles({
        "page.tsx": `import { Form } from "./form";\nimport { columns } from "./styles";\nexport type Values = { a: string };\nexport const Page = () => <Form n={columns} />;`,
        "form.tsx": `import type { Values } from "./page";\nimport { columns } from "./styles";\nexport const Form = ({ n }: { n: number }) => <p>{n + columns}</p>;\nexport type FormValues = Values;`,
        "styles.ts": `export const columns = 2;`,
      }),
    ).toEqual({ "page.tsx": [], "form.tsx": [], "styles.ts": [] });
  });
});
