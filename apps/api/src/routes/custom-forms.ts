import { asc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context";
import { customForms } from "../db/schema";
import { NotFoundError } from "../http/errors";
import { errorResponses } from "../http/schemas";
import type { CustomFormDefinition, FieldNeed } from "../seed/forms";
import { KITCHEN_CLUB_SOURCES } from "./kitchen-club";

const str = { type: "string" } as const;
const fieldNeed = { type: "string", enum: ["required", "optional", "hidden"] } as const;
/** Form urls are slugs; any letter case is accepted, as the storefront's /form/{url} is. */
const FORM_URL_PATTERN = "^[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*$";

const formSchema = {
  type: "object",
  properties: {
    url: str,
    title: str,
    lead: str,
    source: { type: "string", enum: [...KITCHEN_CLUB_SOURCES] },
    phone: fieldNeed,
    postcode: fieldNeed,
    messageLabel: str,
    messageHint: str,
    submitLabel: str,
    subjectParam: str,
    subjectLabel: str,
  },
  required: ["url", "title", "lead", "source", "phone", "postcode", "messageLabel", "submitLabel"],
} as const;

type FormRow = typeof customForms.$inferSelect;

/** The definition as @storefront/catalogue declares it: optional fields are left out rather than null. */
function definition(row: FormRow): CustomFormDefinition {
  return {
    url: row.url,
    title: row.title,
    lead: row.lead,
    source: row.source as CustomFormDefinition["source"],
    phone: row.phone as FieldNeed,
    postcode: row.postcode as FieldNeed,
    messageLabel: row.messageLabel,
    ...(row.messageHint ? { messageHint: row.messageHint } : {}),
    submitLabel: row.submitLabel,
    ...(row.subjectParam ? { subjectParam: row.subjectParam } : {}),
    ...(row.subjectLabel ? { subjectLabel: row.subjectLabel } : {}),
  };
}

/**
 * Definitions of the custom forms under /form/{url} (spec 1 §2; shapes ours, see README). Each
 * is posted to POST /api/Contact/kitchenclub with its source.
 */
export function registerCustomFormRoutes(app: FastifyInstance, { db }: AppContext): void {
  app.get(
    "/api/forms",
    {
      schema: {
        tags: ["forms"],
        summary: "Every custom form (url, title, uri) for the sitemap",
        response: {
          200: {
            type: "object",
            properties: { items: { type: "array", items: { type: "object", properties: { url: str, title: str, uri: str }, required: ["url", "title", "uri"] } }, totalCount: { type: "integer" } },
            required: ["items", "totalCount"],
          },
        },
      },
    },
    async () => {
      const rows = await db.select({ url: customForms.url, title: customForms.title }).from(customForms).orderBy(asc(customForms.sortOrder), asc(customForms.url));
      return { items: rows.map((row) => ({ ...row, uri: `/form/${row.url}` })), totalCount: rows.length };
    },
  );

  app.get<{ Params: { url: string } }>(
    "/api/forms/:url",
    {
      schema: {
        tags: ["forms"],
        summary: "One custom form's definition: fields asked for, labels and the kitchen-club source",
        params: { type: "object", properties: { url: { type: "string", maxLength: 80, pattern: FORM_URL_PATTERN } }, required: ["url"] },
        response: { 200: formSchema, ...errorResponses },
      },
    },
    async (request) => {
      const url = request.params.url.toLowerCase();
      const [row] = await db.select().from(customForms).where(eq(customForms.url, url)).limit(1);
      if (!row) throw new NotFoundError(`No form '${url}'`);
      return definition(row);
    },
  );
}
