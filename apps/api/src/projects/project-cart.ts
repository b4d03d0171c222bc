import { PROJECT_MESSAGES, type ProjectToCartBody } from "@storefront/api-contract/projects";
import type { Cart } from "@storefront/api-contract/cart";
import type { FastifyReply, FastifyRequest } from "fastify";
import { cartActions } from "../cart/cart-actions";
import type { AppContext } from "../context";
import { BadRequestError, NotFoundError } from "../http/errors";
import { recordChange } from "./change-log";
import type { ProjectServices } from "./project-actions";
import { foldersOf, linesOf } from "./project-store";

/** Project to cart and admin cart (spec 3 §7 Projects (older)), on the existing cart of the caller's session. */
export function projectCartActions(
  { context, core }: ProjectServices,
  appContext: Pick<AppContext, "sessions" | "settingsOverrides" | "accountSessions">,
) {
  const { db, now } = context;
  const carts = cartActions({
    ...context,
    sessions: appContext.sessions,
    settingsOverrides: appContext.settingsOverrides,
    accountSessions: appContext.accountSessions,
  });

  return {
    /** POST /api/projects/cart: the selected lines and every line of the selected folders, added to the cart. */
    async toCart(request: FastifyRequest, reply: FastifyReply, body: ProjectToCartBody): Promise<Cart> {
      const { staff } = await core.open(request, body.projectId);
      const codes = body.selectedProductCodes ?? [];
      const folderIds = body.selectedFolders ?? [];
      if (codes.length === 0 && folderIds.length === 0) throw new BadRequestError([PROJECT_MESSAGES.nothingSelected]);
      const [lines, folders] = await Promise.all([linesOf(db, body.projectId), foldersOf(db, body.projectId)]);
      if (folderIds.some((id) => !folders.some((f) => f.id === id))) throw new NotFoundError(PROJECT_MESSAGES.folderNotFound);
      if (codes.some((code) => !lines.some((l) => String(l.id) === code))) throw new NotFoundError(PROJECT_MESSAGES.productNotFound);
      const chosen = lines.filter((l) => codes.includes(String(l.id)) || folderIds.includes(l.folderId));
      const cart = await carts.addMany(
        request,
        reply,
        chosen.map((l) => ({ sku: l.sku, quantity: l.quantity })),
      );
      await recordChange(db, body.projectId, staff, now(), "cart", `Added ${chosen.length} products to the cart`);
      return cart;
    },

    /** POST /api/projects/admin-cart: the staff member's cart becomes every line of the project; clearDiscounts drops the coupon. */
    async adminCart(request: FastifyRequest, reply: FastifyReply, projectId: number, clearDiscounts: boolean): Promise<Cart> {
      const { staff } = await core.open(request, projectId);
      const lines = await linesOf(db, projectId);
      if (lines.length === 0) throw new BadRequestError([PROJECT_MESSAGES.emptyCart]);
      const cart = await carts.addMany(
        request,
        reply,
        lines.map((l) => ({ sku: l.sku, quantity: l.quantity })),
        { replace: true, clearCoupon: clearDiscounts },
      );
      await recordChange(db, projectId, staff, now(), "cart", `Made the cart from the project's ${lines.length} products`);
      return cart;
    },
  };
}
