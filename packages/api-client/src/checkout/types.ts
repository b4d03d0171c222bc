/** Checkout calls (spec 2 §7): the commerce API's contract. */
export type {
  AvailabilityAnswer,
  AvailabilityDate,
  AvailabilityRequest,
  CalendarDate,
  CardCheckFailure,
  CardProviderRequest,
  CheckoutAnswer,
  CheckoutRequest,
  CheckoutView,
  DeliveryService,
  OrderAnswer,
  VoidAnswer,
} from "@storefront/api-contract/checkout";
