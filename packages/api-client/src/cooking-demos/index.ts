export {
  type CookingDemo,
  type CookingDemoAvailability,
  type CookingDemoBookingAnswer,
  type CookingDemoBookingRequest,
  type CookingDemoFilter,
  type CookingDemoPage,
  type CookingDemoType,
  type LoadStatus,
  type SortDirectionValue,
} from "./types";
export {
  bookCookingDemo,
  bookCookingDemoV1,
  COOKING_DEMO_PAGE_SIZE,
  getCookingDemo,
  getCookingDemos,
  joinCookingDemoWaitList,
  rsvpCookingDemo,
} from "./api";
export { cookingDemoKeys, cookingDemoQueries } from "./queries";
export { useCookingDemo, useCookingDemoAction, useCookingDemos, type CookingDemoAction } from "./hooks";
