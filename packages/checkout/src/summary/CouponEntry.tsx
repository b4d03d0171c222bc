import { Formik, useFormikContext } from "formik";
import { useState } from "react";
import styled from "styled-components";
import { object } from "yup";
import { useApplyCoupon, useRemoveCoupon } from "@storefront/api-client/cart";
import { AccordionGroup } from "@storefront/ui-kit/accordion-group";
import { Alert } from "@storefront/ui-kit/alert";
import { Button } from "@storefront/ui-kit/button";
import { TextField } from "@storefront/ui-kit/text-field";
import { COUPON_MAX_LENGTH, couponSchema, couponStatus } from "@storefront/validation/coupon";
import { checkoutTexts } from "../checkout-texts";

const texts = checkoutTexts.summary;
const schema = object({ code: couponSchema });

const Applied = styled.p`
  display: flex;
  justify-content: space-between;
  align-items: center;
  margin: ${({ theme }) => theme.space[2]}px 0;
`;

/** The code field and its Apply button; Enter applies (spec 2 §5). */
function CouponField({ pending }: { pending: boolean }) {
  const form = useFormikContext<{ code: string }>();
  return (
    <div>
      <TextField
        name="code"
        label={texts.couponField}
        maxLength={COUPON_MAX_LENGTH}
        autoComplete="off"
        onKeyDown={(event) => {
          if (event.key !== "Enter") return;
          event.preventDefault();
          void form.submitForm();
        }}
      />
      {couponStatus(form.values.code) === "filled" ? (
        <Button size="small" onClick={() => void form.submitForm()} disabled={pending}>
          {texts.applyCoupon}
        </Button>
      ) : null}
    </div>
  );
}

/**
 * The coupon accordion (spec 2 §2, §4, §5): a gift card / coupon code of at most 40 characters;
 * an empty code says 'Coupon value cannot be empty.'; typing clears the error; a successful apply
 * closes the accordion, clears the field and reloads the cart; Remove deletes it. A failure shows
 * the server's first message or 'An Error while applying the coupon.' (spec 2 §8).
 */
export function CouponEntry({ appliedCode, email }: { appliedCode: string | null; email: string }) {
  const [open, setOpen] = useState(false);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const apply = useApplyCoupon();
  const remove = useRemoveCoupon({ onError: (failure) => setRemoveError(failure.message), onSuccess: () => setRemoveError(null) });

  const form = (
    <Formik<{ code: string }>
      initialValues={{ code: "" }}
      validationSchema={schema}
      validateOnBlur={false}
      onSubmit={async ({ code }, helpers) => {
        try {
          await apply.mutateAsync({ code: code.trim(), userEmail: email || null });
          helpers.resetForm();
          setOpen(false);
        } catch (failure) {
          helpers.setFieldError("code", failure instanceof Error ? failure.message : String(failure));
        }
      }}
    >
      <CouponField pending={apply.isPending} />
    </Formik>
  );

  return (
    <>
      {appliedCode ? (
        <Applied>
          <span>{appliedCode}</span>
          <Button
            variant="link"
            onClick={() => remove.mutate(appliedCode)}
            disabled={remove.isPending}
            aria-label={`${texts.removeCoupon} ${appliedCode}`}
          >
            {texts.removeCoupon}
          </Button>
        </Applied>
      ) : null}
      {removeError ? <Alert type="error">{removeError}</Alert> : null}
      <AccordionGroup
        headingLevel={3}
        openIds={open ? ["coupon"] : []}
        onToggle={(_, isOpen) => setOpen(isOpen)}
        items={[{ id: "coupon", title: texts.coupon, content: form }]}
      />
    </>
  );
}
