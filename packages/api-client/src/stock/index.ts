export {
  type AutocompleteOption,
  type CompetitorPrice,
  type StaffProductResult,
  type StockAnswer,
  type StoreStock,
} from "./types";
export {
  autocompleteBrands,
  autocompleteCategories,
  getCompetitorPrices,
  getStock,
  searchStaffProducts,
} from "./api";
export {
  stockKeys,
  stockQueries,
} from "./queries";
export {
  useBrandAutocomplete,
  useCategoryAutocomplete,
  useCompetitorPrices,
  useStaffProductSearch,
  useStock,
} from "./hooks";
