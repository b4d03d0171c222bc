export {
  ApiClient,
  BRAND_HEADER,
  DEFAULT_API_URL,
  SERVER_CALL_TIMEOUT_MS,
  createApiClient,
  createBrowserApiClient,
  createServerApiClient,
  isGiftCardPath,
  sawApiFailure,
  serverApiUrl,
  type ApiClientOptions,
  type ApiResponse,
  type HttpMethod,
  type LogoutEvent,
  type RequestOptions,
  type ServerClientOptions,
} from "./client";
export {
  ApiError,
  errorMessage,
  fallbackMessage,
  fallbackMessages,
  interceptorMessage,
  interceptorMessages,
  isApiError,
  isApiUnreachable,
  serverMessages,
  type ApiErrorInit,
  type RedirectTarget,
} from "./errors";
export { path, queryString, type QueryParams, type QueryValue } from "./query-string";
export { TOKEN_RENEW_THRESHOLD_MS, logoutPath, tokenExpiry, tokenStatus, type TokenStatus } from "./token";
