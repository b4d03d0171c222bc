import { string } from "yup";
import { validateCoupon } from "./coupon-rules";

export * from "./coupon-rules";

/** The coupon field's schema for a form (the rules are in ./coupon-rules, which pages without the form import). */
export const couponSchema = string()
  .default("")
  .test("coupon", function test(value) {
    const message = validateCoupon(value);
    return message ? this.createError({ message }) : true;
  });
