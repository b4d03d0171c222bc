import {
  LINE_EDIT_RIGHTS,
  PROJECT_LIMITS,
  PROJECT_MESSAGES,
  type ChangeLog,
  type CustomerProjectCount,
  type Project,
  type ProductVariationBody,
  type ReferrerList,
} from "@storefront/api-contract/projects";
import { validateProductNote, validateProductVariation, validateProjectComment } from "@storefront/validation/projects";
import { and, asc, eq, ilike, ne, or, sql, type SQL } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { projectComments, projectNotes, projectReferrers, projects, projectVariations } from "../db/schema";
import { BadRequestError, NotFoundError } from "../http/errors";
import { changeLogOf, recordChange } from "./change-log";
import type { ProjectServices } from "./project-actions";
import { refuseInvalid } from "./project-core";
import { linesOf } from "./project-store";
import { requireLineRight } from "./project-view";

/** Phone numbers compared by their digits (and a leading +): "02 9876 5432" is "0298765432". */
const phoneDigits = (value: string) => value.replace(/[^0-9+]/g, "");

/** Notes, variations, comments, the change log, the customer project count and the referrer lookup. */
export function noteActions({ context, core }: ProjectServices) {
  const { db, now } = context;

  return {
    /** POST /api/v2/project/product-note: a note on a SKU of the project (id: changes that note). */
    async saveNote(request: FastifyRequest, body: { projectId: number; id?: number; sku: string; notes: string }): Promise<Project> {
      refuseInvalid(validateProductNote(body));
      const { staff, project } = await core.open(request, body.projectId);
      const lines = await linesOf(db, project.id);
      if (!lines.some((l) => l.sku === body.sku)) throw new NotFoundError(PROJECT_MESSAGES.productNotFound);
      const at = now();
      await db.transaction(async (tx) => {
        if (body.id !== undefined) {
          const updated = await tx
            .update(projectNotes)
            .set({ sku: body.sku, notes: body.notes.trim(), userName: staff.userName, modifiedAt: at })
            .where(and(eq(projectNotes.id, body.id), eq(projectNotes.projectId, project.id)))
            .returning({ id: projectNotes.id });
          if (!updated.length) throw new NotFoundError(PROJECT_MESSAGES.noteNotFound);
        } else {
          await tx
            .insert(projectNotes)
            .values({ projectId: project.id, sku: body.sku, notes: body.notes.trim(), userName: staff.userName, modifiedAt: at });
        }
        await recordChange(tx, project.id, staff, at, "noteSaved", `Note on ${body.sku}: ${body.notes.trim().slice(0, 80)}`);
      });
      return core.answer(request, project.id);
    },

    async deleteNote(request: FastifyRequest, projectId: number, noteId: number): Promise<Project> {
      const { staff } = await core.open(request, projectId);
      await db.transaction(async (tx) => {
        const [gone] = await tx
          .delete(projectNotes)
          .where(and(eq(projectNotes.id, noteId), eq(projectNotes.projectId, projectId)))
          .returning({ sku: projectNotes.sku });
        if (!gone) throw new NotFoundError(PROJECT_MESSAGES.noteNotFound);
        await recordChange(tx, projectId, staff, now(), "noteDeleted", `Deleted a note on ${gone.sku}`);
      });
      return core.answer(request, projectId);
    },

    /** POST /api/v2/project/product-variation: a line's variation, or a brand's without a productCode (spec 3 §4: the answer is the reloaded project). */
    async saveVariation(request: FastifyRequest, body: ProductVariationBody): Promise<Project> {
      refuseInvalid(validateProductVariation(body));
      const { staff, project } = await core.open(request, body.projectId);
      // A variation's RRP override changes the line's price: it needs the price right (spec 3 §3, issue 45 item 12).
      if (body.rrpOverride !== undefined && body.rrpOverride !== null) requireLineRight(project, LINE_EDIT_RIGHTS.price, now());
      let productId: number | null = null;
      if (body.productCode) {
        const line = (await linesOf(db, project.id)).find((l) => String(l.id) === body.productCode);
        if (!line) throw new NotFoundError(PROJECT_MESSAGES.productNotFound);
        productId = line.id;
      }
      const values = {
        productId,
        brand: body.brand.trim(),
        variationSku: body.variationSku ?? null,
        comments: body.comments?.trim() ?? "",
        rrpOverride: body.rrpOverride ?? null,
      };
      await db.transaction(async (tx) => {
        if (body.id !== undefined) {
          const updated = await tx
            .update(projectVariations)
            .set(values)
            .where(and(eq(projectVariations.id, body.id), eq(projectVariations.projectId, project.id)))
            .returning({ id: projectVariations.id });
          if (!updated.length) throw new NotFoundError(PROJECT_MESSAGES.variationNotFound);
        } else {
          await tx.insert(projectVariations).values({ ...values, projectId: project.id, createdAt: now() });
        }
        await recordChange(
          tx,
          project.id,
          staff,
          now(),
          "variationSaved",
          `Variation ${values.brand}${values.variationSku ? ` ${values.variationSku}` : ""}`,
        );
      });
      return core.answer(request, project.id);
    },

    async deleteVariation(request: FastifyRequest, projectId: number, variationId: number): Promise<Project> {
      const { staff } = await core.open(request, projectId);
      await db.transaction(async (tx) => {
        const [gone] = await tx
          .delete(projectVariations)
          .where(and(eq(projectVariations.id, variationId), eq(projectVariations.projectId, projectId)))
          .returning({ brand: projectVariations.brand });
        if (!gone) throw new NotFoundError(PROJECT_MESSAGES.variationNotFound);
        await recordChange(tx, projectId, staff, now(), "variationDeleted", `Deleted a variation of ${gone.brand}`);
      });
      return core.answer(request, projectId);
    },

    /** POST /api/v2/project/comment: a staff comment (spec 3 §3 staffComments). */
    async comment(request: FastifyRequest, projectId: number, message: string): Promise<Project> {
      refuseInvalid(validateProjectComment({ comment: message }));
      const { staff } = await core.open(request, projectId);
      const at = now();
      await db.transaction(async (tx) => {
        await tx.insert(projectComments).values({ projectId, userName: staff.userName, message: message.trim(), createdAt: at });
        await recordChange(tx, projectId, staff, at, "comment", `Comment: ${message.trim().slice(0, 80)}`);
      });
      return core.answer(request, projectId);
    },

    /** GET /api/v2/project/changelogs?projectId: newest first. */
    async changeLog(request: FastifyRequest, projectId: number): Promise<ChangeLog> {
      await core.open(request, projectId);
      const items = await changeLogOf(db, projectId);
      return { items, totalCount: items.length };
    },

    /**
     * GET /api/v2/project/customer-project-count: the storefront's projects whose customer has one
     * of the emails (either field, any letter case) or phones (either field, by digits); 0 when all
     * are blank. projectId leaves that project out.
     */
    async customerProjectCount(
      request: FastifyRequest,
      query: { email?: string; secondaryEmail?: string; phone?: string; secondaryPhone?: string; projectId?: number },
    ): Promise<CustomerProjectCount> {
      await core.requireStaff(request);
      const emails = [query.email, query.secondaryEmail].map((e) => e?.trim().toLowerCase() ?? "").filter(Boolean);
      const phones = [query.phone, query.secondaryPhone].map((p) => phoneDigits(p ?? "")).filter((p) => p.length >= 6);
      if (!emails.length && !phones.length) return { count: 0 };
      const field = (name: string) => sql`lower(coalesce(${projects.quoteData}->>${name}, ''))`;
      const phoneField = (name: string) => sql`regexp_replace(coalesce(${projects.quoteData}->>${name}, ''), '[^0-9+]', '', 'g')`;
      const matches: SQL[] = [
        ...emails.flatMap((e) => [sql`${field("customerEmail")} = ${e}`, sql`${field("customerEmailSecondary")} = ${e}`]),
        ...phones.flatMap((p) => [sql`${phoneField("contactNumber")} = ${p}`, sql`${phoneField("customerNumberSecondary")} = ${p}`]),
      ];
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(projects)
        .where(
          and(
            eq(projects.storefrontId, request.storefront.id),
            or(...matches),
            query.projectId ? ne(projects.id, query.projectId) : undefined,
          ),
        );
      return { count: row?.n ?? 0 };
    },

    /** GET /api/v2/project/kad/{search}: referrers whose code, name or business holds the text (from 2 characters). */
    async referrers(request: FastifyRequest, search: string): Promise<ReferrerList> {
      await core.requireStaff(request);
      const text = search.trim();
      if (text.length < PROJECT_LIMITS.referrerSearchMinLength) {
        throw new BadRequestError([`search must have at least ${PROJECT_LIMITS.referrerSearchMinLength} characters`]);
      }
      const like = `%${text}%`;
      const rows = await db
        .select()
        .from(projectReferrers)
        .where(or(ilike(projectReferrers.code, like), ilike(projectReferrers.name, like), ilike(projectReferrers.businessName, like)))
        .orderBy(asc(projectReferrers.businessName), asc(projectReferrers.code))
        .limit(PROJECT_LIMITS.referrerResults);
      const items = rows.map((r) => ({
        referrerCode: r.code,
        referrerName: r.name,
        referrerBusinessName: r.businessName,
        referrerPhone: r.phone,
        referrerContact: r.contact,
      }));
      return { items, totalCount: items.length };
    },
  };
}
