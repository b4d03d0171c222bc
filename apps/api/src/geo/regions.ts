/**
 * spec 1 §9: the region_id query parameter forces a delivery location. Region id -> locality id
 * (postcode_SUBURB) of the city the spec names.
 */
export const REGION_LOCALITIES: Record<string, string> = {
  "2000111": "2000_SYDNEY",
  "3000111": "3000_MELBOURNE",
  "2000222": "2600_CANBERRA",
  "4000111": "4000_BRISBANE",
  "5000111": "5000_ADELAIDE",
  "6000111": "6000_PERTH",
  "7000111": "7000_HOBART",
  "0800111": "0800_DARWIN",
};
