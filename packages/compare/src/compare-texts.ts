/** spec 1 §2.5 texts. */
export const trayTexts = {
  emptySlot: "Add another product by ticking",
  emptySlotAction: "Add to Compare",
  nothingSelected: "No product selected",
  hide: "Hide",
  compareSelected: "Compare Selected",
  compare: "Compare",
} as const;
