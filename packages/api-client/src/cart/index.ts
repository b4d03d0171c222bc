export {
  type AddCartProductRequest,
  type ApplyCouponRequest,
  type Cart,
  type CartEmailRequest,
  type CartLocationQuery,
  type CartProduct,
  type CouponAnswer,
  type GiftCardBalance,
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
  useTakeCart,
} from "./hooks";
