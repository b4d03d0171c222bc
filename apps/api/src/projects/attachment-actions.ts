import { ATTACHMENT_TYPES, PROJECT_LIMITS, PROJECT_MESSAGES, type Project } from "@storefront/api-contract/projects";
import type { MultipartFile } from "@fastify/multipart";
import { and, eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { projectAttachments, projects } from "../db/schema";
import { BadRequestError, NotFoundError } from "../http/errors";
import type { StaffMember } from "./access";
import { recordChange } from "./change-log";
import type { ProjectServices } from "./project-actions";
import { foldersOf, linesOf } from "./project-store";

type AttachmentType = keyof typeof ATTACHMENT_TYPES;

const startsWith = (bytes: Buffer, ...signature: number[]) => signature.every((b, i) => bytes[i] === b);
const ZIP = [0x50, 0x4b, 0x03, 0x04];

/** Each allowed type's first bytes, so a renamed file of another kind is refused. */
const LOOKS_LIKE: Record<AttachmentType, (bytes: Buffer) => boolean> = {
  "application/pdf": (b) => b.subarray(0, 5).toString("latin1") === "%PDF-",
  "image/png": (b) => startsWith(b, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a),
  "image/jpeg": (b) => startsWith(b, 0xff, 0xd8, 0xff),
  "image/webp": (b) => b.subarray(0, 4).toString("latin1") === "RIFF" && b.subarray(8, 12).toString("latin1") === "WEBP",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": (b) => startsWith(b, ...ZIP),
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": (b) => startsWith(b, ...ZIP),
  "text/plain": (b) => {
    if (b.includes(0)) return false;
    try {
      new TextDecoder("utf-8", { fatal: true }).decode(b);
      return true;
    } catch {
      return false;
    }
  },
};

/** The allowed type of a file by its extension and first bytes, or undefined. */
export function attachmentTypeOf(fileName: string, bytes: Buffer): AttachmentType | undefined {
  const extension = /\.[A-Za-z0-9]{1,5}$/.exec(fileName)?.[0].toLowerCase();
  const type = (Object.keys(ATTACHMENT_TYPES) as AttachmentType[]).find((t) =>
    (ATTACHMENT_TYPES[t] as readonly string[]).includes(extension ?? ""),
  );
  return type && LOOKS_LIKE[type](bytes) ? type : undefined;
}

/**
 * What a kept file name may not hold (issue 41 item 10): control characters (C0, DEL, C1), format
 * characters (the bidi embeddings, overrides and isolates U+202A–U+202E and U+2066–U+2069, the
 * marks U+200E, U+200F and U+061C, zero-width characters, U+FEFF), lone surrogates, line and
 * paragraph separators, quotes and angle brackets. A right-to-left override makes
 * `invoice\u202Efdp.exe` read as `invoiceexe.pdf` in the project page and in a save dialog.
 */
const UNSAFE_IN_FILE_NAME = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}"<>]/gu;

/** At most this many characters (code points) in a kept file name. */
const FILE_NAME_MAX = 150;

/** A file name safe to keep and to send back: its last path part, none of the characters above, at most 150 characters. */
export function safeFileName(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? "";
  const cleaned = Array.from(base.replace(UNSAFE_IN_FILE_NAME, "").trim());
  if (cleaned.length <= FILE_NAME_MAX) return cleaned.join("") || "attachment";
  const extension = /\.[A-Za-z0-9]{1,5}$/.exec(cleaned.join(""))?.[0] ?? "";
  return cleaned.slice(0, FILE_NAME_MAX - extension.length).join("") + extension;
}

const MULTIPART_ERRORS: Record<string, string> = {
  FST_REQ_FILE_TOO_LARGE: PROJECT_MESSAGES.attachmentTooLarge,
  FST_FILES_LIMIT: "Attach one file at a time.",
  FST_PARTS_LIMIT: "Too many form fields.",
  FST_FIELDS_LIMIT: "Too many form fields.",
  FST_PROTO_VIOLATION: "The form data is malformed.",
  FST_INVALID_MULTIPART_CONTENT_TYPE: "Send the attachment as multipart/form-data.",
};

/** The multipart form: its text fields and its one file (read to the end, at most 10 MB). */
async function readForm(request: FastifyRequest): Promise<{ fields: Record<string, string>; file?: { name: string; bytes: Buffer } }> {
  if (!request.isMultipart()) throw new BadRequestError([MULTIPART_ERRORS.FST_INVALID_MULTIPART_CONTENT_TYPE as string]);
  const fields: Record<string, string> = {};
  let file: { name: string; bytes: Buffer } | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === "file") {
        const bytes = await (part as MultipartFile).toBuffer();
        if (part.fieldname === "file" && !file) file = { name: part.filename, bytes };
      } else if (typeof part.value === "string") {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code ?? "";
    const message = MULTIPART_ERRORS[code];
    if (message) throw new BadRequestError([message]);
    throw error;
  }
  return { fields, file };
}

const ID_TEXT = /^[1-9][0-9]{0,9}$/;
const idField = (value: string | undefined, name: string): number | undefined => {
  if (value === undefined || value === "") return undefined;
  const id = ID_TEXT.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(id) || id > 2147483647) throw new BadRequestError([`${name} must be a whole number from 1`]);
  return id;
};

/** Attachments of a project, a folder or a line (issue 15): upload, delete, download. */
export function attachmentActions({ context, core, files }: ProjectServices) {
  const { db, now } = context;

  async function readable(request: FastifyRequest, id: number, shareId: string | undefined) {
    const [row] = await db
      .select({
        attachment: projectAttachments,
        storefrontId: projects.storefrontId,
        shareId: projects.shareId,
        sharedStatus: projects.sharedStatus,
      })
      .from(projectAttachments)
      .innerJoin(projects, eq(projects.id, projectAttachments.projectId))
      .where(eq(projectAttachments.id, id))
      .limit(1);
    const sameShop = row?.storefrontId === request.storefront.id;
    if (shareId !== undefined) {
      // A shared reader: only with the project's shareId while it is shared; never a hint that the file exists.
      if (!row || !sameShop || !row.sharedStatus || row.shareId !== shareId.toLowerCase())
        throw new NotFoundError(PROJECT_MESSAGES.attachmentNotFound);
      return row.attachment;
    }
    await core.requireStaff(request);
    if (!row || !sameShop) throw new NotFoundError(PROJECT_MESSAGES.attachmentNotFound);
    return row.attachment;
  }

  return {
    /** POST /api/v2/project/attachment (multipart: projectId, productCode or folderId, file). */
    async upload(request: FastifyRequest): Promise<Project> {
      const staff: StaffMember = await core.requireStaff(request);
      const { fields, file } = await readForm(request);
      const projectId = idField(fields.projectId, "projectId");
      if (projectId === undefined) throw new BadRequestError(["projectId is required"]);
      const productId = idField(fields.productCode, "productCode");
      const folderId = idField(fields.folderId, "folderId");
      await core.find(request, projectId);
      if (productId !== undefined && !(await linesOf(db, projectId)).some((l) => l.id === productId))
        throw new NotFoundError(PROJECT_MESSAGES.productNotFound);
      if (folderId !== undefined && !(await foldersOf(db, projectId)).some((f) => f.id === folderId))
        throw new NotFoundError(PROJECT_MESSAGES.folderNotFound);
      if (!file || file.bytes.length === 0) throw new BadRequestError([PROJECT_MESSAGES.attachmentMissing]);
      if (file.bytes.length > PROJECT_LIMITS.attachmentMaxBytes) throw new BadRequestError([PROJECT_MESSAGES.attachmentTooLarge]);
      const fileName = safeFileName(file.name);
      const type = attachmentTypeOf(fileName, file.bytes);
      if (!type) throw new BadRequestError([PROJECT_MESSAGES.attachmentType]);
      const key = await files.save(projectId, file.bytes);
      try {
        await db.transaction(async (tx) => {
          await tx.insert(projectAttachments).values({
            projectId,
            folderId: productId === undefined ? (folderId ?? null) : null,
            productId: productId ?? null,
            fileName,
            contentType: type,
            size: file.bytes.length,
            storageKey: key,
            userName: staff.userName,
            createdAt: now(),
          });
          await recordChange(tx, projectId, staff, now(), "attachmentAdded", `Attached ${fileName}`);
        });
      } catch (error) {
        await files.remove([key]);
        throw error;
      }
      return core.answer(request, projectId);
    },

    /** DELETE /api/v2/project/attachment?projectId&attachmentId: the row and its file. */
    async remove(request: FastifyRequest, projectId: number, attachmentId: number): Promise<Project> {
      const { staff } = await core.open(request, projectId);
      const [gone] = await db.transaction(async (tx) => {
        const rows = await tx
          .delete(projectAttachments)
          .where(and(eq(projectAttachments.id, attachmentId), eq(projectAttachments.projectId, projectId)))
          .returning();
        if (!rows[0]) throw new NotFoundError(PROJECT_MESSAGES.attachmentNotFound);
        await recordChange(tx, projectId, staff, now(), "attachmentDeleted", `Deleted attachment ${rows[0].fileName}`);
        return rows;
      });
      if (gone) await files.remove([gone.storageKey]);
      return core.answer(request, projectId);
    },

    /** GET /api/v2/project/attachment/{id}[?shareId=]: the file for staff, or for a shared reader of its project. */
    async download(request: FastifyRequest, id: number, shareId: string | undefined) {
      const row = await readable(request, id, shareId);
      const bytes = await files.read(row.storageKey).catch(() => {
        throw new NotFoundError(PROJECT_MESSAGES.attachmentNotFound);
      });
      return { row, bytes };
    },
  };
}
