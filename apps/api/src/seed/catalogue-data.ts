import type { StorefrontId } from "../storefronts";

/** The drawing families of the generated product illustrations (src/images). */
export const PRODUCT_TYPES = [
  "fridge",
  "freezer",
  "oven",
  "cooktop",
  "rangehood",
  "dishwasher",
  "microwave",
  "coffee",
  "washer",
  "dryer",
  "tv",
  "soundbar",
  "bbq",
  "sofa",
  "table",
  "bed",
  "aircon",
  "vacuum",
] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

export interface FeatureDefinition {
  tag: string;
  label: string;
  description: string;
}

export interface LeafCategory {
  slug: string;
  name: string;
  type: ProductType;
  /** Share of the catalogue, relative to the other leaves. */
  weight: number;
  /** Singular noun used at the end of product titles. */
  noun: string;
  styles: string[];
  /** Size or capacity values with their unit, e.g. [[450, "L"], ...]. */
  sizes: [number, string][];
  sizeLabel: string;
  priceRange: [number, number];
  features: FeatureDefinition[];
  /** Approximate outer dimensions in mm: height, width, depth. */
  dimensions: [number, number, number];
}

export interface TopCategory {
  slug: string;
  name: string;
  storefronts: StorefrontId[];
  leaves: LeafCategory[];
}

const f = (tag: string, label: string, description: string): FeatureDefinition => ({ tag, label, description });

const WIFI = f("wifi", "Wi-Fi connected", "Control and monitor it from the companion app, wherever you are.");
const INVERTER = f("inverter", "Inverter motor", "A quieter, more efficient motor that adjusts its speed to the load.");
const STEAM = f("steam", "Steam function", "Steam refreshes fabrics or keeps food moist while it cooks.");
const SELF_CLEAN = f("self-cleaning", "Self-cleaning", "Pyrolytic or catalytic cleaning so you can skip the scrubbing.");
const ENERGY = f("energy-efficient", "4+ star energy rating", "Lower running costs thanks to a high energy-star rating.");
const QUIET = f("quiet", "Quiet operation", "Designed to run below 45 dB, quiet enough for open-plan living.");

const APPLIANCE_STOREFRONTS: StorefrontId[] = ["wa", "aol", "aol-nz", "andoo", "hc"];

export const CATEGORY_TREE: TopCategory[] = [
  {
    slug: "kitchen",
    name: "Kitchen",
    storefronts: APPLIANCE_STOREFRONTS,
    leaves: [
      {
        slug: "fridges",
        name: "Fridges",
        type: "fridge",
        weight: 14,
        noun: "Fridge",
        styles: ["French Door", "Side by Side", "Top Mount", "Bottom Mount", "Quad Door", "Bar"],
        sizes: [
          [120, "L"],
          [220, "L"],
          [340, "L"],
          [420, "L"],
          [510, "L"],
          [600, "L"],
          [680, "L"],
        ],
        sizeLabel: "Total capacity",
        priceRange: [449, 5499],
        features: [
          WIFI,
          INVERTER,
          ENERGY,
          f("water-dispenser", "Water dispenser", "Chilled, filtered water from the door."),
          f("ice-maker", "Ice maker", "Automatic ice, cubed or crushed."),
          f("frost-free", "Frost free", "No manual defrosting, ever."),
        ],
        dimensions: [1790, 900, 720],
      },
      {
        slug: "freezers",
        name: "Freezers",
        type: "freezer",
        weight: 5,
        noun: "Freezer",
        styles: ["Upright", "Chest", "Bar"],
        sizes: [
          [90, "L"],
          [150, "L"],
          [250, "L"],
          [380, "L"],
        ],
        sizeLabel: "Total capacity",
        priceRange: [349, 2599],
        features: [
          ENERGY,
          f("frost-free", "Frost free", "No manual defrosting, ever."),
          f("convertible", "Fridge/freezer convertible", "Switch between fridge and freezer modes."),
        ],
        dimensions: [1700, 600, 680],
      },
      {
        slug: "ovens",
        name: "Ovens",
        type: "oven",
        weight: 12,
        noun: "Oven",
        styles: ["Built-in Electric", "Pyrolytic", "Steam Combi", "Compact", "Double Wall"],
        sizes: [
          [45, "cm"],
          [60, "cm"],
          [76, "cm"],
          [90, "cm"],
        ],
        sizeLabel: "Width",
        priceRange: [599, 6999],
        features: [
          WIFI,
          STEAM,
          SELF_CLEAN,
          f("air-fry", "Air-fry mode", "Crisp results without a separate air fryer."),
          f("soft-close", "Soft-close door", "A damped door that closes gently."),
        ],
        dimensions: [595, 595, 565],
      },
      {
        slug: "cooktops",
        name: "Cooktops",
        type: "cooktop",
        weight: 10,
        noun: "Cooktop",
        styles: ["Induction", "Gas", "Ceramic", "Gas on Glass"],
        sizes: [
          [30, "cm"],
          [60, "cm"],
          [70, "cm"],
          [90, "cm"],
        ],
        sizeLabel: "Width",
        priceRange: [299, 4499],
        features: [
          f("bridge-zone", "Bridge zone", "Join two zones for a griddle or fish kettle."),
          f("wok-burner", "Wok burner", "A high-output burner for stir-fries."),
          f("child-lock", "Child lock", "Locks the controls with one touch."),
          WIFI,
        ],
        dimensions: [55, 600, 520],
      },
      {
        slug: "rangehoods",
        name: "Rangehoods",
        type: "rangehood",
        weight: 7,
        noun: "Rangehood",
        styles: ["Canopy", "Undermount", "Slide-out", "Island", "Downdraft"],
        sizes: [
          [60, "cm"],
          [90, "cm"],
          [120, "cm"],
        ],
        sizeLabel: "Width",
        priceRange: [199, 3499],
        features: [
          QUIET,
          f("led-lighting", "LED lighting", "Bright, efficient light over the cooktop."),
          f("auto-sensor", "Auto sensor", "Adjusts extraction to the steam and smoke it detects."),
        ],
        dimensions: [500, 900, 500],
      },
      {
        slug: "dishwashers",
        name: "Dishwashers",
        type: "dishwasher",
        weight: 10,
        noun: "Dishwasher",
        styles: ["Freestanding", "Built-in", "Semi-integrated", "Fully Integrated", "Drawer"],
        sizes: [
          [6, " place settings"],
          [12, " place settings"],
          [14, " place settings"],
          [15, " place settings"],
        ],
        sizeLabel: "Capacity",
        priceRange: [499, 3299],
        features: [QUIET, WIFI, ENERGY, f("third-rack", "Third cutlery rack", "A shallow top rack for cutlery and utensils.")],
        dimensions: [850, 600, 600],
      },
      {
        slug: "microwaves",
        name: "Microwaves",
        type: "microwave",
        weight: 7,
        noun: "Microwave",
        styles: ["Benchtop", "Convection", "Built-in", "Inverter"],
        sizes: [
          [20, "L"],
          [25, "L"],
          [32, "L"],
          [42, "L"],
        ],
        sizeLabel: "Capacity",
        priceRange: [99, 1999],
        features: [
          INVERTER,
          f("grill", "Grill element", "Browns and crisps as well as heating."),
          f("sensor-cook", "Sensor cooking", "Detects steam and sets the time for you."),
        ],
        dimensions: [300, 510, 420],
      },
      {
        slug: "coffee-machines",
        name: "Coffee Machines",
        type: "coffee",
        weight: 8,
        noun: "Coffee Machine",
        styles: ["Espresso", "Fully Automatic", "Pod", "Manual Lever", "Built-in"],
        sizes: [
          [1, "L"],
          [2, "L"],
          [3, "L"],
        ],
        sizeLabel: "Water tank",
        priceRange: [129, 4999],
        features: [
          f("milk-frother", "Automatic milk frother", "Silky milk at the touch of a button."),
          f("built-in-grinder", "Built-in grinder", "Grinds fresh beans for every cup."),
          WIFI,
        ],
        dimensions: [400, 300, 430],
      },
    ],
  },
  {
    slug: "laundry",
    name: "Laundry",
    storefronts: APPLIANCE_STOREFRONTS,
    leaves: [
      {
        slug: "washing-machines",
        name: "Washing Machines",
        type: "washer",
        weight: 10,
        noun: "Washing Machine",
        styles: ["Front Load", "Top Load", "Washer Dryer Combo"],
        sizes: [
          [7, "kg"],
          [8, "kg"],
          [9, "kg"],
          [10, "kg"],
          [12, "kg"],
        ],
        sizeLabel: "Capacity",
        priceRange: [399, 2999],
        features: [WIFI, INVERTER, STEAM, ENERGY, f("auto-dose", "Automatic dosing", "Measures detergent for every load.")],
        dimensions: [850, 600, 620],
      },
      {
        slug: "dryers",
        name: "Dryers",
        type: "dryer",
        weight: 7,
        noun: "Dryer",
        styles: ["Heat Pump", "Condenser", "Vented"],
        sizes: [
          [4, "kg"],
          [7, "kg"],
          [8, "kg"],
          [9, "kg"],
        ],
        sizeLabel: "Capacity",
        priceRange: [349, 2499],
        features: [ENERGY, STEAM, f("sensor-dry", "Sensor drying", "Stops when clothes are dry.")],
        dimensions: [850, 600, 640],
      },
    ],
  },
  {
    slug: "tv-audio",
    name: "TV & Audio",
    storefronts: ["wa", "andoo", "hc"],
    leaves: [
      {
        slug: "tvs",
        name: "TVs",
        type: "tv",
        weight: 11,
        noun: "TV",
        styles: ["4K QLED", "OLED", "4K LED", "8K Mini LED", "Smart HD"],
        sizes: [
          [32, '"'],
          [43, '"'],
          [55, '"'],
          [65, '"'],
          [75, '"'],
          [85, '"'],
        ],
        sizeLabel: "Screen size",
        priceRange: [299, 8999],
        features: [
          WIFI,
          f("hdr", "HDR10+ and Dolby Vision", "Brighter highlights and deeper shadows."),
          f("120hz", "120 Hz panel", "Smooth motion for sport and gaming."),
          f("voice-control", "Voice control", "Built-in voice assistant."),
        ],
        dimensions: [710, 1230, 60],
      },
      {
        slug: "soundbars",
        name: "Soundbars",
        type: "soundbar",
        weight: 5,
        noun: "Soundbar",
        styles: ["2.1 Channel", "3.1.2 Dolby Atmos", "5.1 Surround", "Compact"],
        sizes: [
          [200, "W"],
          [300, "W"],
          [450, "W"],
          [600, "W"],
        ],
        sizeLabel: "Output",
        priceRange: [149, 2499],
        features: [
          WIFI,
          f("dolby-atmos", "Dolby Atmos", "Sound from above as well as around."),
          f("wireless-sub", "Wireless subwoofer", "Deep bass without the cable run."),
        ],
        dimensions: [70, 980, 110],
      },
    ],
  },
  {
    slug: "outdoor",
    name: "Outdoor",
    storefronts: ["wa", "andoo", "hc", "fk"],
    leaves: [
      {
        slug: "bbqs",
        name: "BBQs",
        type: "bbq",
        weight: 8,
        noun: "BBQ",
        styles: ["Hooded Gas", "Built-in", "Charcoal Kettle", "Pellet Smoker", "Portable"],
        sizes: [
          [2, " burner"],
          [4, " burner"],
          [5, " burner"],
          [6, " burner"],
        ],
        sizeLabel: "Burners",
        priceRange: [199, 4999],
        features: [
          f("side-burner", "Side burner", "An extra burner for sauces and sides."),
          f("rotisserie", "Rotisserie kit", "Slow-turning roasts over the grill."),
          f("stainless", "Marine-grade stainless", "Resists coastal corrosion."),
        ],
        dimensions: [1200, 1400, 600],
      },
    ],
  },
  {
    slug: "furniture",
    name: "Furniture",
    storefronts: ["fk", "wa"],
    leaves: [
      {
        slug: "sofas",
        name: "Sofas",
        type: "sofa",
        weight: 8,
        noun: "Sofa",
        styles: ["Modular", "Chaise", "Recliner", "Sofa Bed", "Leather"],
        sizes: [
          [2, " seater"],
          [3, " seater"],
          [4, " seater"],
          [5, " seater"],
        ],
        sizeLabel: "Seats",
        priceRange: [699, 6999],
        features: [
          f("stain-resistant", "Stain-resistant fabric", "Spills wipe away."),
          f("feather-fill", "Feather-blend cushions", "Soft, sink-in comfort."),
          f("australian-made", "Made in Australia", "Built locally to order."),
        ],
        dimensions: [850, 2200, 950],
      },
      {
        slug: "dining",
        name: "Dining Tables",
        type: "table",
        weight: 6,
        noun: "Dining Table",
        styles: ["Oak", "Extension", "Round", "Marble Top", "Outdoor"],
        sizes: [
          [4, " seater"],
          [6, " seater"],
          [8, " seater"],
          [10, " seater"],
        ],
        sizeLabel: "Seats",
        priceRange: [399, 4999],
        features: [
          f("solid-timber", "Solid timber", "Hardwood throughout, no veneer."),
          f("extendable", "Extendable", "Leaves that add seats when guests arrive."),
          f("australian-made", "Made in Australia", "Built locally to order."),
        ],
        dimensions: [760, 1800, 950],
      },
      {
        slug: "beds",
        name: "Beds",
        type: "bed",
        weight: 6,
        noun: "Bed Frame",
        styles: ["Upholstered", "Timber", "Storage", "Platform"],
        sizes: [
          [1, " single"],
          [2, " double"],
          [3, " queen"],
          [4, " king"],
        ],
        sizeLabel: "Size",
        priceRange: [449, 3999],
        features: [
          f("storage-drawers", "Storage drawers", "Space under the mattress for linen."),
          f("solid-timber", "Solid timber", "Hardwood throughout, no veneer."),
        ],
        dimensions: [1100, 1700, 2150],
      },
    ],
  },
  {
    slug: "heating-cooling",
    name: "Heating & Cooling",
    storefronts: ["wa", "aol", "aol-nz", "hc"],
    leaves: [
      {
        slug: "air-conditioners",
        name: "Air Conditioners",
        type: "aircon",
        weight: 6,
        noun: "Air Conditioner",
        styles: ["Split System", "Portable", "Ducted", "Window Wall"],
        sizes: [
          [2.5, "kW"],
          [3.5, "kW"],
          [5, "kW"],
          [7.1, "kW"],
          [8, "kW"],
        ],
        sizeLabel: "Cooling capacity",
        priceRange: [499, 4999],
        features: [WIFI, INVERTER, QUIET, ENERGY],
        dimensions: [300, 900, 230],
      },
      {
        slug: "vacuums",
        name: "Vacuums",
        type: "vacuum",
        weight: 6,
        noun: "Vacuum",
        styles: ["Stick", "Robot", "Barrel", "Upright", "Handheld"],
        sizes: [
          [0.5, "L"],
          [0.8, "L"],
          [1.5, "L"],
          [2.5, "L"],
        ],
        sizeLabel: "Dust capacity",
        priceRange: [99, 1799],
        features: [
          f("cordless", "Cordless", "Up to an hour of run time per charge."),
          f("hepa", "HEPA filtration", "Traps fine dust and allergens."),
          WIFI,
        ],
        dimensions: [1100, 260, 220],
      },
    ],
  },
];

export interface ManufacturerDefinition {
  name: string;
  /** Leaf category slugs this manufacturer makes. */
  makes: string[];
  series: string[];
}

const KITCHEN = ["fridges", "freezers", "ovens", "cooktops", "rangehoods", "dishwashers", "microwaves"];
const LAUNDRY = ["washing-machines", "dryers"];
const SCREENS = ["tvs", "soundbars"];
const FURNITURE = ["sofas", "dining", "beds"];

/** Fictional manufacturers (BRANDS.md: no real retailer's or maker's names). */
export const MANUFACTURERS: ManufacturerDefinition[] = [
  { name: "Korrin", makes: [...KITCHEN, ...LAUNDRY], series: ["Series 4", "Series 6", "Series 8"] },
  { name: "Veldt", makes: KITCHEN, series: ["Classic", "Pro", "Studio"] },
  { name: "Alpenhaus", makes: [...KITCHEN, "coffee-machines"], series: ["Heritage", "Linea", "Prime"] },
  { name: "Nordlys", makes: [...LAUNDRY, "dishwashers", "fridges"], series: ["EcoLine", "ComfortLine"] },
  { name: "Solvane", makes: ["ovens", "cooktops", "rangehoods"], series: ["Chef", "Maestro"] },
  { name: "Tamsin", makes: ["microwaves", "coffee-machines", "vacuums"], series: ["Swift", "Daily"] },
  { name: "Brindle & Co", makes: ["coffee-machines"], series: ["Barista", "Crema", "Origin"] },
  { name: "Quellon", makes: SCREENS, series: ["Q7", "Q9", "Vista"] },
  { name: "Lumora", makes: SCREENS, series: ["Neo", "Aura", "Prism"] },
  { name: "Aventa", makes: [...SCREENS, "air-conditioners"], series: ["Core", "Max"] },
  { name: "Halvard", makes: ["fridges", "freezers", "washing-machines"], series: ["Frost", "Fjord"] },
  { name: "Coralie", makes: ["dishwashers", "ovens", "cooktops"], series: ["Maison", "Atelier"] },
  { name: "Ironbark", makes: ["bbqs"], series: ["Ranger", "Outback", "Summit"] },
  { name: "Emberline", makes: ["bbqs"], series: ["Kettle", "Flame", "Hearth"] },
  { name: "Saltbush", makes: ["bbqs", "dining"], series: ["Coastal", "Bay"] },
  { name: "Wrenfield", makes: FURNITURE, series: ["Hampton", "Oxley", "Lisle"] },
  { name: "Oakhurst", makes: FURNITURE, series: ["Tasman", "Otway"] },
  { name: "Millbrook", makes: ["sofas", "beds"], series: ["Cloud", "Harbour"] },
  { name: "Tallow", makes: ["dining", "beds"], series: ["Grove", "Ridge"] },
  { name: "Pemberly", makes: ["sofas"], series: ["Ashby", "Clover"] },
  { name: "Zephyra", makes: ["air-conditioners", "rangehoods"], series: ["Breeze", "Gale"] },
  { name: "Kestrel", makes: ["vacuums", "air-conditioners"], series: ["Glide", "Hover"] },
  { name: "Orvik", makes: [...LAUNDRY, "vacuums"], series: ["Spin", "Tidy"] },
  { name: "Brightwater", makes: ["dishwashers", "washing-machines"], series: ["Aqua", "Clear"] },
  { name: "Castellan", makes: ["ovens", "cooktops", "rangehoods", "microwaves"], series: ["Grand", "Noir"] },
  { name: "Fenwick", makes: ["fridges", "freezers"], series: ["Coolstore", "Chill"] },
  { name: "Glenmore", makes: ["ovens", "cooktops"], series: ["Farmhouse", "Range"] },
  { name: "Harlow", makes: ["coffee-machines", "microwaves"], series: ["Mocha", "Roast"] },
  { name: "Inkwell", makes: SCREENS, series: ["Ink", "Slate"] },
  { name: "Juniper", makes: ["vacuums"], series: ["Pine", "Needle"] },
  { name: "Kinsley", makes: [...KITCHEN], series: ["Kin", "Sley"] },
  { name: "Larkspur", makes: ["sofas", "dining"], series: ["Meadow", "Field"] },
  { name: "Marlowe", makes: ["tvs"], series: ["Cinema", "Theatre"] },
  { name: "Norrland", makes: ["fridges", "dishwashers", "washing-machines"], series: ["North", "Polar"] },
  { name: "Ostara", makes: ["ovens", "microwaves", "coffee-machines"], series: ["Dawn", "Sol"] },
  { name: "Pellam", makes: ["dryers", "washing-machines"], series: ["Press", "Fold"] },
  { name: "Ravensworth", makes: ["bbqs", "sofas"], series: ["Raven", "Worth"] },
  { name: "Sterling Vale", makes: ["fridges", "ovens", "dishwashers"], series: ["Sterling", "Vale"] },
  { name: "Thornbury", makes: ["beds", "dining"], series: ["Thorn", "Bury"] },
  { name: "Umbra", makes: ["rangehoods", "cooktops"], series: ["Shade", "Eclipse"] },
  { name: "Vireo", makes: ["soundbars", "tvs"], series: ["Song", "Echo"] },
  { name: "Westerly", makes: ["air-conditioners"], series: ["Westwind", "Trade"] },
  { name: "Yarrow", makes: ["vacuums", "microwaves"], series: ["Herb", "Bloom"] },
  { name: "Zanetti", makes: ["coffee-machines", "ovens"], series: ["Espresso", "Forno"] },
];

export const COLOURS = ["Stainless Steel", "Black", "White", "Graphite", "Dark Stainless", "Silver", "Charcoal", "Oat", "Natural Oak"];

/** The storefronts that sell any of these top categories: where copy about them belongs. */
export function sellersOf(topCategories: readonly string[]): StorefrontId[] {
  return [...new Set(CATEGORY_TREE.filter((top) => topCategories.includes(top.slug)).flatMap((top) => top.storefronts))];
}
