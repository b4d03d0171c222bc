import { sanitiseSearchTerm, SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH } from "@storefront/validation/search";
import { and, arrayContains, asc, desc, eq, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { queryRows, type Database } from "../db/client";
import { PromiseLru } from "./cache";
import { productListing, redirects, searchVocabulary, searchWords } from "../db/schema";
import { BadRequestError } from "../http/errors";
import type { ReferenceData } from "./reference-data";

/** Collapses runs of whitespace, so that a term and its sanitised form compare as the shopper typed them. */
const squash = (text: string) => text.replace(/\s+/g, " ").trim();

/**
 * A search term as the API accepts it: the spec's sanitiser must leave it unchanged (the
 * storefront sanitises before sending, so anything it would strip, such as < > ; quotes or '..',
 * is an injection attempt), and its length must be within 2..100 (spec 1 §5, §9).
 */
export function acceptSearchTerm(raw: string, field: string): string {
  const term = squash(raw);
  if (sanitiseSearchTerm(term) !== term) {
    throw new BadRequestError([`${field} may only contain letters, digits, spaces and - _ + . /`]);
  }
  if (term.length < SEARCH_MIN_LENGTH) throw new BadRequestError([`${field} must be at least ${SEARCH_MIN_LENGTH} characters long`]);
  if (term.length > SEARCH_MAX_LENGTH) throw new BadRequestError([`${field} must be at most ${SEARCH_MAX_LENGTH} characters long`]);
  return term;
}

export const tokensOf = (term: string) =>
  term
    .toLowerCase()
    .split(/[\s/+]+/)
    .map((t) => t.replace(/^[.\-_]+|[.\-_]+$/g, ""))
    .filter(Boolean)
    .slice(0, 8);

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Every token must appear in the product's search text (served by the trigram index of product_listing). */
export function matchAllTokens(tokens: string[]): SQL | undefined {
  if (tokens.length === 0) return undefined;
  return and(...tokens.map((token) => sql`${productListing.searchText} LIKE ${`%${escapeLike(token)}%`}`));
}

/**
 * Relevance's words are what lies between spaces, hyphens and full stops ("kor" and "fr1115" are
 * words of "kor-fr1115", "5" and "5kg" of "5.5kg"), as the search vocabulary's are (seed
 * buildVocabulary splits on every character but letters and digits; the catalogue's other
 * punctuation, '&' and '"', stands beside a space or digits). Were a vocabulary word no product's
 * word, a one-word search for it could not be answered from the head (bestMatchesOfOneWord).
 * Two replace() calls cost about 0.1 µs a row; translate() of every punctuation mark cost 8 µs.
 */
const spacedWords = (searchText: SQLWrapper): SQL => sql`(' ' || replace(replace(${searchText}, '-', ' '), '.', ' ') || ' ')`;
/** A token as relevance's words hold it: "kor-fr1115" is the two words "kor fr1115". */
const spacedToken = (token: string) => escapeLike(token.replace(/[-.]/g, " "));

/** The token is a whole word (or run of words) of the search text (a product's relevance 2 for it). */
export const isAWordOf = (searchText: SQLWrapper, token: string): SQL =>
  sql`${spacedWords(searchText)} LIKE ${`% ${spacedToken(token)} %`}`;

/** A word of the search text starts with the token (a product's relevance 1 or more for it). */
export const startsAWordOf = (searchText: SQLWrapper, token: string): SQL =>
  sql`${spacedWords(searchText)} LIKE ${`% ${spacedToken(token)}%`}`;

/**
 * Relevance of a product to a term, added up over the term's tokens: 2 where a token is a whole
 * word of the product's search text, 1 where a word starts with it, 0 where it is only inside a
 * word (the match itself is matchAllTokens'). Three LIKEs a token: pg_trgm's word_similarity,
 * the measure before issue 43, cost about 50 µs a row, and a term that matched 7,000 of 100,000
 * products spent a third of a second ranking them.
 */
export function relevance(term: string): SQL<number> {
  const scores = tokensOf(term).map(
    (token) =>
      sql`(CASE WHEN ${isAWordOf(productListing.searchText, token)} THEN 2 WHEN ${startsAWordOf(productListing.searchText, token)} THEN 1 ELSE 0 END)`,
  );
  return scores.length ? sql<number>`(${sql.join(scores, sql` + `)})` : sql<number>`0`;
}

/** The first rows, in the order of relevance's ties, that a one-word search looks among first (bestMatchesOfOneWord). */
const HEAD_ROWS = 2000;

/**
 * The head pays off only in a catalogue many times its size: at today's 2,400 products it is most
 * of the catalogue, and ranking every match through the trigram index is cheaper (`pnpm
 * bench:scale` on a quiet machine: suggestions p99 13 ms without the head, 22 ms with it; 36 ms
 * with it at 100,000 products against 79 ms without).
 */
export const HEAD_MIN_CATALOGUE = 10 * HEAD_ROWS;

/** How often a process counts the catalogue again for the head's choices (the answers are the same either way). */
const CATALOGUE_SIZE_TTL_MS = 60_000;
const catalogueSizes = new WeakMap<Database, { rows: number; at: number }>();

/** The listing's rows, counted once a minute per database (about 10 ms at 100,000 products). */
async function catalogueSize(db: Database): Promise<number> {
  const kept = catalogueSizes.get(db);
  if (kept && Date.now() - kept.at < CATALOGUE_SIZE_TTL_MS) return kept.rows;
  const [row] = await queryRows<{ rows: number }>(db, sql`SELECT count(*)::int AS rows FROM ${productListing}`);
  const rows = Number(row?.rows ?? 0);
  catalogueSizes.set(db, { rows, at: Date.now() });
  return rows;
}

/**
 * How many times over the head should hold a one-word search's `count` best matches before it is
 * walked: a head that holds fewer is walked to its end for nothing (6 ms at 100,000 products, as
 * long as ranking the 2,000 matches of a rarer word). A rule that also weighed the walk against
 * ranking every match answered no faster (the two in turns on the 100,000-product database).
 */
const HEAD_MARGIN = 2;

/**
 * A token the search vocabulary would hold were it a word of a product's search text: the seed
 * counts every piece of letters and digits of 3 characters or more, not all digits (seed
 * buildVocabulary, from the same products in the same transaction), the words isAWordOf finds.
 */
const VOCABULARY_TOKEN = /^(?=.*[a-z])[a-z0-9]{3,}$/;

/** The matches, as a multiple of the products with a word starting with the token, from which only those are ranked. */
const WORD_START_SHARE = 2;

/**
 * A word of the search text starts with the token, as startsAWordOf has it, in the form the
 * trigram index serves (a token of letters and digits): the index finds the products with a word
 * starting with it, not every product that holds it ("chi": 2,116 rows, not the 20,000 of
 * "machine").
 */
const startsAWordIndexed = (token: string): SQL => sql`${productListing.searchText} ~ ${`(^|[ .-])${token}`}`;

/** How often the vocabulary's words are a token (null: none is), start with it and hold it. */
interface VocabularyCounts {
  asAWord: number | null;
  startingAWord: number;
  holding: number;
}

/** Tokens whose counts a process keeps per database: the vocabulary changes only with the seed. */
const VOCABULARY_COUNTS_KEPT = 5000;
const keptVocabularyCounts = new WeakMap<Database, PromiseLru>();

/** A token's counts in the search vocabulary (a token of letters and digits: nothing to escape), kept per database. */
function vocabularyCounts(db: Database, token: string): Promise<VocabularyCounts> {
  let kept = keptVocabularyCounts.get(db);
  if (!kept) keptVocabularyCounts.set(db, (kept = new PromiseLru(VOCABULARY_COUNTS_KEPT)));
  return kept.get(token, async () => {
    const v = searchVocabulary;
    const [row] = await queryRows<{
      asAWord: number | string | null;
      startingAWord: number | string | null;
      holding: number | string | null;
    }>(
      db,
      sql`SELECT sum(${v.frequency}) FILTER (WHERE ${v.word} = ${token}) AS "asAWord",
        sum(${v.frequency}) FILTER (WHERE ${v.word} LIKE ${`${token}%`}) AS "startingAWord", sum(${v.frequency}) AS "holding"
        FROM ${v} WHERE ${v.word} LIKE ${`%${token}%`}`,
    );
    return {
      asAWord: row?.asAWord === null || row?.asAWord === undefined ? null : Number(row.asAWord),
      startingAWord: Number(row?.startingAWord ?? 0),
      holding: Number(row?.holding ?? 0),
    };
  });
}

/** The ties of relevance's order: most reviewed, best rated, then by id, so pages neither repeat nor skip a product. */
export const RELEVANCE_TIES = [desc(productListing.reviewCount), desc(productListing.rating), asc(productListing.id)];

/**
 * The ids of the best `count` matches of a one-word term among the products of `among.where`
 * (over product_listing), ranked by relevance then by RELEVANCE_TIES, or undefined when only
 * ranking every match can tell. The matches rank 2 where the token is a word, 1 where a word
 * starts with it, 0 inside a word, so where `count` products have the token as a word the best are
 * those, and where `count` have a word starting with it the best are among those:
 *
 * - **The products that have the word** (search_words, migration 0031), most reviewed first: a
 *   walk of one index, where `among` is every product of `among.storefront` (no filter).
 * - **The head**: the first `count` of the tier in the ties' order are the best when the first
 *   HEAD_ROWS products in that order hold that many (the tier: products with the token as a word,
 *   or whose words start with it when no product has it as a word, which the vocabulary tells). A
 *   walk of the ties' index that stops there, where ranking every match of a three-letter prefix
 *   (19,576 rows for "ste" at 100,000 products, 20 ms) grew with the catalogue. Walked in a
 *   catalogue of `minCatalogue` or more, when the vocabulary says the head should hold HEAD_MARGIN
 *   times `count` of the tier.
 * - **The products with a word starting with the token**, found by the trigram index and ranked,
 *   when the vocabulary says there are `count` of them and the token is inside words WORD_START_SHARE
 *   times as often.
 *
 * `among.where` must not hold the match itself (each way implies it), or the trigram index would
 * find every match first.
 */
export async function bestMatchesOfOneWord(
  db: Database,
  token: string,
  count: number,
  among: { where: SQL | undefined; storefront?: string },
  { minCatalogue = HEAD_MIN_CATALOGUE }: { minCatalogue?: number } = {},
): Promise<number[] | undefined> {
  if (!VOCABULARY_TOKEN.test(token)) return undefined;
  const occurrences = await vocabularyCounts(db, token);
  const { asAWord, startingAWord, holding } = occurrences;
  if (startingAWord < count) return undefined;
  const ties = sql.join(RELEVANCE_TIES, sql`, `);
  const where = among.where ?? sql`true`;

  if (among.storefront !== undefined && asAWord !== null && asAWord >= count) {
    const w = searchWords;
    const rows = await db
      .select({ id: w.productId })
      .from(w)
      .where(and(eq(w.word, token), arrayContains(w.storefronts, [among.storefront])))
      .orderBy(desc(w.reviewCount), desc(w.rating), asc(w.productId))
      .limit(count);
    if (rows.length === count) return rows.map((row) => row.id);
  }

  const catalogue = await catalogueSize(db);
  // The tier's products the head holds: its share of them, a draw of the catalogue by reviews and not by words.
  const inTier = asAWord ?? startingAWord;
  if (catalogue >= minCatalogue && count <= HEAD_ROWS && (inTier * Math.min(HEAD_ROWS, catalogue)) / catalogue >= HEAD_MARGIN * count) {
    const tier = asAWord !== null ? isAWordOf(productListing.searchText, token) : startsAWordOf(productListing.searchText, token);
    // The head is named as the view, so the tier and the ties read its rows' columns.
    const rows = await queryRows<{ id: number }>(
      db,
      sql`SELECT ${productListing.id} FROM (SELECT * FROM ${productListing} WHERE ${where} ORDER BY ${ties} LIMIT ${HEAD_ROWS}) AS ${productListing}
        WHERE ${tier} ORDER BY ${ties} LIMIT ${count}`,
    );
    if (rows.length === count) return rows.map((row) => Number(row.id));
  }

  // Worth it where most matches hold the token inside a word ("chi" in "machine"); elsewhere the regular expression costs more than it saves.
  if (holding < WORD_START_SHARE * startingAWord) return undefined;
  const rows = await queryRows<{ id: number }>(
    db,
    sql`SELECT ${productListing.id} FROM ${productListing} WHERE ${where} AND ${startsAWordIndexed(token)}
      ORDER BY ${relevance(token)} DESC, ${ties} LIMIT ${count}`,
  );
  return rows.length === count ? rows.map((row) => Number(row.id)) : undefined;
}

/** Below this similarity a catalogue word is not offered as a correction. */
const CORRECTION_MIN_SIMILARITY = 0.2;

export interface Autocorrection {
  term: string;
  corrected: boolean;
}

/**
 * Autocorrect that forgives typos: a token that appears in no catalogue word is replaced by the
 * most similar word of the vocabulary (pg_trgm similarity, most frequent word on a tie).
 */
export async function autocorrect(db: Database, term: string): Promise<Autocorrection> {
  const tokens = tokensOf(term);
  let corrected = false;
  const words: string[] = [];
  for (const token of tokens) {
    if (token.length < 3 || /\d/.test(token)) {
      words.push(token);
      continue;
    }
    const [known] = await db
      .select({ word: searchVocabulary.word })
      .from(searchVocabulary)
      .where(sql`${searchVocabulary.word} LIKE ${`%${escapeLike(token)}%`}`)
      .limit(1);
    if (known) {
      words.push(token);
      continue;
    }
    const similarity = sql<number>`similarity(${searchVocabulary.word}, ${token})`;
    const [best] = await db
      .select({ word: searchVocabulary.word, similarity })
      .from(searchVocabulary)
      .where(sql`${similarity} >= ${CORRECTION_MIN_SIMILARITY}`)
      .orderBy(desc(similarity), desc(searchVocabulary.frequency))
      .limit(1);
    if (best) {
      words.push(best.word);
      corrected = true;
    } else {
      words.push(token);
    }
  }
  return { term: corrected ? words.join(" ") : term, corrected };
}

/**
 * Where a submitted search goes (spec 1 §4: the browser goes to the destination the search
 * service returns): a redirect rule, an exact category or brand name, else the search page.
 */
export async function searchDestination(db: Database, reference: ReferenceData, term: string): Promise<string> {
  const lower = term.toLowerCase();
  const [rule] = await db
    .select()
    .from(redirects)
    .where(eq(redirects.fromPath, `/${lower.replace(/\s+/g, "-")}`))
    .limit(1);
  if (rule) return rule.destinationUri;
  const category = reference.categories.find((c) => c.name.toLowerCase() === lower || c.slug === lower);
  if (category) return `/c/${category.path}`;
  const manufacturer = [...reference.manufacturerById.values()].find((m) => m.name.toLowerCase() === lower);
  if (manufacturer) return `/brands/${manufacturer.slug}`;
  return `/search/${encodeURIComponent(term)}`;
}

/** Category and brand names, then catalogue words, that start like the term: the 'term' suggestions. */
export function termSuggestions(reference: ReferenceData, term: string, limit: number): { text: string; url: string }[] {
  const lower = term.toLowerCase();
  const out: { text: string; url: string }[] = [];
  const startsLike = (name: string) =>
    name.toLowerCase().startsWith(lower) ||
    name
      .toLowerCase()
      .split(/\s+/)
      .some((w) => w.startsWith(lower));
  for (const category of reference.categories) {
    if (category.parentId !== null && startsLike(category.name)) out.push({ text: category.name, url: `/c/${category.path}` });
  }
  for (const manufacturer of reference.manufacturerById.values()) {
    if (startsLike(manufacturer.name)) out.push({ text: manufacturer.name, url: `/brands/${manufacturer.slug}` });
  }
  if (out.length < limit) out.push({ text: term, url: `/search/${encodeURIComponent(term)}` });
  return out.slice(0, limit);
}
