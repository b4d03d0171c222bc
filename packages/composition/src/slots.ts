import { lazy } from "react";
import { AccountHeaderEntry } from "@storefront/account/header-entry";
import { HeaderCart } from "@storefront/cart/header-cart";
import { ChatWidget } from "@storefront/chat/chat-widget";
import { CompareTray } from "@storefront/compare/compare-tray";
import type { ShellSlots } from "@storefront/shell/layout";
import { AdminNavbar } from "@storefront/staff/admin-navbar";
import { AdminSidePanel } from "@storefront/staff/admin-side-panel";
import { ProjectsLink } from "@storefront/staff/projects-link";

// The sale footer's look loads on demand: it shows only after hydration, while a sale is on.
const SaleFooter = lazy(() => import("@storefront/catalogue/sale-footer"));

/** The domains' widgets in the shell's named places (spec 1 §2.2, §2.9). */
export const storefrontSlots: ShellSlots = {
  header: { projects: ProjectsLink, account: AccountHeaderEntry, cart: HeaderCart },
  trays: { compare: CompareTray },
  panels: { adminNavbar: AdminNavbar, adminSidePanel: AdminSidePanel, chat: ChatWidget },
  footer: { sale: SaleFooter },
};
