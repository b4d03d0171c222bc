import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/** Type-checks one source file with a config of this package and returns the error codes. */
function check(configName, source) {
  const configPath = fileURLToPath(new URL(`./${configName}`, import.meta.url));
  const { config } = ts.readConfigFile(configPath, ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, fileURLToPath(new URL(".", import.meta.url)));
  const fileName = "/virtual/example.tsx";
  const host = ts.createCompilerHost({ ...options, types: [] });
  const readFile = host.getSourceFile.bind(host);
  host.getSourceFile = (name, language) => (name === fileName ? ts.createSourceFile(name, source, language) : readFile(name, language));
  const program = ts.createProgram([fileName], { ...options, types: [], noEmit: true }, host);
  return ts
    .getPreEmitDiagnostics(program)
    .filter((d) => d.file?.fileName === fileName)
    .map((d) => d.code);
}

// Each check builds a real TypeScript program with the default libs: seconds, not milliseconds, on a busy machine.
describe("typescript-config", { timeout: 60_000 }, () => {
  it("is strict: no implicit any", () => {
    expect(check("base.json", "export function total(items) { return items.length; }")).toContain(7006);
  });

  it("treats indexed access as possibly undefined", () => {
    expect(check("base.json", "export const first = (skus: string[]): string => skus[0];")).toContain(2322);
  });

  it("compiles JSX with the automatic runtime in react-library", () => {
    expect(check("react-library.json", "export const x = 1;")).toEqual([]);
    expect(check("base.json", "export const el = <div />;")).toContain(17004);
  });
});
