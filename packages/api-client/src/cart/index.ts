export {
  type AddCartProductRequest,
  type ApplyCouponRequest,
  type Cart,
  type CartEmailRequest,
  type CartLocationQuery,
  type CartProduct,
  type CouponAnswer,
  type GiftCardBalance,
  type SwapCartLineRequest,
} from "./types";
export {
  addCartProduct,
  applyCoupon,
  checkGiftCardBalance,
  clearCart,
  CouponError,
  getCart,
  getCartProduct,
  removeCartProduct,
  removeCoupon,
  setCartEmail,
  setCartLineQuantity,
  swapCartLine,
} from "./api";
export { cartKeys, cartQueries } from "./queries";
export {
  useAddCartProduct,
  useApplyCoupon,
  useCart,
  useCartProduct,
  useClearCart,
  useRemoveCartProduct,
  useRemoveCoupon,
  useSetCartEmail,
  useSwapCartLine,
  useTakeCart,
} from "./hooks";
