import { TIP_MAX, TIP_MIN } from "@storefront/validation/tip";

/**
 * The delivery tip's words (issue 45 item 4). The group's legend and description are the
 * storefront's TipMessaging and LeaveATipMessage settings; these are ours (README, "Delivery tip").
 */
export const tipTexts = {
  heading: "Delivery tip",
  none: "No tip",
  other: "Another amount",
  otherField: "Tip amount",
  otherHint: `Whole dollars, $${TIP_MIN} to $${TIP_MAX}.`,
  /** The order summary's, the confirmation's and the account order's line. */
  line: "Delivery tip",
} as const;
