import { lazyPart } from "@storefront/page-kit/lazy-part";
import type { NotifyMeFormProps } from "./NotifyMeForm";

/** The notify-me box (issue 45 item 1) hydrates with its own code (page-kit's lazyPart): formik only where a product is out of stock. */
export const NotifyMeForm = lazyPart<NotifyMeFormProps>(() => import("./NotifyMeForm").then((module) => module.default));
