import { useQuery } from "@tanstack/react-query";
import { queryRoots } from "../query-roots";
import { useApiClient } from "../react/ApiClientProvider";
import { useInvalidatingMutation, type MutationOptions } from "../react/mutation";
import { confirmPayment, postAvailability, postCheckout, voidPayment } from "./api";
import { checkoutKeys, checkoutQueries } from "./queries";
import type {
  AvailabilityResponse,
  CheckoutFormValues,
  CheckoutRequest,
  CheckoutResponse,
  ConfirmationProvider,
  PaymentConfirmationResult,
  VoidPaymentRequest,
} from "./types";

export function useCheckoutView() {
  return useQuery(checkoutQueries.view(useApiClient()));
}

/** Pass the brand's checkout.paymentConfigVersion. */
export function usePaymentConfiguration(version: 1 | 2) {
  const client = useApiClient();
  const v1 = useQuery({ ...checkoutQueries.paymentConfiguration(client), enabled: version === 1 });
  const v2 = useQuery({ ...checkoutQueries.paymentConfigurationV2(client), enabled: version === 2 });
  return version === 1 ? v1 : v2;
}

export function useSuburbSearch(text: string) {
  return useQuery(checkoutQueries.suburbs(useApiClient(), text));
}

/** The delivery lookup changes nothing cached; its answer feeds the calendar. */
export function useDeliveryAvailability(options?: MutationOptions<AvailabilityResponse, CheckoutFormValues>) {
  const client = useApiClient();
  return useInvalidatingMutation((form: CheckoutFormValues) => postAvailability(client, form), () => [], options);
}

/** A posted checkout changes the cart and the checkout view. */
export function useSubmitCheckout(options?: MutationOptions<CheckoutResponse, CheckoutRequest>) {
  const client = useApiClient();
  return useInvalidatingMutation((request: CheckoutRequest) => postCheckout(client, request), () => [queryRoots.cart, checkoutKeys.all], options);
}

export function useVoidPayment(options?: MutationOptions<void, VoidPaymentRequest>) {
  const client = useApiClient();
  return useInvalidatingMutation((request: VoidPaymentRequest) => voidPayment(client, request), () => [queryRoots.cart, checkoutKeys.all], options);
}

export function useConfirmPayment(options?: MutationOptions<PaymentConfirmationResult, { provider: ConfirmationProvider; params: Record<string, string> }>) {
  const client = useApiClient();
  return useInvalidatingMutation(
    ({ provider, params }: { provider: ConfirmationProvider; params: Record<string, string> }) => confirmPayment(client, provider, params),
    () => [queryRoots.cart, checkoutKeys.all],
    options,
  );
}
