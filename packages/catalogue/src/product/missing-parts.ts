/** The API writes missing parts with their own 'Missing parts:' label; the kit adds the label itself. */
export function missingPartsOf(text: string | null | undefined): string | undefined {
  const parts = text?.replace(/^\s*missing parts:\s*/i, "").trim();
  return parts ? parts : undefined;
}
