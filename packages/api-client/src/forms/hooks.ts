import { useQuery } from "@tanstack/react-query";
import { useApiClient } from "../react/ApiClientProvider";
import { formQueries } from "./queries";

export function useCustomForm(url: string) {
  return useQuery(formQueries.detail(useApiClient(), url));
}

export function useCustomForms() {
  return useQuery(formQueries.list(useApiClient()));
}
