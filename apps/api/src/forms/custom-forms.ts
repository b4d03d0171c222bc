import type { CustomForm } from "@storefront/api-contract/forms";
import { asc, eq } from "drizzle-orm";
import type { AppContext } from "../context";
import { customForms } from "../db/schema";

type FormRow = typeof customForms.$inferSelect;

/** The definition as the contract declares it: optional fields are left out rather than null. */
function definition(row: FormRow): CustomForm {
  return {
    url: row.url,
    title: row.title,
    lead: row.lead,
    source: row.source,
    phone: row.phone,
    postcode: row.postcode,
    messageLabel: row.messageLabel,
    ...(row.messageHint ? { messageHint: row.messageHint } : {}),
    submitLabel: row.submitLabel,
    ...(row.subjectParam ? { subjectParam: row.subjectParam } : {}),
    ...(row.subjectLabel ? { subjectLabel: row.subjectLabel } : {}),
  };
}

/** The custom forms under /form/{url} (spec 1 §2; shapes ours): each posts to the kitchen-club service with its source. */
export function customFormReads({ db }: Pick<AppContext, "db">) {
  return {
    all: () =>
      db
        .select({ url: customForms.url, title: customForms.title })
        .from(customForms)
        .orderBy(asc(customForms.sortOrder), asc(customForms.url)),

    async byUrl(url: string): Promise<CustomForm | undefined> {
      const [row] = await db.select().from(customForms).where(eq(customForms.url, url)).limit(1);
      return row ? definition(row) : undefined;
    },
  };
}
