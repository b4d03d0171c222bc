import { useState } from "react";
import { Form, Formik } from "formik";
import { Link, useParams } from "react-router";
import { useDeliveryDays, useRescheduleDelivery, type RescheduleOptions } from "@storefront/api-client/account";
import { ApiError, errorMessage } from "@storefront/api-client/http";
import { Alert } from "@storefront/ui-kit/alert";
import { useBrand } from "@storefront/ui-kit/brand";
import { Button } from "@storefront/ui-kit/button";
import { Loader } from "@storefront/ui-kit/loader";
import { RadioGroupField } from "@storefront/ui-kit/radio-group-field";
import { calendarDateText, formatLongDate, type DateShop } from "@storefront/validation/dates";
import { formatMoney } from "@storefront/validation/price";
import { rescheduleMessages } from "@storefront/validation/reschedule";
import { Problem } from "../page-styles";
import { AccountAreaPage, accountAreaPaths, AreaProblem, useAccountArea } from "./AccountArea";
import { areaTexts } from "./area-texts";
import { ORDER_NUMBER } from "./OrderDetailPage";

const texts = areaTexts.reschedule;
type CalendarDate = RescheduleOptions["deliveryDate"];

const dayText = (date: CalendarDate, shop: DateShop) => formatLongDate(calendarDateText(date), shop, { weekday: true });

interface DayChoice {
  day: string;
}

/** The form: the days the order may move to as radios (the checkout calendar's days for the address), and the button. */
function RescheduleForm({ options, orderNumber }: { options: RescheduleOptions; orderNumber: string }) {
  const brand = useBrand();
  const [changed, setChanged] = useState(false);
  const reschedule = useRescheduleDelivery(orderNumber, { onSuccess: () => setChanged(true) });
  const offered = options.days.filter((day) => day.available);
  const price = (amount: number) => (amount > 0 ? formatMoney(amount, { locale: brand.locale, currency: brand.currency }) : texts.free);
  return (
    <>
      {changed ? <Alert type="success">{rescheduleMessages.changed}</Alert> : null}
      <p>{texts.booked(dayText(options.deliveryDate, brand))}</p>
      {reschedule.error ? <Problem>{errorMessage(reschedule.error)}</Problem> : null}
      {offered.length === 0 ? (
        <p>{texts.none}</p>
      ) : (
        <Formik<DayChoice>
          initialValues={{ day: "" }}
          validate={(values) => (values.day ? {} : { day: rescheduleMessages.chooseDay })}
          onSubmit={async (values) => {
            setChanged(false);
            const chosen = offered.find((day) => calendarDateText(day.date) === values.day);
            if (chosen) await reschedule.mutateAsync(chosen.date).catch(() => undefined);
          }}
        >
          <Form noValidate>
            <RadioGroupField
              name="day"
              legend={texts.legend}
              hint={texts.hint}
              required
              options={offered.map((day) => ({
                value: calendarDateText(day.date),
                label: `${dayText(day.date, brand)}, ${price(day.price)}`,
              }))}
            />
            <Button type="submit" disabled={reschedule.isPending}>
              {reschedule.isPending ? texts.submitting : texts.submit}
            </Button>
          </Form>
        </Formik>
      )}
    </>
  );
}

/**
 * /account/orders/:orderId/reschedule-delivery (issue 45 item 10, page type rescheduleDelivery):
 * the signed-in owner moves an order's delivery to another day the checkout's calendar offers
 * for its address, until the day before delivery; the API refuses anything else in its words.
 */
export function RescheduleDeliveryPage() {
  const { signedIn } = useAccountArea();
  const orderNumber = useParams().orderId ?? "";
  const known = ORDER_NUMBER.test(orderNumber);
  const options = useDeliveryDays(orderNumber, { enabled: signedIn && known });

  let content;
  if (!known || (options.error instanceof ApiError && options.error.status === 404))
    content = <Problem>{rescheduleMessages.notFound}</Problem>;
  else if (options.isError) content = <AreaProblem error={options.error} />;
  else if (!options.data) content = <Loader label={texts.loading} showLabel />;
  else if (!options.data.reschedulable) content = <Problem>{options.data.reason ?? rescheduleMessages.dispatched}</Problem>;
  else content = <RescheduleForm options={options.data} orderNumber={orderNumber} />;
  return (
    <AccountAreaPage id="reschedule-delivery" title={texts.title}>
      {content}
      {known ? (
        <p>
          <Link to={accountAreaPaths.order(orderNumber)}>{texts.back}</Link>
        </p>
      ) : null}
    </AccountAreaPage>
  );
}
