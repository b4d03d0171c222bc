export {
  DEALS_CLUB_MESSAGES,
  type AccountInfo,
  type AccountPatch,
  type DealsClubStatus,
  type InvoicedOrder,
  type InvoicedOrderSummary,
  type InvoicedOrdersPage,
  type SaveAddressRequest,
  type SavedAddress,
  type SavedAddressList,
} from "./types";
export {
  deleteAddress,
  getAccount,
  getDealsClub,
  getInvoicedOrder,
  getInvoicedOrders,
  getSavedAddresses,
  joinDealsClub,
  leaveDealsClub,
  patchAccount,
  saveAddress,
} from "./api";
export { accountKeys, accountQueries } from "./queries";
export {
  useAccount,
  useDealsClub,
  useDeleteAddress,
  useJoinDealsClub,
  useLeaveDealsClub,
  useInvoicedOrder,
  useInvoicedOrders,
  usePatchAccount,
  useSaveAddress,
  useSavedAddresses,
} from "./hooks";
