import { useQuery } from "@tanstack/react-query";
import { queryRoots } from "../query-roots";
import { useApiClient } from "../react/ApiClientProvider";
import { useInvalidatingMutation, type MutationOptions } from "../react/mutation";
import { deleteAddress, patchAccount, saveAddress } from "./api";
import { accountKeys, accountQueries } from "./queries";
import type { AccountInfo, AccountPatch, SaveAddressRequest, SavedAddress } from "./types";

export function useAccount(options: { enabled?: boolean } = {}) {
  return useQuery({ ...accountQueries.info(useApiClient()), ...options });
}

export function useInvoicedOrders(page = 0) {
  return useQuery(accountQueries.orderList(useApiClient(), page));
}

export function useInvoicedOrder(id: string) {
  return useQuery(accountQueries.order(useApiClient(), id));
}

export function useSavedAddresses() {
  return useQuery(accountQueries.addresses(useApiClient()));
}

/** The shell reads account info too, so both families are refreshed. */
export function usePatchAccount(options?: MutationOptions<AccountInfo, AccountPatch>) {
  const client = useApiClient();
  return useInvalidatingMutation((patch: AccountPatch) => patchAccount(client, patch), () => [accountKeys.info(), queryRoots.shell], options);
}

export function useSaveAddress(options?: MutationOptions<SavedAddress, SaveAddressRequest>) {
  const client = useApiClient();
  return useInvalidatingMutation((address: SaveAddressRequest) => saveAddress(client, address), () => [accountKeys.addresses()], options);
}

export function useDeleteAddress(options?: MutationOptions<boolean, string>) {
  const client = useApiClient();
  return useInvalidatingMutation((id: string) => deleteAddress(client, id), () => [accountKeys.addresses()], options);
}
