/**
 * Rescheduling an order's delivery (issue 45 item 10; spec 3 §2 names only the page type
 * rescheduleDelivery): the signed-in owner of an order delivered to an address picks another day
 * from the delivery calendar the checkout offers for that address. Ours, as an Australian
 * retailer's delivery team works: the truck is loaded the evening before, so the day can change
 * until the end of the day before delivery (in the storefront's time zone); on the day it is out
 * for delivery, and after it, delivered. A new day is one the checkout's calendar offers for the
 * order's address, not today (the truck has left), at no more than the delivery price paid (a
 * dearer day, such as a Saturday after a free weekday, is arranged by phone). The API enforces
 * these and answers these texts.
 */
export const rescheduleMessages = {
  chooseDay: "Please choose a new delivery day.",
  sameDay: "Your order is already booked for that day. Please choose another.",
  dayUnavailable: "We cannot deliver on that day. Please choose another day from the calendar.",
  notFound: "We couldn't find that order.",
  notDelivered:
    "This order is not delivered to an address (it is collected or sent by its supplier), so there is no delivery day to change.",
  dispatched:
    "This order is already out for delivery or delivered, so its delivery day can no longer be changed. Please call us if you need help.",
  noDelivery: "We no longer deliver to this order's address. Please call us to arrange delivery.",
  changed: "Your delivery day is changed.",
} as const;
