/**
 * The store and location pickers' action (issue 40): its address (the pickers' page, where the
 * header's store button leads before the page has hydrated or without JavaScript), its fields and
 * what it says. The messages were the dropdown's global messages before.
 */
export const PICKERS_PATH = "/your-store";

export const pickerIntents = { store: "store", location: "location" } as const;

export const pickerFields = { storeId: "storeId", localityId: "localityId", postcode: "postcode" } as const;

export const pickerActionTexts = {
  storeChosen: (name: string) => `${name} is now your store`,
  storeFailed: "We could not change your store. Please try again.",
  locationChosen: (line: string) => `Delivering to ${line}`,
  locationFailed: "We could not set your delivery location. Please try again.",
  unknownChange: "That change could not be made. Please try again.",
  find: "Find",
  results: "Delivery locations found",
  noResults: "No Results Found",
} as const;
