import type { LocalityRow } from "@storefront/api/localities";

/**
 * Generated streets: each locality of the API (every Australian suburb and the shipped New
 * Zealand list) gets the same streets on every start, chosen by a hash of its id, so an address
 * found today is found tomorrow and in every test.
 */

const NAMES = [
  "Acacia",
  "Albert",
  "Anzac",
  "Banksia",
  "Beach",
  "Bellbird",
  "Bluegum",
  "Boronia",
  "Bridge",
  "Callistemon",
  "Cedar",
  "Church",
  "Coral",
  "Cross",
  "Dalton",
  "Edward",
  "Elizabeth",
  "Fern",
  "Flinders",
  "George",
  "Grevillea",
  "Harbour",
  "Hawthorn",
  "High",
  "Hill",
  "Ironbark",
  "Jacaranda",
  "Kauri",
  "King",
  "Kowhai",
  "Lagoon",
  "Lilly Pilly",
  "Macquarie",
  "Main",
  "Manuka",
  "Marine",
  "Mill",
  "Mountain",
  "Murray",
  "Ocean",
  "Orchard",
  "Park",
  "Pohutukawa",
  "Queen",
  "Railway",
  "Rata",
  "Rimu",
  "River",
  "Rosella",
  "School",
  "Station",
  "Stirling",
  "Sturt",
  "Tasman",
  "Totara",
  "Victoria",
  "Waratah",
  "Wattle",
  "William",
  "Yarra",
] as const;

/** Each suffix with the short form a geocoder gives as the route's short name. */
const SUFFIXES = [
  ["Street", "St"],
  ["Road", "Rd"],
  ["Avenue", "Ave"],
  ["Parade", "Pde"],
  ["Crescent", "Cres"],
  ["Lane", "Ln"],
  ["Drive", "Dr"],
  ["Place", "Pl"],
  ["Court", "Ct"],
  ["Terrace", "Tce"],
  ["Close", "Cl"],
  ["Way", "Way"],
] as const;

/** How many streets each locality has. */
export const STREETS_PER_LOCALITY = 8;

export interface Street {
  /** 'Banksia Street' */
  name: string;
  /** 'Banksia St' */
  shortName: string;
  /** House numbers run from 1 to this. */
  highestNumber: number;
}

/** FNV-1a, 32 bits: a stable number for a text. */
export function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** The locality's streets, always the same ones, no two alike. */
export function streetsOf(locality: Pick<LocalityRow, "id">): Street[] {
  const streets: Street[] = [];
  const taken = new Set<string>();
  for (let attempt = 0; streets.length < STREETS_PER_LOCALITY; attempt++) {
    const hash = hashOf(`${locality.id}#${attempt}`);
    const name = NAMES[hash % NAMES.length]!;
    const [suffix, short] = SUFFIXES[(hash >>> 8) % SUFFIXES.length]!;
    const full = `${name} ${suffix}`;
    if (taken.has(full)) continue;
    taken.add(full);
    streets.push({ name: full, shortName: `${name} ${short}`, highestNumber: 20 + ((hash >>> 16) % 181) });
  }
  return streets;
}

/** 'MOUNT EDEN' -> 'Mount Eden' (the API keeps suburbs in capitals, as the suburb lookup shows them). */
export function titleCase(text: string): string {
  return text.toLowerCase().replace(/(^|[\s'-])([a-z])/g, (_, before: string, letter: string) => before + letter.toUpperCase());
}
