// The internal-link rule of spec 1 §2.2 is page-kit's (it follows the route table the composition registers).
export { inAppPath, isExternalHref } from "@storefront/page-kit/links";
