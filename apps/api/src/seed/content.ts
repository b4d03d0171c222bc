import { STOREFRONT_IDS, type StorefrontId } from "../storefronts";
import type { ProductRow } from "./catalogue";
import { sellersOf } from "./catalogue-data";
import { addDays, slugify } from "./dates";
import type { Random } from "./random";

export const CONTENT_KINDS = ["static", "recipe", "blog", "catalogue", "inspiration", "article", "page"] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

export interface ContentRow {
  kind: ContentKind;
  slug: string;
  title: string;
  summary: string;
  body: string;
  publishedOn: string;
  details: Record<string, unknown>;
  storefronts: StorefrontId[];
}

const ALL = [...STOREFRONT_IDS];

const STATIC_PAGES: [slug: string, title: string, paragraphs: string[]][] = [
  [
    "about-us",
    "About us",
    [
      "We are a family of Australian and New Zealand stores selling appliances and homewares since 1972.",
      "Our teams in store and online help you choose, deliver and install with care.",
    ],
  ],
  [
    "delivery",
    "Delivery and installation",
    [
      "Metro deliveries arrive on the day you choose at checkout, seven days a week.",
      "Installation, connection and removal of your old appliance can be added to any order.",
    ],
  ],
  [
    "returns",
    "Returns and exchanges",
    [
      "Change-of-mind returns are accepted within 30 days for unused products in their original packaging.",
      "Faulty products are repaired, replaced or refunded under the consumer guarantees.",
    ],
  ],
  [
    "price-match",
    "Price match guarantee",
    [
      "Found a lower advertised price on an identical in-stock product? We will match it.",
      "Show the offer in store or send it to us before you buy.",
    ],
  ],
  [
    "privacy",
    "Privacy policy",
    [
      "We collect only what we need to serve you and never sell your personal information.",
      "You can ask for a copy of the information we hold about you at any time.",
    ],
  ],
  [
    "terms",
    "Terms and conditions",
    ["These terms apply to every purchase made online or in store.", "Prices include GST and are in the currency of the site you shop on."],
  ],
  [
    "warranty",
    "Extended warranty",
    ["Extend your manufacturer's warranty by up to five years with in-home service.", "Claims are handled by our own service team."],
  ],
  [
    "contact-us",
    "Contact us",
    ["Call our customer support team seven days a week.", "Or visit one of our stores; our team will be glad to help."],
  ],
  [
    "gift-cards",
    "Gift cards",
    ["Gift cards are available in store and online from $20 to $1,000.", "They are valid for three years from purchase."],
  ],
  [
    "commercial",
    "Commercial sales",
    ["Builders, developers and trade customers get a dedicated account manager.", "Ask about project pricing for multi-unit developments."],
  ],
];

const DISHES = [
  "Slow-roasted lamb shoulder",
  "Charred corn salad",
  "Lemon and thyme chicken",
  "Sourdough loaf",
  "Pavlova with passionfruit",
  "Barramundi with salsa verde",
  "Beef and red wine pie",
  "Pumpkin risotto",
  "Sticky pork belly",
  "Anzac biscuits",
  "Steamed dumplings",
  "Wood-fired margherita",
  "Prawn laksa",
  "Lamingtons",
  "Smoked brisket",
  "Green curry",
  "Banana bread",
  "Chocolate lava cakes",
  "Crispy-skin salmon",
  "Vegetable tagine",
  "Pork and fennel sausage rolls",
  "Lemon meringue tart",
  "Korean fried chicken",
  "Mushroom ragu",
];
const BLOG_TOPICS = [
  "How to choose a fridge for a family of four",
  "Induction versus gas: the honest comparison",
  "What energy stars mean for your power bill",
  "Five laundry habits that make clothes last longer",
  "Setting up a home cinema on a budget",
  "Choosing a dishwasher that fits your kitchen",
  "Heat-pump dryers explained",
  "The right rangehood size for your cooktop",
  "Barbecue care before summer",
  "Coffee at home: pod, manual or automatic?",
  "Planning a kitchen renovation",
  "Small-space living: compact appliances",
  "Keeping cool efficiently",
  "Robot vacuums: worth it?",
  "Caring for timber furniture",
  "Sofa fabrics compared",
  "What to check before delivery day",
  "Decluttering the laundry",
  "Getting the most from a steam oven",
  "Hosting a dinner for twelve",
  "TV sizes and viewing distance",
  "Soundbars for dialogue clarity",
  "How we test appliances",
  "Winter heating checklist",
];
const INSPIRATIONS = [
  "Modern farmhouse kitchen",
  "Coastal laundry makeover",
  "Inner-city apartment kitchen",
  "Entertainer's outdoor area",
  "Scandi living room",
  "Warm minimal dining",
  "Family media room",
  "Butler's pantry ideas",
  "Black and brass kitchen",
  "Compact studio living",
  "Alfresco kitchen",
  "Calm bedroom retreat",
];
const APPLIANCES = ["kitchen", "laundry", "tv-audio", "heating-cooling"];

/** The catalogues, each on the storefronts that sell what it offers (no 'Laundry Week' for the furniture brand). */
const CATALOGUES: [title: string, topCategories: string[] | undefined][] = [
  ["Summer Appliance Sale", APPLIANCES],
  ["Kitchen Event", ["kitchen"]],
  ["Laundry Week", ["laundry"]],
  ["Big Screen Savings", ["tv-audio"]],
  ["Outdoor Living", ["outdoor"]],
  ["End of Financial Year", undefined],
  ["Furniture Collection", ["furniture"]],
  ["Winter Warmers", ["heating-cooling"]],
];

/** Blog posts about one kind of product go to the storefronts that sell it; the rest to every storefront. */
const BLOG_CATEGORIES: Record<string, string[]> = {
  "How to choose a fridge for a family of four": ["kitchen"],
  "Induction versus gas: the honest comparison": ["kitchen"],
  "What energy stars mean for your power bill": APPLIANCES,
  "Five laundry habits that make clothes last longer": ["laundry"],
  "Setting up a home cinema on a budget": ["tv-audio"],
  "Choosing a dishwasher that fits your kitchen": ["kitchen"],
  "Heat-pump dryers explained": ["laundry"],
  "The right rangehood size for your cooktop": ["kitchen"],
  "Barbecue care before summer": ["outdoor"],
  "Coffee at home: pod, manual or automatic?": ["kitchen"],
  "Planning a kitchen renovation": ["kitchen"],
  "Small-space living: compact appliances": APPLIANCES,
  "Keeping cool efficiently": ["heating-cooling"],
  "Robot vacuums: worth it?": APPLIANCES,
  "Caring for timber furniture": ["furniture"],
  "Sofa fabrics compared": ["furniture"],
  "Decluttering the laundry": ["laundry"],
  "Getting the most from a steam oven": ["kitchen"],
  "TV sizes and viewing distance": ["tv-audio"],
  "Soundbars for dialogue clarity": ["tv-audio"],
  "How we test appliances": APPLIANCES,
  "Winter heating checklist": ["heating-cooling"],
};

/** The storefronts that sell these categories, or every storefront for copy that names none. */
const storefrontsFor = (topCategories: string[] | undefined): StorefrontId[] =>
  topCategories ? ALL.filter((id) => sellersOf(topCategories).includes(id)) : ALL;

/** Articles (spec 3 §2: /article/legendary-service), at /article/{slug}. */
const ARTICLES: [slug: string, title: string, paragraphs: string[]][] = [
  [
    "legendary-service",
    "Legendary service",
    [
      "Legendary service is our promise: we help you choose the right appliance, deliver it on the day you pick and install it properly.",
      "Our team answers the phone seven days a week, and every store has specialists who use the products they sell.",
      "If something goes wrong after you buy, we look after it ourselves, from the warranty claim to the repair.",
    ],
  ],
];

/** The root-level content pages of spec 1 §2.1: winning-commercial, pe-bookings, culinary-support, cookbook. */
const ROOT_PAGES: [slug: string, title: string, paragraphs: string[]][] = [
  [
    "winning-commercial",
    "Commercial",
    [
      "Our commercial team supplies builders, developers, property managers and hospitality businesses across Australia and New Zealand.",
      "Ask for trade pricing on whole-of-project appliance packages, staged deliveries to site and installation by our own technicians.",
      '<a href="/ask-an-expert">Talk to our commercial team</a> about your next project.',
    ],
  ],
  [
    "pe-bookings",
    "Bookings",
    [
      "Book one of our showroom kitchens for a private cooking event: a team celebration, a family gathering or a cooking class with friends.",
      "Our home economists cook with you on the appliances in the showroom, and we look after the ingredients and the cleaning up.",
      'See what is on in our <a href="/cooking-demos">cooking demos</a>, or <a href="/ask-an-expert">ask us about a private booking</a>.',
    ],
  ],
  [
    "culinary-support",
    "Culinary support",
    [
      "Bought a new oven, cooktop or steam oven? Our culinary team shows you how to get the best from it.",
      "Book a free demonstration in one of our showrooms, or ask our home economists a question about cooking with your appliance.",
      'Find a class in our <a href="/cooking-demos">cooking demos</a>, or browse our <a href="/recipes">recipes</a>.',
    ],
  ],
  [
    "cookbook",
    "Cookbook",
    [
      "Recipes written and tested by our home economists on the appliances we sell: weeknight dinners, weekend baking and food for a crowd.",
      'Start with our <a href="/recipes">recipes</a>, then join a <a href="/cooking-demos">cooking demo</a> to see them made.',
    ],
  ],
];

const paragraphsToHtml = (paragraphs: string[]) => paragraphs.map((p) => `<p>${p}</p>`).join("");

/**
 * The static pages, the articles and the root-level pages. Their first paragraph, without its
 * links, is the summary their share tags carry.
 */
export function contentPageRows(anchorDate: string): ContentRow[] {
  const pagesOfKind = [
    ["static", STATIC_PAGES],
    ["article", ARTICLES],
    ["page", ROOT_PAGES],
  ] as const;
  return pagesOfKind.flatMap(([kind, pages]) =>
    pages.map(([slug, title, paragraphs]) => ({
      kind,
      slug,
      title,
      summary: (paragraphs[0] ?? title).replace(/<[^>]*>/g, ""),
      body: paragraphsToHtml(paragraphs),
      publishedOn: addDays(anchorDate, -400),
      details: {},
      storefronts: ALL,
    })),
  );
}

export function buildContent(random: Random, anchorDate: string, products: ProductRow[]): ContentRow[] {
  const rows: ContentRow[] = contentPageRows(anchorDate);
  DISHES.forEach((dish, i) => {
    const serves = random.int(2, 8);
    rows.push({
      kind: "recipe",
      slug: slugify(dish),
      title: dish,
      summary: `A ${random.pick(["weeknight", "weekend", "crowd-pleasing", "make-ahead"])} recipe that serves ${serves}.`,
      body: paragraphsToHtml([
        `Prepare everything before you start: ${dish.toLowerCase()} rewards a little organisation.`,
        "Cook, rest and serve with your favourite sides.",
      ]),
      publishedOn: addDays(anchorDate, -i * 11 - 3),
      details: {
        serves,
        prepMinutes: random.int(10, 40),
        cookMinutes: random.int(15, 240),
        ingredients: random.sample(
          [
            "olive oil",
            "garlic",
            "lemon",
            "thyme",
            "salt flakes",
            "butter",
            "plain flour",
            "eggs",
            "cream",
            "chilli",
            "brown sugar",
            "soy sauce",
            "ginger",
            "parsley",
          ],
          random.int(5, 9),
        ),
        steps: ["Preheat your oven or cooktop.", "Prepare the ingredients.", "Cook until done.", "Rest and serve."],
        image: `/api/images/content/recipe/${slugify(dish)}.svg`,
      },
      storefronts: ["wa", "hc", "andoo"],
    });
  });
  BLOG_TOPICS.forEach((topic, i) => {
    rows.push({
      kind: "blog",
      slug: slugify(topic),
      title: topic,
      summary: `Our experts on ${topic.toLowerCase()}.`,
      body: paragraphsToHtml([
        `${topic}: we asked our buyers and in-store experts what they tell their own families.`,
        "Here is what they said, and the products they would choose.",
      ]),
      publishedOn: addDays(anchorDate, -i * 9 - 1),
      details: {
        author: random.pick(["Priya N.", "Tom W.", "Mere K.", "Lachlan B.", "Sofia R."]),
        readMinutes: random.int(3, 9),
        image: `/api/images/content/blog/${slugify(topic)}.svg`,
      },
      storefronts: storefrontsFor(BLOG_CATEGORIES[topic]),
    });
  });
  INSPIRATIONS.forEach((name, i) => {
    rows.push({
      kind: "inspiration",
      slug: slugify(name),
      title: name,
      summary: `Ideas and products for a ${name.toLowerCase()}.`,
      body: paragraphsToHtml([`A ${name.toLowerCase()} starts with the pieces you use every day.`, "Shop the look below."]),
      publishedOn: addDays(anchorDate, -i * 20 - 5),
      details: { skus: random.sample(products, 6).map((p) => p.sku), image: `/api/images/content/inspiration/${slugify(name)}.svg` },
      storefronts: ["wa", "fk", "hc"],
    });
  });
  CATALOGUES.forEach(([name, topCategories], i) => {
    const startsOn = addDays(anchorDate, -i * 28);
    rows.push({
      kind: "catalogue",
      slug: slugify(name),
      title: name,
      summary: `${name}: ${random.int(24, 64)} pages of offers.`,
      body: paragraphsToHtml([`Browse the ${name} catalogue online.`, "Offers are valid while stocks last."]),
      publishedOn: startsOn,
      details: {
        validFrom: startsOn,
        validTo: addDays(startsOn, 27),
        pages: random.int(24, 64),
        skus: random.sample(products, 12).map((p) => p.sku),
        image: `/api/images/content/catalogue/${slugify(name)}.svg`,
      },
      storefronts: storefrontsFor(topCategories),
    });
  });
  return rows;
}

export const REDIRECTS: [from: string, to: string][] = [
  ["/sale", "/promotions"],
  ["/specials", "/promotions"],
  ["/fridges", "/c/kitchen/fridges"],
  ["/ovens", "/c/kitchen/ovens"],
  ["/washers", "/c/laundry/washing-machines"],
  ["/tv", "/c/tv-audio/tvs"],
  ["/televisions", "/c/tv-audio/tvs"],
  ["/bbq", "/c/outdoor/bbqs"],
  ["/barbecues", "/c/outdoor/bbqs"],
  ["/couches", "/c/furniture/sofas"],
  ["/store-locator", "/stores"],
  ["/find-a-store", "/stores"],
  ["/about", "/s/about-us"],
  ["/delivery-information", "/s/delivery"],
  ["/returns-policy", "/s/returns"],
  ["/kitchen-club", "/s/about-us"],
  ["/gift-card", "/s/gift-cards"],
  ["/catalogues", "/catalogue"],
  ["/partner-offers", "https://partners.storefront.test/offers"],
];
