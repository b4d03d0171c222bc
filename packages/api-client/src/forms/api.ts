import type { ApiClient, RequestOptions } from "../http/client";
import { path } from "../http/query-string";
import type { CustomForm, CustomFormList } from "./types";

type Call = Pick<RequestOptions, "signal">;

/** One form definition; an unknown url is a 404 (which looks up the redirect table like any page read). */
export function getCustomForm(client: ApiClient, url: string, call?: Call): Promise<CustomForm> {
  return client.get(path`/api/forms/${url}`, call);
}

export function getCustomForms(client: ApiClient, call?: Call): Promise<CustomFormList> {
  return client.get("/api/forms", call);
}
