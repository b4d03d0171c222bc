/**
 * A feature flag setting (spec 3 §3: GET /api/settings values are strings): 'true' / 'false' in
 * any case, trimmed, as a boolean; anything else, or a missing setting, gives the default. The
 * storefront (page-kit's settings) and the API (a flag it enforces, such as OTPEnabled or
 * dealsClubEnabled) read flags by this one rule.
 */
export function booleanSetting(value: string | undefined, fallback: boolean): boolean {
  const text = value?.trim().toLowerCase();
  if (text === "true") return true;
  if (text === "false") return false;
  return fallback;
}
