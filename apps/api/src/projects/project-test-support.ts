import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Project } from "@storefront/api-contract/projects";
import { and, arrayContains, asc, eq, gt } from "drizzle-orm";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll } from "vitest";
import { products } from "../db/schema";
import { SANDBOX_ACCOUNTS } from "../seed/accounts";
import { accessTokenOf, bearer, RecordingMailer, setupTestApi, type TestApi } from "../test-helpers";

export const [STAFF, CUSTOMER] = SANDBOX_ACCOUNTS;

/** The project test files' app: its own attachments folder, a recording mailer, and signed-in tokens. */
export interface ProjectTestApi {
  api: TestApi;
  mailer: RecordingMailer;
  attachmentsDir: string;
  tokens: { staff: string; customer: string };
  /** Orderable SKUs of wa, by id. */
  skus: string[];
  /** A call as the staff member (or `as`: a token, or null for none) on wa (or `brand`). */
  call(
    method: InjectOptions["method"],
    url: string,
    payload?: unknown,
    options?: { as?: string | null; brand?: string },
  ): Promise<LightMyRequestResponse>;
  /** A new project of the staff member with the given folders and SKUs in them; answers the project. */
  project(name: string, folders?: Record<string, string[]>): Promise<Project>;
  /** A multipart upload to POST /api/v2/project/attachment as the staff member (or `as`). */
  upload(
    fields: Record<string, string>,
    file?: { name: string; type: string; bytes: Buffer },
    options?: { as?: string | null },
  ): Promise<LightMyRequestResponse>;
}

/** A multipart/form-data body with text fields and one file. */
export function multipartBody(fields: Record<string, string>, file?: { name: string; type: string; bytes: Buffer }) {
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

export function setupProjectTests(): ProjectTestApi {
  const attachmentsDir = mkdtempSync(join(tmpdir(), "sf-attachments-"));
  const mailer = new RecordingMailer();
  const api = setupTestApi({ mailer: () => mailer, env: { ATTACHMENTS_DIR: attachmentsDir } });
  const t = { api, mailer, attachmentsDir, tokens: { staff: "", customer: "" }, skus: [] as string[] } as ProjectTestApi;
  beforeAll(async () => {
    t.tokens.staff = await accessTokenOf(api, STAFF);
    t.tokens.customer = await accessTokenOf(api, CUSTOMER);
    const rows = await api.db
      .select({ sku: products.sku })
      .from(products)
      .where(and(arrayContains(products.storefronts, ["wa"]), gt(products.priceAud, 0), eq(products.stockStatus, "inStock")))
      .orderBy(asc(products.id))
      .limit(20);
    t.skus = rows.map((r) => r.sku);
  });
  afterAll(() => rmSync(attachmentsDir, { recursive: true, force: true }));
  t.call = (method, url, payload, options = {}) => {
    const token = options.as === undefined ? t.tokens.staff : options.as;
    return api.request({
      method,
      url,
      brand: options.brand ?? "wa",
      headers: { ...(token ? bearer(token) : {}), ...(payload === undefined ? {} : { "content-type": "application/json" }) },
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    });
  };
  t.project = async (name, folders = {}) => {
    const created = await t.call("POST", "/api/v2/project", { name });
    if (created.statusCode !== 201) throw new Error(`create: ${created.statusCode} ${created.body}`);
    let project = created.json<Project>();
    for (const [title, skus] of Object.entries(folders)) {
      project = (await t.call("POST", "/api/v2/project/folder", { projectId: project.id, title })).json<Project>();
      const folderId = project.folders.find((f) => f.title === title)?.id;
      for (const sku of skus)
        project = (await t.call("POST", "/api/projects/product", { projectId: project.id, sku, folderId })).json<Project>();
    }
    return project;
  };
  t.upload = (fields, file, options = {}) => {
    const token = options.as === undefined ? t.tokens.staff : options.as;
    const body = multipartBody(fields, file);
    return api.request({
      method: "POST",
      url: "/api/v2/project/attachment",
      brand: "wa",
      headers: { "content-type": body.contentType, ...(token ? bearer(token) : {}) },
      payload: body.payload,
    });
  };
  return t;
}
