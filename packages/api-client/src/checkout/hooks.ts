import { useMutation, useQuery } from "@tanstack/react-query";
import type { ApiError } from "../http/errors";
import { queryRoots } from "../query-roots";
import { useApiClient } from "../react/ApiClientProvider";
import { useInvalidatingMutation, type MutationOptions } from "../react/mutation";
import { confirmInstalmentPayment, postAvailability, submitCheckout, voidPayment, type SubmitCheckoutOptions } from "./api";
import { checkoutKeys, checkoutQueries } from "./queries";
import type {
  AvailabilityAnswer,
  AvailabilityRequest,
  CheckoutAnswer,
  CheckoutRequest,
  InstalmentConfirmationAnswer,
  InstalmentProvider,
  VoidAnswer,
} from "./types";

export function useCheckoutView(options: { enabled?: boolean } = {}) {
  return useQuery({ ...checkoutQueries.view(useApiClient()), ...options });
}

/** The v1 payment configuration (its failure reads as no provider enabled). */
export function usePaymentConfiguration(options: { enabled?: boolean } = {}) {
  return useQuery({ ...checkoutQueries.paymentConfiguration(useApiClient()), ...options });
}

/** The v2 payment configuration (storefronts with the PaymentConfigurationV2 flag). */
export function usePaymentConfigurationV2(options: { enabled?: boolean } = {}) {
  return useQuery({ ...checkoutQueries.paymentConfigurationV2(useApiClient()), ...options });
}

export function useOrder(cartId: string) {
  return useQuery({ ...checkoutQueries.order(useApiClient(), cartId), enabled: cartId !== "" });
}

/** The calendar by address: its answer belongs to one address, so it is a mutation, not a cached query. */
export function useDeliveryAvailability() {
  const client = useApiClient();
  return useMutation<AvailabilityAnswer, ApiError, AvailabilityRequest>({ mutationFn: (request) => postAvailability(client, request) });
}

export interface SubmitCheckoutVariables {
  request: CheckoutRequest;
  options: SubmitCheckoutOptions;
}

/** The submit: a placed order changes the cart and the checkout view. */
export function useSubmitCheckout(options?: MutationOptions<CheckoutAnswer, SubmitCheckoutVariables>) {
  const client = useApiClient();
  return useInvalidatingMutation(
    ({ request, options: submit }: SubmitCheckoutVariables) => submitCheckout(client, request, submit),
    (answer) => (answer.orderCompleted ? [queryRoots.cart, checkoutKeys.view()] : []),
    options,
  );
}

/** POST /api/checkout/void; `keepalive` lets it outlive the page (a payment cancelled on unload). */
export interface VoidPaymentVariables {
  cartId: string;
  selectedPaymentOption: number;
  keepalive?: boolean;
}

export function useVoidPayment(options?: MutationOptions<VoidAnswer, VoidPaymentVariables>) {
  const client = useApiClient();
  return useInvalidatingMutation(
    ({ keepalive, ...request }: VoidPaymentVariables) => voidPayment(client, request, { keepalive }),
    () => [checkoutKeys.view()],
    options,
  );
}

export interface ConfirmInstalmentVariables {
  provider: InstalmentProvider;
  params: Readonly<Record<string, string>>;
}

/** The confirmation of a provider's return: a completed order changes the cart and the checkout view. */
export function useConfirmInstalmentPayment(options?: MutationOptions<InstalmentConfirmationAnswer, ConfirmInstalmentVariables>) {
  const client = useApiClient();
  return useInvalidatingMutation(
    ({ provider, params }: ConfirmInstalmentVariables) => confirmInstalmentPayment(client, provider, params),
    (answer) => (answer.type === "success" || answer.orderCompleted ? [queryRoots.cart, checkoutKeys.view()] : []),
    options,
  );
}
