import { lazy } from "react";
import { ChatWidget } from "@storefront/chat/chat-widget";
import type { HeaderPartProps } from "@storefront/page-kit/header-parts";
import { lazyPart } from "@storefront/page-kit/lazy-part";
import type { ShellSlots } from "@storefront/shell/layout";

// The domains' widgets hydrate after the page, each with its own code (page-kit's lazyPart).
const AccountHeaderEntry = lazyPart<HeaderPartProps>(() =>
  import("@storefront/account/header-entry").then((module) => module.AccountHeaderEntry),
);
const HeaderCart = lazyPart<HeaderPartProps>(() => import("@storefront/cart/header-cart").then((module) => module.HeaderCart));
const CompareTray = lazyPart(() => import("@storefront/compare/compare-tray").then((module) => module.CompareTray));
const AdminNavbar = lazyPart(() => import("@storefront/staff/admin-navbar").then((module) => module.AdminNavbar));
const AdminSidePanel = lazyPart(() => import("@storefront/staff/admin-side-panel").then((module) => module.AdminSidePanel));
const ProjectsLink = lazyPart<HeaderPartProps>(() => import("@storefront/staff/projects-link").then((module) => module.ProjectsLink));

// The sale footer's look loads on demand: it shows only after hydration, while a sale is on.
const SaleFooter = lazy(() => import("@storefront/catalogue/sale-footer"));

/** The domains' widgets in the shell's named places (spec 1 §2.2, §2.9). */
export const storefrontSlots: ShellSlots = {
  header: { projects: ProjectsLink, account: AccountHeaderEntry, cart: HeaderCart },
  trays: { compare: CompareTray },
  panels: { adminNavbar: AdminNavbar, adminSidePanel: AdminSidePanel, chat: ChatWidget },
  footer: { sale: SaleFooter },
};
