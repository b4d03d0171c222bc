export { type NotifyMeOutcome, type NotifyMeRequest, type NotifyMeTokenRequest } from "./types";
export { postNotifyMe, pressNotifyMeLink } from "./api";
