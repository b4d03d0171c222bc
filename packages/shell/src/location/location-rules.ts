/** spec 1 §2.7 texts. */
export const locationTexts = {
  title: "Your delivery location",
  editTitle: "Set Your Delivery Location",
  noPostcode: "Please select your location.",
  change: "Change delivery location",
  label: "Delivery Postcode",
  placeholder: "Enter delivery Postcode",
  noResultsHint: "*We can't ship to your location",
  close: "Close",
} as const;

/**
 * The header's locality suggestion (spec 3 §2 names it; the words are ours): the delivery area the
 * shop guessed for a new visitor, to confirm or change.
 */
export const localitySuggestionTexts = {
  region: "Your delivery area",
  question: (line: string) => `Delivering to ${line}?`,
  confirm: "Yes, deliver here",
  change: "Change",
} as const;

export type LocationPickerMode = "default" | "edit";

export type LocationPickerEvent = { type: "edit" } | { type: "close" } | { type: "chosen" };

/** spec 1 §4: default view or edit view; choosing a result sets the location and leaves edit mode. */
export function locationPickerReducer(mode: LocationPickerMode, event: LocationPickerEvent): LocationPickerMode {
  switch (event.type) {
    case "edit":
      return "edit";
    case "close":
    case "chosen":
      return "default";
    default:
      return mode;
  }
}

/**
 * spec 1 §9: region_id on any page forces a delivery location. The ids and the postcode each
 * stands for.
 */
export const REGION_LOCATIONS: Readonly<Record<string, { city: string; postcode: string }>> = {
  "2000111": { city: "Sydney", postcode: "2000" },
  "3000111": { city: "Melbourne", postcode: "3000" },
  "2000222": { city: "Canberra", postcode: "2600" },
  "4000111": { city: "Brisbane", postcode: "4000" },
  "5000111": { city: "Adelaide", postcode: "5000" },
  "6000111": { city: "Perth", postcode: "6000" },
  "7000111": { city: "Hobart", postcode: "7000" },
  "0800111": { city: "Darwin", postcode: "0800" },
};

/** spec 1 §9: the region_id parameter leaves the address 500 ms after it was read. */
export const REGION_PARAM_REMOVAL_MS = 500;
export const REGION_PARAM = "region_id";

export function isKnownRegion(regionId: string | null): regionId is string {
  return regionId !== null && Object.hasOwn(REGION_LOCATIONS, regionId);
}

/** The address without region_id (other parameters and the hash kept). */
export function withoutRegionParam(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(REGION_PARAM);
  const rest = params.toString();
  return rest ? `?${rest}` : "";
}

/** The location line, e.g. 'Melbourne VIC 3000'; null when no postcode is set. */
export function locationLine(geo: { city?: string; state?: string; postcode?: string } | undefined): string | null {
  if (!geo?.postcode) return null;
  return [geo.city, geo.state, geo.postcode].filter(Boolean).join(" ");
}
