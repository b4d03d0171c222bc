/** Notify me (issue 45 item 1). */
export type { NotifyMeOutcome, NotifyMeRequest, NotifyMeTokenRequest } from "@storefront/api-contract/notify-me";
