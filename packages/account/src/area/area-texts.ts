/**
 * The account area's texts (spec 3 §2 names the pages, not their words: ours, README "Decisions
 * where the spec says not shown").
 */
export const areaTexts = {
  nav: {
    label: "Your account",
    overview: "Account overview",
    orders: "Your orders",
    addresses: "Saved addresses",
    profile: "Your profile",
    dealsClub: "Deals club",
    referAFriend: "Refer a friend",
  },
  overview: {
    ordersHint: "See the orders you have placed and open their details.",
    addressesHint: "Keep delivery addresses to pick at checkout.",
    profileHint: "Change your name, phone number, email address and password.",
    dealsClubHint: "Join free and pay member prices on the products marked for members.",
    referAFriendHint: "Share your link and earn a reward for each friend's first order.",
  },
  orders: {
    title: "Your orders",
    loading: "Loading your orders",
    empty: "You haven't placed any orders yet.",
    startShopping: "Start shopping",
    caption: (page: number, pages: number) => `Your orders, page ${page} of ${pages}`,
    orderNumber: "Order number",
    placed: "Placed",
    items: "Items",
    total: "Total",
    status: "Status",
    pagination: "Order pages",
  },
  order: {
    title: (orderNumber: string) => `Order ${orderNumber}`,
    pageTitle: "Order details",
    loading: "Loading your order",
    notFound: "We couldn't find that order.",
    back: "Back to your orders",
    placed: "Placed",
    status: "Status",
    deliveryDate: "Delivery date",
    sameDay: "Same Day Delivery",
    noDeliveryDate: "To be arranged",
    deliveryAddress: "Delivery address",
    billingAddress: "Billing address",
    sameAsDelivery: "Same as the delivery address",
    deliveryInstructions: "Delivery instructions",
    deliveryServices: "Delivery services",
    poNumber: "Purchase order number",
    paidWith: "Paid with",
    card: (brand: string, lastFour: string) => `${brand} ending in ${lastFour}`,
    items: "Items",
    product: "Product",
    quantity: "Qty",
    price: "Price",
    lineTotal: "Line total",
    warranty: (name: string) => `Warranty: ${name}`,
    install: (name: string) => `Installation: ${name}`,
    totals: "Totals",
    subtotal: "Subtotal",
    discount: (code: string | null) => (code ? `Discount (${code})` : "Discount"),
    delivery: "Delivery",
    services: "Delivery services",
    /** Ours (issue 45 item 4): the tip for the delivery crew, as the checkout's summary names it. */
    tip: "Delivery tip",
    orderTotal: "Order Total",
  },
  status: {
    completed: "Completed",
    "awaiting-payment": "Awaiting payment",
    cancelled: "Cancelled",
  } as Record<string, string>,
  addresses: {
    title: "Saved addresses",
    loading: "Loading your addresses",
    empty: "You have no saved addresses yet. Add one below to pick it at checkout.",
    listLabel: "Your saved addresses",
    add: "Add an address",
    save: "Save address",
    saving: "Saving the address",
    saved: "Address saved.",
    delete: "Delete",
    deleteLabel: (line: string) => `Delete the address ${line}`,
    confirmTitle: "Delete this address?",
    confirmDelete: "Delete address",
    cancel: "Cancel",
    deleted: "Address deleted.",
  },
  profile: {
    title: "Your profile",
    loading: "Loading your profile",
    firstName: "First name",
    lastName: "Last name",
    phone: "Phone number (optional)",
    email: "Email",
    emailNote: "Your email address is how you sign in; change it under 'Email and password' below.",
    save: "Save changes",
    saving: "Saving your profile",
    saved: "Your profile has been updated.",
    unchanged: "Nothing has changed.",
  },
  /** Changing the sign-in details (issue 41 item 5): each change needs the current password. */
  signInDetails: {
    title: "Email and password",
    intro: "To change your email address or your password, enter your current password too.",
    email: "Email",
    newPassword: "New password (optional)",
    currentPassword: "Current password",
    noPassword: "Signed up with Google, Facebook or Apple? Choose a password first:",
    forgotPassword: "Forgot your password?",
    save: "Change email or password",
    saving: "Saving your sign-in details",
    emailChanged: (email: string, oldEmail: string) =>
      `Your email address is now ${email}. Please confirm it with the link we have emailed to it. We have also emailed ${oldEmail} a link to undo the change.`,
    passwordChanged: "Your password has been changed.",
    othersSignedOut: "Your other sessions have been signed out.",
  },
  /** The deals club (issue 45 item 3; ours: spec 3 §3 names only the flag dealsClubEnabled). */
  dealsClub: {
    title: "Deals club",
    intro:
      "Deals club members pay the member price on every product marked 'Deals club price', in the cart and at checkout. Joining is free, and you can leave at any time.",
    loading: "Loading your membership",
    join: "Join the deals club",
    leave: "Leave the deals club",
    member: (joinedOn: string) => `You are a member since ${joinedOn}. Member prices are yours on every product marked for members.`,
    joined: "Welcome to the deals club. Member prices now apply in your cart.",
    left: "You have left the deals club. Your cart is back at everyday prices.",
    browse: "Browse products",
  },
  /** Refer a friend (issue 45 item 2; ours: spec 3 §3 names only referralConfig, Buyapowa* and the page type). */
  referAFriend: {
    title: "Refer a friend",
    loading: "Loading your referral link",
    linkLabel: "Your referral link",
    copy: "Copy link",
    email: "Share by email",
    emailSubject: (company: string) => `Have a look at ${company}`,
    emailBody: (company: string, link: string) =>
      `I shop at ${company} and thought you might like it too. Use my link when you place your first order: ${link}`,
    earned: (orders: number, rewards: string) =>
      orders === 0
        ? "No friend has placed a first order with your link yet."
        : `${orders} ${orders === 1 ? "friend has" : "friends have"} placed a first order with your link: you have earned ${rewards}.`,
  },
  /** Rescheduling an order's delivery (issue 45 item 10; page type rescheduleDelivery). */
  reschedule: {
    title: "Reschedule delivery",
    link: "Reschedule delivery",
    loading: "Loading the delivery days",
    booked: (day: string) => `Your delivery is booked for ${day}.`,
    legend: "Choose a new delivery day",
    hint: "These are the days we deliver to your address at no more than you paid for delivery. Call us for another day.",
    free: "Free",
    none: "There is no other day we can deliver this order on at the moment. Please call us to arrange one.",
    submit: "Change delivery day",
    submitting: "Changing the delivery day",
    back: "Back to the order",
  },
  /** Connecting a social sign-in to the account (issue 41 item 1). */
  socialSignIns: {
    title: "Log in with Google, Facebook or Apple",
    intro: "Connect a provider to log in with it as well as with your email and password.",
    connect: (provider: string) => `Connect ${provider}`,
    connecting: "Opening the provider",
    linked: (provider: string) => `${provider} is now connected: you can log in with it.`,
    session: (provider: string) => `Your session ended before ${provider} was connected. Please log in and try again.`,
  },
} as const;

/** The status of a stored order as the shopper reads it. */
export function statusText(status: string): string {
  return areaTexts.status[status] ?? status;
}
