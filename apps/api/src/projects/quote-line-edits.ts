import { LINE_EDIT_RIGHTS, PROJECT_MESSAGES, type AddProjectProductBody } from "@storefront/api-contract/projects";
import { competitorUrlMessage, quotedPriceMessage } from "@storefront/validation/quote-line";
import type { FastifyRequest } from "fastify";
import { cartOptions } from "../cart/cart-view";
import { productBySku } from "../catalogue/products";
import type { Database } from "../db/client";
import { BadRequestError } from "../http/errors";
import type { LineRow, ProjectRow } from "./project-store";
import { requireLineRight } from "./project-view";

/** The quote edits of POST /api/projects/product (issue 45 item 12): each field sent, and null to clear it. */
export type QuoteLineEdits = Pick<AddProjectProductBody, "quotedPrice" | "warrantyId" | "installId" | "competitorUrl">;

export const hasQuoteLineEdits = (body: QuoteLineEdits): boolean =>
  body.quotedPrice !== undefined || body.warrantyId !== undefined || body.installId !== undefined || body.competitorUrl !== undefined;

/**
 * A line's quote edits as column changes and change-log words. Each field that changes needs its
 * quote-line edit right (spec 3 §3: price, warranty, install, competitor URL validation), checked
 * before anything is written; the price and the competitor's page follow validation's rules, and
 * a warranty or installation must be one the product offers (its upsell options).
 */
export async function quoteLineChanges(
  db: Database,
  request: FastifyRequest,
  project: ProjectRow,
  line: LineRow,
  edits: QuoteLineEdits,
  now: Date,
): Promise<{ changes: Partial<LineRow>; what: string[] }> {
  const changes: Partial<LineRow> = {};
  const what: string[] = [];
  const problems: string[] = [];

  if (edits.quotedPrice !== undefined && edits.quotedPrice !== line.quotedPrice) {
    requireLineRight(project, LINE_EDIT_RIGHTS.price, now);
    const problem = edits.quotedPrice === null ? undefined : quotedPriceMessage(edits.quotedPrice);
    if (problem) problems.push(problem);
    changes.quotedPrice = edits.quotedPrice;
    what.push(edits.quotedPrice === null ? "quoted price cleared" : `quoted price ${edits.quotedPrice}`);
  }

  const warrantyId = edits.warrantyId === undefined ? undefined : edits.warrantyId || null;
  const installId = edits.installId === undefined ? undefined : edits.installId || null;
  const warrantyChanges = warrantyId !== undefined && warrantyId !== line.warrantyId;
  const installChanges = installId !== undefined && installId !== line.installId;
  if (warrantyChanges) requireLineRight(project, LINE_EDIT_RIGHTS.warranty, now);
  if (installChanges) requireLineRight(project, LINE_EDIT_RIGHTS.install, now);
  if ((warrantyChanges && warrantyId) || (installChanges && installId)) {
    const product = await productBySku(db, request.storefront, line.sku);
    const offered = product ? cartOptions(product, request.storefront) : { warranties: [], installations: [] };
    if (warrantyChanges && warrantyId && !offered.warranties.some((o) => o.id === warrantyId))
      problems.push(PROJECT_MESSAGES.optionNotOffered);
    if (installChanges && installId && !offered.installations.some((o) => o.id === installId))
      problems.push(PROJECT_MESSAGES.optionNotOffered);
  }
  if (warrantyChanges) {
    changes.warrantyId = warrantyId;
    what.push(warrantyId ? `warranty ${warrantyId}` : "warranty removed");
  }
  if (installChanges) {
    changes.installId = installId;
    what.push(installId ? `installation ${installId}` : "installation removed");
  }

  const competitorUrl = edits.competitorUrl === undefined ? undefined : edits.competitorUrl?.trim() || null;
  if (competitorUrl !== undefined && competitorUrl !== line.competitorUrl) {
    requireLineRight(project, LINE_EDIT_RIGHTS.competitorUrlValidation, now);
    const problem = competitorUrl === null ? undefined : competitorUrlMessage(competitorUrl);
    if (problem) problems.push(problem);
    changes.competitorUrl = competitorUrl;
    what.push(competitorUrl ? `competitor page ${competitorUrl}` : "competitor page removed");
  }

  if (problems.length) throw new BadRequestError([...new Set(problems)]);
  return { changes, what };
}

/** A line's quote edits, carried to its copies (a duplicated folder or project, a copied line). */
export const quoteEditsOf = (line: LineRow): Pick<LineRow, "quotedPrice" | "warrantyId" | "installId" | "competitorUrl"> => ({
  quotedPrice: line.quotedPrice,
  warrantyId: line.warrantyId,
  installId: line.installId,
  competitorUrl: line.competitorUrl,
});
