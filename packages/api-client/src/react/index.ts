export { ApiClientProvider, useApiClient } from "./ApiClientProvider";
export { useInvalidatingMutation, type MutationOptions } from "./mutation";
