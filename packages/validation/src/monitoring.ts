/**
 * The error-monitoring client's options that the API (Sentry's Node SDK, apps/api
 * `src/monitoring/error-monitor.ts`) and the storefront's checkout (Sentry's browser SDK,
 * `@storefront/checkout` `src/monitoring.ts`) share (issue 42 item 1): a report says what failed
 * and where, never who. Plain data, no SDK import, so each SDK's client takes it as it is (both
 * read the same `@sentry/core` options).
 */
export interface PrivateErrorReportOptions {
  /**
   * None of the SDK's default integrations: no automatic instrumentation, breadcrumbs or request
   * data (which would add the page's or request's address). Errors are captured by hand.
   */
  integrations: never[];
  /** Nothing about the person: no user, cookies, headers, bodies, query parameters or local variables. */
  dataCollection: {
    userInfo: false;
    cookies: false;
    httpHeaders: false;
    httpBodies: never[];
    urlQueryParams: false;
    stackFrameVariables: false;
  };
}

/** A fresh copy of the shared options for each client (an SDK may keep and change its arrays). */
export function privateErrorReportOptions(): PrivateErrorReportOptions {
  return {
    integrations: [],
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: false,
      httpBodies: [],
      urlQueryParams: false,
      stackFrameVariables: false,
    },
  };
}
