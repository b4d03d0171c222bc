import type { PackageRoutes } from "@storefront/page-kit/app-routes";

/** The routes this package serves (spec 3 §2); the composition puts them in the storefront's route table. */
export const accountRoutes: PackageRoutes = {
  package: "@storefront/account",
  routes: [
    { path: "account", pageType: "accounts", module: "account", purpose: "Account" },
    { path: "account/login", pageType: "accounts", module: "login", purpose: "Log in" },
    { path: "account/logout", pageType: "accounts", module: "logout", purpose: "Log out (query returnUrl)" },
    { path: "blank/account/login-callback", pageType: "accounts", module: "login-callback", purpose: "Login return page" },
    // The account area (issue 13 item 5): orders, one order, saved addresses, profile.
    { path: "account/orders", pageType: "accounts", module: "orders", purpose: "Your orders" },
    { path: "account/orders/:orderId", pageType: "OrderSummary", module: "order", purpose: "Order details" },
    // Issue 45 item 10: moving an order's delivery day.
    {
      path: "account/orders/:orderId/reschedule-delivery",
      pageType: "rescheduleDelivery",
      module: "reschedule-delivery",
      purpose: "Reschedule delivery",
    },
    { path: "account/addresses", pageType: "accounts", module: "addresses", purpose: "Saved addresses" },
    { path: "account/profile", pageType: "accounts", module: "profile", purpose: "Your profile" },
    // Issue 45 item 3: joining the deals club, where the storefront's dealsClubEnabled is on.
    { path: "account/deals-club", pageType: "accounts", module: "deals-club", purpose: "Deals club" },
    // Issue 45 item 2: the customer's share link where the storefront offers referrals, and the link's landing address.
    { path: "refer-a-friend", pageType: "referAFriend", module: "refer-a-friend", purpose: "Refer a friend" },
    { path: "r/:code", pageType: "referAFriend", module: "referral-link", purpose: "Referral link (query campaign)" },
    // Identity pages (issue 13 items 1 and 5): the staff app's login route setting, registration, password reset.
    { path: "account/internal/login", pageType: "accounts", module: "login", purpose: "Log in (login route setting)" },
    { path: "account/register", pageType: "accounts", module: "register", purpose: "Register" },
    { path: "account/forgot-password", pageType: "accounts", module: "forgot-password", purpose: "Forgot password" },
    { path: "account/reset-password", pageType: "resetPassword", module: "reset-password", purpose: "Reset password (query token)" },
    // The pages of the mailed links of issue 41: undo an email change, connect a social sign-in.
    { path: "account/revert-email", pageType: "accounts", module: "revert-email", purpose: "Undo an email change (query token)" },
    {
      path: "account/connect-sign-in",
      pageType: "accounts",
      module: "connect-sign-in",
      purpose: "Connect a social sign-in (query token, provider)",
    },
  ],
};
