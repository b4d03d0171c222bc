import { useRouteLoaderData } from "react-router";
import type { RootData } from "@storefront/shell/page";

/** The brand's settings (GET /api/settings), as the root loader read them. */
export function useSettings(): Record<string, string> {
  return (useRouteLoaderData("root") as RootData | undefined)?.settings ?? {};
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
