import { errorAnswers, Type } from "@storefront/api-contract/common";
import { CustomForm, CustomFormList } from "@storefront/api-contract/forms";
import type { AppContext } from "../context";
import { customFormReads } from "../forms/custom-forms";
import { found } from "../http/errors";
import { documented, listAnswer, type TypedApp } from "../http/schemas";

const doc = documented("forms");

/** Form urls are slugs; any letter case is accepted, as the storefront's /form/{url} is. */
const FORM_URL_PATTERN = "^[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*$";

/** Definitions of the custom forms under /form/{url} (spec 1 §2; shapes ours, see README). */
export function registerCustomFormRoutes(api: TypedApp, context: AppContext): void {
  const forms = customFormReads(context);

  api.get("/api/forms", doc("Every custom form (url, title, uri) for the sitemap", { response: { 200: CustomFormList } }), async () =>
    listAnswer((await forms.all()).map((row) => ({ ...row, uri: `/form/${row.url}` }))),
  );

  api.get(
    "/api/forms/:url",
    doc("One custom form's definition: fields asked for, labels and the kitchen-club source", {
      params: Type.Object({ url: Type.String({ maxLength: 80, pattern: FORM_URL_PATTERN }) }),
      response: { 200: CustomForm, ...errorAnswers },
    }),
    async ({ params }) => {
      const url = params.url.toLowerCase();
      return found(await forms.byUrl(url), `No form '${url}'`);
    },
  );
}
