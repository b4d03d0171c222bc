import type { ApiClient, RequestOptions } from "../http/client";
import { path } from "../http/query-string";
import type { CustomForm, CustomFormList, KitchenClubAnswer, KitchenClubRequest, NewsletterSignupRequest } from "./types";

type Call = Pick<RequestOptions, "signal">;

/** One form definition; an unknown url is a 404 (which looks up the redirect table like any page read). */
export function getCustomForm(client: ApiClient, url: string, call?: Call): Promise<CustomForm> {
  return client.get(path`/api/forms/${url}`, call);
}

export function getCustomForms(client: ApiClient, call?: Call): Promise<CustomFormList> {
  return client.get("/api/forms", call);
}

/** spec 1 §7: kitchen-club forms with their source. A refused signup is an ApiError (409) whose text is errtext. */
export function postKitchenClub(client: ApiClient, form: KitchenClubRequest): Promise<KitchenClubAnswer> {
  return client.post("/api/Contact/kitchenclub", form);
}

/** The newsletter popup's signup (Name, Email, Postcode). */
export function postNewsletterSignup(client: ApiClient, form: NewsletterSignupRequest): Promise<KitchenClubAnswer> {
  return client.post("/api/kitchenclub/newsletter", form);
}
