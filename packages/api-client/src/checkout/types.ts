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
  InstalmentConfirmationAnswer,
  InstalmentProvider,
  OrderAnswer,
  PaymentConfiguration,
  PaymentConfigurationV2,
  VoidAnswer,
} from "@storefront/api-contract/checkout";
