import type { StoreFilters } from "@storefront/api-contract/stores";
import { BadRequestError } from "../http/errors";

export type { StoreFilters };

const FILTER_KEYS = ["state", "appointmentOnly", "virtualTour", "q", "postcode"];

/** The filters of GET /api/store, or a 400 listing every problem. */
export function parseStoreFilters(raw: string | undefined): StoreFilters {
  const filters: StoreFilters = {};
  if (!raw) return filters;
  const messages: string[] = [];
  for (const part of raw.split(",")) {
    const [key = "", ...rest] = part.split(":");
    const value = rest.join(":").trim();
    if (!FILTER_KEYS.includes(key)) {
      messages.push(`filters has an unknown key '${key}'. Use: ${FILTER_KEYS.join(", ")}`);
      continue;
    }
    if (key === "appointmentOnly" || key === "virtualTour") {
      if (value !== "true" && value !== "false") messages.push(`filters ${key} must be true or false`);
      else filters[key] = value === "true";
    } else if (key === "postcode") {
      if (!/^\d{4}$/.test(value)) messages.push("filters postcode must be 4 digits");
      else filters.postcode = value;
    } else if (key === "state") {
      if (!/^[A-Za-z' -]{2,30}$/.test(value)) messages.push("filters state must be a state or region name");
      else filters.state = value;
    } else if (!/^[A-Za-z0-9' -]{1,40}$/.test(value)) {
      messages.push("filters q may only contain letters, digits, spaces, hyphens and apostrophes");
    } else {
      filters.q = value;
    }
  }
  if (messages.length) throw new BadRequestError(messages);
  return filters;
}
