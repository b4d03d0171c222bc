export {
  type AccountInfo,
  type AccountPatch,
  type InvoicedOrder,
  type InvoicedOrderSummary,
  type InvoicedOrdersPage,
  type SaveAddressRequest,
  type SavedAddress,
  type SavedAddressList,
} from "./types";
export { deleteAddress, getAccount, getInvoicedOrder, getInvoicedOrders, getSavedAddresses, patchAccount, saveAddress } from "./api";
export { accountKeys, accountQueries } from "./queries";
export {
  useAccount,
  useDeleteAddress,
  useInvoicedOrder,
  useInvoicedOrders,
  usePatchAccount,
  useSaveAddress,
  useSavedAddresses,
} from "./hooks";
