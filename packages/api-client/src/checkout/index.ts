export {
  type AvailabilityAnswer,
  type AvailabilityDate,
  type AvailabilityRequest,
  type CalendarDate,
  type CardCheckFailure,
  type CardProviderRequest,
  type CheckoutAnswer,
  type CheckoutRequest,
  type CheckoutView,
  type DeliveryService,
  type OrderAnswer,
  type VoidAnswer,
} from "./types";
export {
  getCheckoutView,
  getOrder,
  isRetryableSubmitFailure,
  postAvailability,
  submitCheckout,
  voidPayment,
  type SubmitCheckoutOptions,
} from "./api";
export { checkoutKeys, checkoutQueries } from "./queries";
export {
  useCheckoutView,
  useDeliveryAvailability,
  useOrder,
  useSubmitCheckout,
  useVoidPayment,
  type SubmitCheckoutVariables,
} from "./hooks";
