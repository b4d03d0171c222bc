import { useQuery } from "@tanstack/react-query";
import { useApiClient } from "../react/ApiClientProvider";
import { useInvalidatingMutation, type MutationOptions } from "../react/mutation";
import { patchAccount } from "./api";
import { accountKeys, accountQueries } from "./queries";
import type { AccountInfo, AccountPatch } from "./types";

export function useAccount(options: { enabled?: boolean } = {}) {
  return useQuery({ ...accountQueries.info(useApiClient()), ...options });
}

/** Account info has one query (`accountKeys.info()`), which every reader of the signed-in visitor shares. */
export function usePatchAccount(options?: MutationOptions<AccountInfo, AccountPatch>) {
  const client = useApiClient();
  return useInvalidatingMutation(
    (patch: AccountPatch) => patchAccount(client, patch),
    () => [accountKeys.info()],
    options,
  );
}
