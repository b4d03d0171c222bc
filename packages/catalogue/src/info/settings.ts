import { useRootData } from "@storefront/page-kit/root-data";

/** The brand's settings (GET /api/settings), as the root loader read them. */
export function useSettings(): Record<string, string> {
  return useRootData()?.settings ?? {};
}

/** A setting holding JSON, or undefined when it is missing or not JSON. */
export function jsonSetting<T>(settings: Record<string, string>, name: string): T | undefined {
  const value = settings[name];
  if (!value) return undefined;
  try {
    return JSON.parse(value) as T;
  } catch {
    return undefined;
  }
}
