import { useQuery } from "@tanstack/react-query";
import { useApiClient } from "../react/ApiClientProvider";
import { useInvalidatingMutation, type MutationOptions } from "../react/mutation";
import { postKitchenClub, postNewsletterSignup } from "./api";
import { formQueries } from "./queries";
import type { KitchenClubAnswer, KitchenClubRequest, NewsletterSignupRequest } from "./types";

export function useCustomForm(url: string) {
  return useQuery(formQueries.detail(useApiClient(), url));
}

export function useCustomForms() {
  return useQuery(formQueries.list(useApiClient()));
}

export function useKitchenClubSignup(options?: MutationOptions<KitchenClubAnswer, KitchenClubRequest>) {
  const client = useApiClient();
  return useInvalidatingMutation(
    (form: KitchenClubRequest) => postKitchenClub(client, form),
    () => [],
    options,
  );
}

/** Newsletter signups change nothing cached. A refused signup (409) carries errtext as its server message. */
export function useNewsletterSignup(options?: MutationOptions<KitchenClubAnswer, NewsletterSignupRequest>) {
  const client = useApiClient();
  return useInvalidatingMutation(
    (form: NewsletterSignupRequest) => postNewsletterSignup(client, form),
    () => [],
    options,
  );
}
