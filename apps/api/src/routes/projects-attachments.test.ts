import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { PROJECT_MESSAGES, type Project } from "@storefront/api-contract/projects";
import { and, asc, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { projectAttachments, projects } from "../db/schema";
import { safeFileName } from "../projects/attachment-actions";
import { setupProjectTests } from "../projects/project-test-support";
import { seedAddedTables } from "../seed";

const t = setupProjectTests();
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const PDF = Buffer.from("%PDF-1.7\n%test\n");

/** A multipart/form-data body with text fields and one file. */
function multipart(fields: Record<string, string>, file?: { name: string; type: string; bytes: Buffer }) {
  const boundary = "----sf-test-boundary";
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
    );
    parts.push(file.bytes, Buffer.from("\r\n"));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

const upload = (
  fields: Record<string, string>,
  file?: { name: string; type: string; bytes: Buffer },
  token: string | null = t.tokens.staff,
) => {
  const body = multipart(fields, file);
  return t.api.request({
    method: "POST",
    url: "/api/v2/project/attachment",
    brand: "wa",
    headers: { "content-type": body.contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload: body.payload,
  });
};

describe("attachments", () => {
  it("uploads a PDF to the project, keeps it on disk and lists it", async () => {
    const project = await t.project("Attach");
    const response = await upload({ projectId: String(project.id) }, { name: "plans.pdf", type: "application/pdf", bytes: PDF });
    expect(response.statusCode).toBe(200);
    const after = response.json<Project>();
    expect(after.files).toEqual([
      expect.objectContaining({
        fileName: "plans.pdf",
        contentType: "application/pdf",
        size: PDF.length,
        productCode: null,
        folderId: null,
      }),
    ]);
    expect(readdirSync(join(t.attachmentsDir, String(project.id)))).toHaveLength(1);
  });

  it("attaches an image to a product line", async () => {
    const project = await t.project("Line attach", { Kitchen: [t.skus[0]!] });
    const code = project.cart.products[0]!.productCode;
    const after = (
      await upload({ projectId: String(project.id), productCode: code }, { name: "photo.png", type: "image/png", bytes: PNG })
    ).json<Project>();
    expect(after.attachments).toEqual([expect.objectContaining({ productCode: code, fileName: "photo.png" })]);
  });

  it("serves the file back to staff", async () => {
    const project = await t.project("Download");
    const id = (await upload({ projectId: String(project.id) }, { name: "plans.pdf", type: "application/pdf", bytes: PDF })).json<Project>()
      .files[0]!.id;
    const response = await t.call("GET", `/api/v2/project/attachment/${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toBe("attachment; filename*=UTF-8''plans.pdf");
    expect(response.rawPayload.equals(PDF)).toBe(true);
  });

  it("serves the file to a shared reader only with the shareId of a shared project", async () => {
    const project = await t.project("Shared download");
    const file = (
      await upload({ projectId: String(project.id) }, { name: "plans.pdf", type: "application/pdf", bytes: PDF })
    ).json<Project>().files[0]!;
    const url = `/api/v2/project/attachment/${file.id}?shareId=${project.shareId}`;
    expect((await t.call("GET", url, undefined, { as: null })).statusCode).toBe(404);
    await t.call("POST", "/api/projects/shared-project-status", { projectId: project.id, sharedStatus: true });
    expect((await t.call("GET", url, undefined, { as: null })).statusCode).toBe(200);
    expect(
      (await t.call("GET", `/api/v2/project/attachment/${file.id}?shareId=00000000-0000-4000-a000-000000000000`, undefined, { as: null }))
        .statusCode,
    ).toBe(404);
    expect((await t.call("GET", `/api/v2/project/attachment/${file.id}`, undefined, { as: null })).statusCode).toBe(401);
  });

  it("deletes an attachment and its file", async () => {
    const project = await t.project("Delete attachment");
    const id = (
      await upload({ projectId: String(project.id) }, { name: "notes.txt", type: "text/plain", bytes: Buffer.from("hello") })
    ).json<Project>().files[0]!.id;
    const after = (await t.call("DELETE", `/api/v2/project/attachment?projectId=${project.id}&attachmentId=${id}`)).json<Project>();
    expect(after.files).toEqual([]);
    expect(readdirSync(join(t.attachmentsDir, String(project.id)))).toHaveLength(0);
    expect((await t.call("GET", `/api/v2/project/attachment/${id}`)).statusCode).toBe(404);
  });

  it("refuses a file over 10 MB", async () => {
    const project = await t.project("Too big");
    const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]);
    const response = await upload({ projectId: String(project.id) }, { name: "big.pdf", type: "application/pdf", bytes: big });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual([PROJECT_MESSAGES.attachmentTooLarge]);
  });

  it("refuses a type outside the list, and a file whose bytes do not match its extension", async () => {
    const project = await t.project("Wrong type");
    for (const file of [
      { name: "page.html", type: "text/html", bytes: Buffer.from("<script>alert(1)</script>") },
      { name: "fake.pdf", type: "application/pdf", bytes: Buffer.from("MZ not a pdf") },
      { name: "binary.txt", type: "text/plain", bytes: Buffer.from([0x41, 0x00, 0x42]) },
    ]) {
      const response = await upload({ projectId: String(project.id) }, file);
      expect(response.statusCode, file.name).toBe(400);
      expect(response.json(), file.name).toEqual([PROJECT_MESSAGES.attachmentType]);
    }
  });

  it("refuses an upload without a file, with a malformed projectId, or as JSON", async () => {
    const project = await t.project("No file");
    expect((await upload({ projectId: String(project.id) })).json()).toEqual([PROJECT_MESSAGES.attachmentMissing]);
    expect((await upload({ projectId: "1 OR 1=1" }, { name: "a.pdf", type: "application/pdf", bytes: PDF })).statusCode).toBe(400);
    expect((await t.call("POST", "/api/v2/project/attachment", { projectId: project.id })).statusCode).toBe(400);
  });

  it("refuses an upload from a customer or an anonymous caller", async () => {
    const project = await t.project("Guarded");
    const file = { name: "a.pdf", type: "application/pdf", bytes: PDF };
    expect((await upload({ projectId: String(project.id) }, file, t.tokens.customer)).statusCode).toBe(403);
    expect((await upload({ projectId: String(project.id) }, file, null)).statusCode).toBe(401);
  });
});

describe("attachment names (issue 41 item 10)", () => {
  it("keep no bidi, format or control character: a right-to-left override cannot disguise a file's type", () => {
    expect(safeFileName("invoice\u202Efdp.pdf")).toBe("invoicefdp.pdf");
    for (const mark of ["\u202A", "\u202B", "\u202C", "\u202D", "\u2066", "\u2067", "\u2068", "\u2069", "\u200E", "\u200F", "\u061C"])
      expect(safeFileName(`plan${mark}s.pdf`), mark.codePointAt(0)!.toString(16)).toBe("plans.pdf");
    for (const control of ["\u0000", "\u0007", "\u001b", "\u007f", "\u0085", "\u009b", "\u200b", "\ufeff", "\u2028", "\u2029", "\ud800"])
      expect(safeFileName(`plan${control}s.pdf`), control.codePointAt(0)!.toString(16)).toBe("plans.pdf");
    expect(safeFileName("C:\\Users\\me\\\u202e\u202e")).toBe("attachment");
    // Letters of every script stay, emoji included, and a cut never splits one.
    expect(safeFileName("מטבח-キッチン-кухня.pdf")).toBe("מטבח-キッチン-кухня.pdf");
    const long = safeFileName(`${"🍳".repeat(200)}.pdf`);
    expect(Array.from(long)).toHaveLength(150);
    expect(long.endsWith("🍳.pdf")).toBe(true);
  });

  it("are stored and listed without them when a file is uploaded", async () => {
    const project = await t.project("Bidi name");
    const response = await upload(
      { projectId: String(project.id) },
      { name: "quote\u202Efdp\u2066\u0085.pdf", type: "application/pdf", bytes: PDF },
    );
    expect(response.statusCode).toBe(200);
    const [file] = response.json<Project>().files;
    expect(file?.fileName).toBe("quotefdp.pdf");
    const download = await t.call("GET", `/api/v2/project/attachment/${file!.id}`);
    expect(download.headers["content-disposition"]).toBe("attachment; filename*=UTF-8''quotefdp.pdf");
  });
});

describe("seeded attachments", () => {
  it("are written to the app's attachments folder when the seed is given it, and download for staff", async () => {
    // The test template was seeded without a folder (so without attachments): seed the projects again with this app's folder.
    await t.api.db.execute(sql`delete from project_referrers`);
    await t.api.db.execute(sql`delete from projects`);
    await seedAddedTables(t.api.db, { attachmentsDir: t.attachmentsDir, demoData: true });
    const rows = await t.api.db
      .select({ attachment: projectAttachments })
      .from(projectAttachments)
      .innerJoin(projects, eq(projects.id, projectAttachments.projectId))
      .where(and(eq(projects.storefrontId, "wa"), eq(projects.salespersonCode, "SP-17")))
      .orderBy(asc(projectAttachments.id));
    const seeded = rows.map((r) => r.attachment);
    expect(seeded.some((a) => a.contentType === "text/plain" && a.productId === null && a.folderId === null)).toBe(true);
    expect(seeded.some((a) => a.contentType === "text/plain" && a.folderId !== null)).toBe(true);
    const png = seeded.find((a) => a.contentType === "image/png" && a.productId !== null)!;
    const text = seeded.find((a) => a.contentType === "text/plain")!;
    for (const file of [png, text]) {
      const response = await t.call("GET", `/api/v2/project/attachment/${file.id}`);
      expect(response.statusCode, file.fileName).toBe(200);
      expect(response.rawPayload.length).toBe(file.size);
      expect(response.rawPayload.equals(readFileSync(join(t.attachmentsDir, ...file.storageKey.split("/"))))).toBe(true);
    }
    expect(
      (await t.call("GET", `/api/v2/project/attachment/${png.id}`)).rawPayload
        .subarray(0, 8)
        .equals(Buffer.from("\x89PNG\r\n\x1a\n", "latin1")),
    ).toBe(true);
    const project = (await t.call("GET", `/api/v2/project/${png.projectId}`)).json<Project>();
    expect(project.attachments).toContainEqual(expect.objectContaining({ id: png.id, fileName: png.fileName, contentType: "image/png" }));
  });
});
