/**
 * The first element of every query key, per domain. Kept in one place so a mutation of one
 * domain can invalidate another's family without importing it.
 */
export const queryRoots = {
  shell: ["shell"],
  compare: ["compare"],
  product: ["product"],
  catalogue: ["catalogue"],
  content: ["content"],
  location: ["location"],
  store: ["store"],
  cookingDemo: ["cookingDemo"],
  search: ["search"],
  cart: ["cart"],
  checkout: ["checkout"],
  account: ["account"],
  identity: ["identity"],
  forms: ["forms"],
  projects: ["projects"],
  reminders: ["reminders"],
} as const;
