import type { OpenTime } from "../db/schema";
import { slugify } from "./dates";
import type { Random } from "./random";

type StoreSeed = [name: string, street: string, suburb: string, state: string, postcode: string, lat: number, lng: number];

/** spec 3 §9: 'Engine Room' is the special default store. */
export const ENGINE_ROOM = "Engine Room";

const AU_STORES: StoreSeed[] = [
  [ENGINE_ROOM, "1 Foundry Lane", "ALEXANDRIA", "NSW", "2015", -33.9105, 151.1944],
  ["Sydney City", "410 George Street", "SYDNEY", "NSW", "2000", -33.8688, 151.2093],
  ["Parramatta", "88 Church Street", "PARRAMATTA", "NSW", "2150", -33.8148, 151.0017],
  ["Chatswood", "12 Victoria Avenue", "CHATSWOOD", "NSW", "2067", -33.7969, 151.1832],
  ["Penrith", "5 High Street", "PENRITH", "NSW", "2750", -33.7507, 150.6877],
  ["Newcastle", "200 Hunter Street", "NEWCASTLE", "NSW", "2300", -32.9283, 151.7817],
  ["Wollongong", "33 Crown Street", "WOLLONGONG", "NSW", "2500", -34.4278, 150.8931],
  ["Canberra", "8 Lonsdale Street", "BRADDON", "ACT", "2612", -35.2731, 149.1334],
  ["Melbourne Central", "250 Elizabeth Street", "MELBOURNE", "VIC", "3000", -37.8136, 144.9631],
  ["Richmond", "470 Swan Street", "RICHMOND", "VIC", "3121", -37.8253, 144.9982],
  ["Moorabbin", "1000 Nepean Highway", "MOORABBIN", "VIC", "3189", -37.9346, 145.0366],
  ["Geelong", "90 Malop Street", "GEELONG", "VIC", "3220", -38.1499, 144.3617],
  ["Brisbane", "150 Adelaide Street", "BRISBANE CITY", "QLD", "4000", -27.4698, 153.0251],
  ["Gold Coast", "3 Bundall Road", "BUNDALL", "QLD", "4217", -28.0085, 153.4103],
  ["Sunshine Coast", "21 Maroochydore Road", "MAROOCHYDORE", "QLD", "4558", -26.6556, 153.0918],
  ["Townsville", "40 Flinders Street", "TOWNSVILLE CITY", "QLD", "4810", -19.259, 146.8169],
  ["Adelaide", "77 Rundle Mall", "ADELAIDE", "SA", "5000", -34.9285, 138.6007],
  ["Perth", "600 Hay Street", "PERTH", "WA", "6000", -31.9505, 115.8605],
  ["Osborne Park", "20 Howe Street", "OSBORNE PARK", "WA", "6017", -31.9002, 115.8105],
  ["Hobart", "45 Elizabeth Street", "HOBART", "TAS", "7000", -42.8821, 147.3272],
  ["Darwin", "19 Smith Street", "DARWIN CITY", "NT", "0800", -12.4634, 130.8456],
  ["Launceston", "60 Brisbane Street", "LAUNCESTON", "TAS", "7250", -41.4332, 147.1441],
];

const NZ_STORES: StoreSeed[] = [
  ["Auckland Central", "120 Queen Street", "AUCKLAND CENTRAL", "Auckland", "1010", -36.8485, 174.7633],
  ["Mount Wellington", "20 Mount Wellington Highway", "MOUNT WELLINGTON", "Auckland", "1060", -36.9062, 174.8459],
  ["Hamilton", "400 Victoria Street", "HAMILTON CENTRAL", "Waikato", "3204", -37.787, 175.2793],
  ["Wellington", "88 Lambton Quay", "WELLINGTON CENTRAL", "Wellington", "6011", -41.2865, 174.7762],
  ["Christchurch", "150 Colombo Street", "CHRISTCHURCH CENTRAL", "Canterbury", "8011", -43.5321, 172.6362],
  ["Dunedin", "30 George Street", "DUNEDIN CENTRAL", "Otago", "9016", -45.8788, 170.5028],
];

const DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

function openTimes(random: Random, appointmentOnly: boolean): OpenTime[] {
  const lateNight = random.int(3, 4); // Thursday or Friday late-night trading
  return DAYS.map((day, index) => {
    const weekend = index >= 5;
    const isOpen = appointmentOnly ? index < 5 : !(index === 6 && random.chance(0.25));
    const closeTime = !isOpen ? "00:00" : index === lateNight ? "21:00" : weekend ? (index === 6 ? "16:00" : "17:00") : "17:30";
    return { day, isOpen, openTime: isOpen ? (weekend ? "10:00" : "09:00") : "00:00", closeTime };
  });
}

export interface StoreRow {
  storeUri: string;
  name: string;
  country: "AU" | "NZ";
  phone: string;
  email: string;
  street: string;
  suburb: string;
  state: string;
  postcode: string;
  latitude: number;
  longitude: number;
  isAppointmentOnly: boolean;
  virtualTourId: string | null;
  openTimes: OpenTime[];
  isDefault: boolean;
  warehouseCode: string;
}

export function buildStores(random: Random): StoreRow[] {
  const build = (seed: StoreSeed, country: "AU" | "NZ", index: number): StoreRow => {
    const [name, street, suburb, state, postcode, latitude, longitude] = seed;
    const isDefault = name === ENGINE_ROOM;
    // Every fifth store (never the Engine Room) is a showroom visited by appointment only.
    const isAppointmentOnly = !isDefault && index % 5 === 3;
    const storeUri = slugify(name);
    return {
      storeUri,
      name,
      country,
      phone:
        country === "AU"
          ? `(0${random.pick([2, 3, 7, 8])}) ${random.int(8000, 9899)} ${random.int(1000, 9999)}`
          : `(0${random.pick([3, 4, 6, 7, 9])}) ${random.int(300, 999)} ${random.int(1000, 9999)}`,
      email: `${storeUri}@stores.storefront.test`,
      street,
      suburb,
      state,
      postcode,
      latitude,
      longitude,
      isAppointmentOnly,
      virtualTourId: isDefault || index % 3 === 0 ? `tour-${storeUri}` : null,
      openTimes: openTimes(random, isAppointmentOnly),
      isDefault,
      warehouseCode: `${state.slice(0, 3).toUpperCase()}-DC${(index % 2) + 1}`,
    };
  };
  return [...AU_STORES.map((s, i) => build(s, "AU", i)), ...NZ_STORES.map((s, i) => build(s, "NZ", i))];
}
