import { addressFieldLabels } from "@storefront/page-kit/address-fields";

/**
 * The checkout page's visible texts. Quoted ones are the spec's (spec 2 §2, §4, §8); the labels
 * the spec names only as fields are ours, worded as the field (README, Decisions).
 */
export const checkoutTexts = {
  title: "Checkout",
  /** The sale's checkout banner's text alternative (spec 3 §3 placement; ours). */
  saleBanner: (name: string, message: string) => (message ? `${name}: ${message}` : name),
  contact: {
    heading: "Contact details",
    email: "Email",
    phone: "Phone number",
    newsletter: "Keep me up to date with news and offers",
    /** Ours (spec 2 §4 locked customer). */
    locked: "Your email, phone number and billing address are kept on your account by our team. To change them, please contact us.",
  },
  delivery: {
    heading: "Delivery address",
    ...addressFieldLabels,
    poNumber: "Purchase order number (optional)",
  },
  savedAddresses: {
    legend: "Deliver to a saved address",
    newAddress: "Enter a new address",
  },
  billing: {
    heading: "Billing address",
    sameAsShipping: "Same as shipping address",
  },
  calendar: {
    heading: "Delivery date",
    previousMonth: "Previous month",
    nextMonth: "Next month",
    loading: "Finding delivery dates",
    enterAddress: "Choose your suburb to see the delivery dates.",
    noDates: "There are no delivery dates for this address.",
    extended: "Show later dates",
    free: "Free",
    /** CheckoutShowCalendarOnLoad false: the calendar opens on this button. */
    choose: "Choose a delivery date",
    /** Products of the proformaShippingBrands setting (spec 3 §3): their supplier arranges the delivery. */
    proforma: (brands: readonly string[]) =>
      `${brands.join(" and ")} ${brands.length === 1 ? "is" : "are"} delivered by the supplier, so delivery dates start from the supplier's first free delivery day.`,
  },
  /** Ours (issue 45 item 6, CheckoutExpandedProductSwapEnabled): alternatives for a line that cannot be delivered. */
  productSwap: {
    heading: "Swap for something we can deliver",
    supplier: (title: string, suburb: string) => `${title} can't be delivered to ${suburb} by its supplier.`,
    stock: (title: string) => `${title} is no longer available.`,
    choose: "These are in stock and can be delivered there:",
    none: "We have nothing similar in stock that we can deliver there. Remove it from your cart or choose another address.",
    alternativesFor: (title: string) => `Instead of ${title}`,
    swap: "Swap",
    swapFor: (title: string) => `Swap for ${title}`,
    swapping: "Swapping",
    swapped: (from: string, to: string) => `${from} was swapped for ${to}.`,
    failed: "We couldn't swap that product just now. Please try again.",
  },
  nextSteps: {
    heading: "Next steps",
    services: "Delivery services",
    deliveryContact: "Please contact me before delivery",
    installationContact: "Please contact me to arrange installation",
    earlyNotification: "Notify me if delivery is available sooner",
    storageTerms: "storage terms and conditions",
    storageAcknowledgement: (dailyFee: string) =>
      `I acknowledge that my delivery date selection will incur a daily fee of ${dailyFee}. See the`,
    /** Ours (spec 2 §3 unique delivery requirements): the questions come from the API. */
    requirements: "Delivery requirements",
    requirementsIntro: "Some of your products are large. Tell us about the way in so we send the right team.",
    requirementFor: (products: readonly string[]) => `Asked for: ${products.join(", ")}.`,
    /** Ours (spec 2 §3 paid installs). */
    paidInstalls: "Installation booked",
    paidInstall: (install: string, product: string, quantity: number) =>
      `${install} for ${product}${quantity > 1 ? ` (× ${quantity})` : ""}`,
  },
  payment: {
    heading: "Payment",
    nameOnCard: "Name on card",
    cardNumber: "Card number",
    expiry: "Expiry date",
    expiryPlaceholder: "MM / YYYY",
    cvv: "CVV",
    securityCodeLink: "What is a security code?",
    securityCodeTitle: "What is a security code?",
    securityCodeHelp:
      "The security code is the last 3 digits printed on the back of your card, beside the signature strip. On American Express cards it is the 4 digits printed on the front, above the card number.",
    submit: "Place Order",
    submitting: "Placing your order",
    redirecting: "Taking you to your bank's security check",
    /** The submit button while leaving for an instalment provider's page. */
    redirectingTo: (provider: string) => `Redirecting to ${provider}…`,
    /** The payment options block's radio group (spec 2 §2). */
    method: "Payment method",
    /** PayPal, Afterpay and Zip: the total divided by 4 (spec 2 §2, §9). */
    fourPayments: (amount: string) => `4 payments of ${amount}`,
    /** Afterpay and Zip NZ: the four due dates (today, then 2, 4 and 6 weeks). */
    schedule: "Payment schedule",
    dueToday: "Today",
    dueOn: (date: string, amount: string) => `${date}: ${amount}`,
    /**
     * Humm: hummMessage(total); '5 fortnightly payments of $x with' ends on the provider's name
     * ('… with Humm'), 'Pay in slices, no interests ever' stands alone.
     */
    humm: (message: string) => (message.endsWith(" with") ? `${message} Humm` : message),
    klarna: "Pay over time with Klarna: choose how to pay on Klarna's page.",
    /** Zip's interest-free offer: the last day it includes (spec 2 §9 offer expiry inclusion; words ours). */
    zipOfferEnds: (lastDay: string) => `Interest free on orders placed by ${lastDay}.`,
    leaveFor: (provider: string) => `You'll be sent to ${provider} to approve your payment, then brought back here.`,
    /** The wallets (Apple Pay, Google Pay; issue 44 item 4, words ours): the whole total, in the wallet's payment sheet. */
    walletInFull: (amount: string) => `Pay ${amount} in full with a card in your wallet.`,
    walletSheet: (wallet: string) => `${wallet} opens its payment sheet to confirm the payment, then brings you back here.`,
    /** The return from a provider while its confirmation is posted. */
    confirming: "Confirming your payment…",
    /** Zip in store (staff): the customer's store code (spec 2 §2: 6 digits). */
    zipStoreCode: "Zip store code",
    zipStoreCodeHint: "The 6-digit code in the customer's Zip app.",
    /** The staff options without a gateway: what happens to the payment (ours). */
    staffNote: {
      StaffOnlyOtherPaymentMethod: "The order is placed without an online payment: take the payment in store.",
      CRAccount: "The order is charged to the customer's account.",
      COD: "The customer pays on delivery.",
    },
    /** The Miele warning's section (issue 14 item 5). */
    mieleHeading: "Miele delivery",
    /** Nothing to pay (spec 2 §3 isPaymentFree; words ours, README "Nothing to pay"). */
    nothingToPayGiftCard: "Nothing to pay: your gift card covers this order.",
    nothingToPay: "Nothing to pay: this order's total is covered.",
    nothingToPayNext: "No payment details are needed. Place your order to finish.",
  },
  /** The express Google Pay button (issue 44 item 4, IsGooglePayExpressEnabled; words ours). */
  express: {
    heading: "Express checkout",
    hint: "Let Google Pay fill in your contact and delivery details, then choose a delivery date and pay with Google Pay.",
    button: "Buy with Google Pay",
    filled: "Google Pay filled in your details. Choose a delivery date, then place your order to pay with Google Pay.",
    cancelled: "You closed Google Pay: nothing was shared.",
    blocked: "Google Pay could not open. Allow pop-ups for this site, or choose Google Pay under Payment.",
  },
  staff: {
    /** Cash and carry (spec 2 §4), shown to staff when the view offers it and has a store. */
    cashAndCarry: "Cash and carry",
    cashAndCarryHint: "The customer takes the order from the store today: the store's address is used.",
    cashAndCarryDate: "Cash and carry: the order is collected from the store today.",
    /** The salesperson panel (spec 2 §2 section 8). */
    salespersonHeading: "Store and salesperson",
    store: "Store",
    salesperson: "Salesperson",
    /** The delivery service override (issue 14 item 5). */
    deliveryServiceOverride: "Use the supplier's own delivery service",
  },
  deposit: {
    /** Switches partial payment on (spec 2 §2 "Partial-payment section"); off by default. */
    payDeposit: "Pay a deposit now",
    amount: "Deposit amount",
    /** spec 2 §2. */
    placeholder: "0.00",
    minimum: (percentage: number) => `At least ${percentage}% of the order total, and less than the total.`,
    remaining: "Remaining payment",
  },
  summary: {
    heading: "Order Summary",
    editCart: "Edit Cart",
    cartTitle: "Your cart",
    coupon: "Have a gift card or coupon code?",
    couponField: "Gift card / coupon code",
    applyCoupon: "Apply",
    removeCoupon: "Remove",
    youSaved: "You saved",
    delivery: "Delivery",
    sameDay: "Same Day Delivery",
    free: "Free",
    orderTotal: "Order Total",
    depositToday: "Deposit today",
    remainingPayment: "Remaining payment",
    requestAssistance: "Request Assistance",
    quantity: (count: number) => `Qty ${count}`,
    /** The cart line's availability (spec 2 §2 "Cart line display"; words ours). */
    available: "Available",
    unavailable: "No longer available",
    /** A product of a proformaShippingBrands brand (spec 2 §2 proforma flag; words ours). */
    proforma: "Delivered by the supplier",
    /** The running promotion a product line is part of, or the one that gave a reward (words ours). */
    partOf: (promotion: string) => `Part of ${promotion}`,
    bonusWith: (promotion: string) => `Bonus with ${promotion}`,
    promotionFallback: "a promotion",
    serviceDelivery: (title: string) => `${title} Delivery`,
  },
  emptyCart: "Your cart is empty.",
  /** The checkout without JavaScript (issue 40 item 4; our words). */
  noScript: {
    title: "Payment needs JavaScript",
    text: "Paying for your order needs JavaScript, which is turned off in this browser. Your cart is kept, and so are the delivery details you save here: turn JavaScript on and come back to this page to choose a delivery date and pay.",
    cart: "Your cart",
    changeCart: "Change your cart",
    details: "Delivery details",
    save: "Save delivery details",
    saved: "Your delivery details are saved.",
  },
  loading: "Loading your checkout",
  loadFailed: "An error has occurred, please try again",
  continueShopping: "Continue Shopping",
  dismissError: "Close Error Message",
} as const;

/** spec 2 §2: the 'Request Assistance' target. */
export const ASK_AN_EXPERT_PATH = "/ask-an-expert";
/** spec 2 §2: the storage terms page, opened in a new tab. */
export const STORAGE_TERMS_PATH = "/s/winning-storage-terms-and-conditions";
