import {
  LINE_EDIT_RIGHTS,
  PROJECT_LIMITS,
  PROJECT_MESSAGES,
  type AddProjectProductBody,
  type Project,
  type ProjectProductLookup,
  type QuoteStatus,
} from "@storefront/api-contract/projects";
import { validateProductTransfer, validateProjectQuantity, validateProjectSku } from "@storefront/validation/projects";
import { and, count, eq, max, or, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { unorderableReason } from "../cart/cart-view";
import { priceIn, rrpIn } from "../catalogue/prices";
import { productImages } from "../catalogue/product-view";
import { productBySku } from "../catalogue/products";
import { projectAttachments, projectFolders, projectProducts, projects, projectVariations } from "../db/schema";
import { BadRequestError, NotFoundError } from "../http/errors";
import { recordChange, type Tx } from "./change-log";
import { folderIn, targetFolder } from "./folder-actions";
import type { ProjectServices } from "./project-actions";
import { refuseInvalid } from "./project-core";
import { foldersOf, linesOf, type LineRow, type ProjectRow } from "./project-store";
import { lineEditRightsOf, lockActive, requireLineRight } from "./project-view";
import { hasQuoteLineEdits, quoteEditsOf, quoteLineChanges } from "./quote-line-edits";

const lineOf = (lines: LineRow[], code: string): LineRow => {
  const line = lines.find((l) => String(l.id) === code);
  if (!line) throw new NotFoundError(PROJECT_MESSAGES.productNotFound);
  return line;
};

/** The next sort order at the end of a folder. */
async function endOf(tx: Tx, folderId: number): Promise<number> {
  const [row] = await tx
    .select({ last: max(projectProducts.sortOrder) })
    .from(projectProducts)
    .where(eq(projectProducts.folderId, folderId));
  return (row?.last ?? 0) + 1;
}

/** Product lines: add, change, remove, sort, transfer and the add-to-project lookup (spec 3 §7). */
export function lineActions({ context, core, files }: ProjectServices) {
  const { db, now } = context;

  /** 400 unless the project's status and lock allow the change (spec 3 §3 quote-line edit rights). */
  const requireRight = (project: ProjectRow, right: number) => requireLineRight(project, right, now());

  async function addSku(request: FastifyRequest, project: ProjectRow, body: AddProjectProductBody & { sku: string }) {
    if (lineEditRightsOf(project.quoteStatus as QuoteStatus, false) === 0) throw new BadRequestError([PROJECT_MESSAGES.lineRightsRefused]);
    const product = await productBySku(db, request.storefront, body.sku);
    if (!product) throw new NotFoundError(PROJECT_MESSAGES.catalogueProductNotFound);
    const quantity = body.quantity ?? 1;
    return db.transaction(async (tx) => {
      const folder = await targetFolder(tx, project.id, body.folderId);
      const [same] = await tx
        .select()
        .from(projectProducts)
        .where(and(eq(projectProducts.folderId, folder.id), eq(projectProducts.sku, product.sku)))
        .limit(1);
      if (same) {
        if (same.quantity + quantity > PROJECT_LIMITS.maxQuantity) {
          throw new BadRequestError([
            `A line holds at most ${PROJECT_LIMITS.maxQuantity}; this folder already has ${same.quantity} of ${product.sku}.`,
          ]);
        }
        await tx
          .update(projectProducts)
          .set({ quantity: same.quantity + quantity })
          .where(eq(projectProducts.id, same.id));
      } else {
        const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(projectProducts).where(eq(projectProducts.projectId, project.id));
        if (n >= PROJECT_LIMITS.maxProducts) throw new BadRequestError([PROJECT_MESSAGES.tooManyProducts]);
        await tx.insert(projectProducts).values({
          projectId: project.id,
          folderId: folder.id,
          sku: product.sku,
          quantity,
          sortOrder: await endOf(tx, folder.id),
          // A line added while the prices are locked is locked at today's price.
          lockedPrice: lockActive(project, now()) ? priceIn(product, request.storefront.currency) : null,
        });
      }
      return { sku: product.sku, folder: folder.title };
    });
  }

  return {
    /** POST /api/projects/product: adds a SKU, or changes a line's quantity or folder. */
    async addOrChange(request: FastifyRequest, body: AddProjectProductBody): Promise<Project> {
      if (body.sku !== undefined) refuseInvalid(validateProjectSku({ sku: body.sku }));
      if (body.quantity !== undefined) refuseInvalid(validateProjectQuantity({ quantity: body.quantity }));
      const { staff, project } = await core.open(request, body.projectId);
      if (body.productCode === undefined) {
        if (hasQuoteLineEdits(body)) throw new BadRequestError([PROJECT_MESSAGES.lineEditWithoutLine]);
        if (!body.sku) throw new BadRequestError(["Send a sku to add, or a productCode with a quantity or folderId to change a line"]);
        const added = await addSku(request, project, { ...body, sku: body.sku });
        await recordChange(db, project.id, staff, now(), "productAdded", `Added ${body.quantity ?? 1} × ${added.sku} to "${added.folder}"`);
        return core.answer(request, project.id);
      }
      const line = lineOf(await linesOf(db, project.id), body.productCode);
      if (body.quantity === undefined && body.folderId === undefined && !hasQuoteLineEdits(body))
        throw new BadRequestError(["Send a quantity, a folderId or a quote edit to change the line"]);
      // Issue 45 item 12: the price, warranty, installation and competitor page, each under its right.
      const { changes, what } = await quoteLineChanges(db, request, project, line, body, now());
      if (body.quantity !== undefined && body.quantity !== line.quantity) {
        requireRight(project, LINE_EDIT_RIGHTS.quantity);
        changes.quantity = body.quantity;
        what.push(`quantity ${line.quantity} → ${body.quantity}`);
      }
      if (body.folderId !== undefined && body.folderId !== line.folderId) {
        const folder = folderIn(await foldersOf(db, project.id), body.folderId);
        changes.folderId = folder.id;
        changes.sortOrder = await endOf(db, folder.id);
        what.push(`moved to "${folder.title}"`);
      }
      if (what.length) {
        await db.transaction(async (tx) => {
          await tx.update(projectProducts).set(changes).where(eq(projectProducts.id, line.id));
          await recordChange(tx, project.id, staff, now(), "productChanged", `${line.sku}: ${what.join(", ")}`);
        });
      }
      return core.answer(request, project.id);
    },

    /** DELETE /api/projects/product/{id}/{code}. */
    async remove(request: FastifyRequest, projectId: number, code: string): Promise<Project> {
      const { staff, project } = await core.open(request, projectId);
      const line = lineOf(await linesOf(db, projectId), code);
      requireRight(project, LINE_EDIT_RIGHTS.delete);
      const keys = await files.keysOf(db, { productIds: [line.id] });
      await db.transaction(async (tx) => {
        await tx.delete(projectProducts).where(eq(projectProducts.id, line.id));
        await recordChange(tx, projectId, staff, now(), "productRemoved", `Removed ${line.sku}`);
      });
      await files.remove(keys);
      return core.answer(request, projectId);
    },

    /**
     * POST /api/projects/sort-products: the listed lines take places 1, 2, … of the folder (a line of
     * another folder of the project moves into it); the folder's other lines follow in their order.
     */
    async sort(request: FastifyRequest, projectId: number, folderId: number, order: string[]): Promise<Project> {
      const { staff } = await core.open(request, projectId);
      folderIn(await foldersOf(db, projectId), folderId);
      const lines = await linesOf(db, projectId);
      const byCode = new Map(lines.map((l) => [String(l.id), l]));
      if (new Set(order).size !== order.length || order.some((code) => !byCode.has(code))) {
        throw new BadRequestError([PROJECT_MESSAGES.sortOrderMismatch]);
      }
      const rest = lines.filter((l) => l.folderId === folderId && !order.includes(String(l.id)));
      const ids = [...order.map((code) => byCode.get(code)?.id ?? 0), ...rest.map((l) => l.id)];
      await db.transaction(async (tx) => {
        for (const [index, id] of ids.entries()) {
          await tx
            .update(projectProducts)
            .set({ folderId, sortOrder: index + 1 })
            .where(eq(projectProducts.id, id));
        }
        await recordChange(tx, projectId, staff, now(), "productsSorted", `Sorted ${ids.length} products`);
      });
      return core.answer(request, projectId);
    },

    /**
     * POST /api/v2/project/product-transfer: moves (or copies) a line, with its variations and
     * attachments when moved, to another project's folder; answers the source project.
     */
    async transfer(
      request: FastifyRequest,
      body: { sourceProjectId: number; productCode: string; targetProjectId: number; targetFolderId?: number; copy?: boolean },
    ): Promise<Project> {
      refuseInvalid(validateProductTransfer(body));
      const { staff, project: source } = await core.open(request, body.sourceProjectId);
      if (body.targetProjectId === source.id) throw new BadRequestError([PROJECT_MESSAGES.transferSameProject]);
      const target = await core.find(request, body.targetProjectId);
      const line = lineOf(await linesOf(db, source.id), body.productCode);
      if (!body.copy) requireRight(source, LINE_EDIT_RIGHTS.delete);
      if (lineEditRightsOf(target.quoteStatus as QuoteStatus, false) === 0) throw new BadRequestError([PROJECT_MESSAGES.lineRightsRefused]);
      const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(projectProducts).where(eq(projectProducts.projectId, target.id));
      if (n >= PROJECT_LIMITS.maxProducts) throw new BadRequestError([PROJECT_MESSAGES.tooManyProducts]);
      await db.transaction(async (tx) => {
        const folder = await targetFolder(tx, target.id, body.targetFolderId);
        const placed = {
          projectId: target.id,
          folderId: folder.id,
          sortOrder: await endOf(tx, folder.id),
          lockedPrice: lockActive(target, now()) ? line.lockedPrice : null,
        };
        if (body.copy) {
          await tx.insert(projectProducts).values({ ...placed, sku: line.sku, quantity: line.quantity, ...quoteEditsOf(line) });
        } else {
          await tx.update(projectProducts).set(placed).where(eq(projectProducts.id, line.id));
          await tx.update(projectVariations).set({ projectId: target.id }).where(eq(projectVariations.productId, line.id));
          await tx
            .update(projectAttachments)
            .set({ projectId: target.id, folderId: null })
            .where(eq(projectAttachments.productId, line.id));
        }
        const verb = body.copy ? "Copied" : "Moved";
        await recordChange(tx, source.id, staff, now(), "productTransferredOut", `${verb} ${line.sku} to ${target.name}`);
        await recordChange(
          tx,
          target.id,
          staff,
          now(),
          "productTransferredIn",
          `${verb} ${line.sku} from ${source.name} into "${folder.title}"`,
        );
      });
      return core.answer(request, source.id);
    },

    /** GET /api/projects/product/{sku}[/{projectId}]: the product to add and the staff member's projects (or the one named) holding it. */
    async lookup(request: FastifyRequest, sku: string, projectId?: number): Promise<ProjectProductLookup> {
      const staff = await core.requireStaff(request);
      if (projectId !== undefined) await core.find(request, projectId);
      const product = await productBySku(db, request.storefront, sku);
      if (!product) throw new NotFoundError(PROJECT_MESSAGES.catalogueProductNotFound);
      const ref = await context.reference();
      const code = staff.account.salespersonCode;
      const scope =
        projectId !== undefined
          ? eq(projects.id, projectId)
          : and(
              eq(projects.storefrontId, request.storefront.id),
              code
                ? or(eq(projects.createdByAccountId, staff.account.id), eq(projects.salespersonCode, code))
                : eq(projects.createdByAccountId, staff.account.id),
            );
      const rows = await db
        .select({ projectId: projects.id, name: projects.name, folderId: projectFolders.id })
        .from(projectProducts)
        .innerJoin(projects, eq(projects.id, projectProducts.projectId))
        .innerJoin(projectFolders, eq(projectFolders.id, projectProducts.folderId))
        .where(and(eq(projectProducts.sku, product.sku), scope))
        .orderBy(sql`${projects.updatedAt} desc`, projectFolders.sortOrder);
      const inProjects = new Map<number, { projectId: number; name: string; folderIds: number[] }>();
      for (const row of rows) {
        const entry = inProjects.get(row.projectId) ?? { projectId: row.projectId, name: row.name, folderIds: [] };
        if (!entry.folderIds.includes(row.folderId)) entry.folderIds.push(row.folderId);
        inProjects.set(row.projectId, entry);
      }
      return {
        sku: product.sku,
        title: product.title,
        brand: ref.manufacturerById.get(product.manufacturerId)?.name ?? "",
        price: priceIn(product, request.storefront.currency),
        rrp: rrpIn(product, request.storefront.currency),
        image: productImages(product)[0]?.thumbUrl ?? null,
        available: unorderableReason(product, request.storefront) === undefined,
        inProjects: [...inProjects.values()],
      };
    },
  };
}
