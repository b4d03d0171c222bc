import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useApiClient } from "../react/ApiClientProvider";
import { useInvalidatingMutation, type MutationOptions } from "../react/mutation";
import { cartKeys } from "../cart/queries";
import { deleteAddress, joinDealsClub, leaveDealsClub, patchAccount, rescheduleDelivery, saveAddress } from "./api";
import { accountKeys, accountQueries } from "./queries";
import type { AccountInfo, AccountPatch, DealsClubStatus, RescheduleOptions, SaveAddressRequest, SavedAddress } from "./types";

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

// The account area's orders and saved addresses (spec 3 §7): asked only while signed in (`enabled`).

export function useInvoicedOrders(page: number, options: { enabled?: boolean } = {}) {
  return useQuery({ ...accountQueries.ordersPage(useApiClient(), page), placeholderData: keepPreviousData, ...options });
}

export function useInvoicedOrder(orderNumber: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...accountQueries.order(useApiClient(), orderNumber), ...options });
}

export function useSavedAddresses(options: { enabled?: boolean } = {}) {
  return useQuery({ ...accountQueries.addresses(useApiClient()), ...options });
}

export function useSaveAddress(options?: MutationOptions<SavedAddress, SaveAddressRequest>) {
  const client = useApiClient();
  return useInvalidatingMutation(
    (address: SaveAddressRequest) => saveAddress(client, address),
    () => [accountKeys.addresses()],
    options,
  );
}

export function useDeleteAddress(options?: MutationOptions<boolean, number>) {
  const client = useApiClient();
  return useInvalidatingMutation(
    (id: number) => deleteAddress(client, id),
    () => [accountKeys.addresses()],
    options,
  );
}

// The deals club (issue 45 item 3): asked only while signed in (`enabled`). Joining or leaving
// changes what the cart charges, so the cart is read again.

export function useDealsClub(options: { enabled?: boolean } = {}) {
  return useQuery({ ...accountQueries.dealsClub(useApiClient()), ...options });
}

export function useJoinDealsClub(options?: MutationOptions<DealsClubStatus, void>) {
  const client = useApiClient();
  return useInvalidatingMutation(
    () => joinDealsClub(client),
    () => [accountKeys.dealsClub(), cartKeys.all],
    options,
  );
}

export function useLeaveDealsClub(options?: MutationOptions<DealsClubStatus, void>) {
  const client = useApiClient();
  return useInvalidatingMutation(
    () => leaveDealsClub(client),
    () => [accountKeys.dealsClub(), cartKeys.all],
    options,
  );
}

// Referrals (issue 45 item 2) and rescheduling a delivery (item 10): asked only while signed in (`enabled`).

export function useReferral(options: { enabled?: boolean } = {}) {
  return useQuery({ ...accountQueries.referral(useApiClient()), ...options });
}

export function useDeliveryDays(orderNumber: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...accountQueries.deliveryDays(useApiClient(), orderNumber), ...options });
}

/** Moves the order's delivery; the order (its detail and its days) and the orders list are read again. */
export function useRescheduleDelivery(
  orderNumber: string,
  options?: MutationOptions<RescheduleOptions, RescheduleOptions["deliveryDate"]>,
) {
  const client = useApiClient();
  return useInvalidatingMutation(
    (deliveryDate: RescheduleOptions["deliveryDate"]) => rescheduleDelivery(client, orderNumber, deliveryDate),
    () => [accountKeys.orders()],
    options,
  );
}
