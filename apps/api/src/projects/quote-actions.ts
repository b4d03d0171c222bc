import { PROJECT_ERROR_MESSAGES, PROJECT_LIMITS, PROJECT_MESSAGES, type Project } from "@storefront/api-contract/projects";
import { and, eq } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import { productsBySkus } from "../catalogue/products";
import type { AppContext } from "../context";
import { projectProducts, projects } from "../db/schema";
import { BadRequestError, ServiceUnavailableError } from "../http/errors";
import { setRetryAfter, TooManyRequestsError } from "../http/rate-limits";
import type { Storefront } from "../storefronts";
import { recordChange } from "./change-log";
import { projectMail } from "./project-mail";
import type { ProjectServices } from "./project-actions";
import { linesOf } from "./project-store";
import { lockActive, projectAnswer } from "./project-view";
import { priceIn } from "../catalogue/prices";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The offset of a zone at a moment, in minutes east of UTC ("GMT+11:00" → 660). */
function zoneOffsetMinutes(timeZone: string, at: Date): number {
  const name =
    new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "longOffset" }).formatToParts(at).find((p) => p.type === "timeZoneName")
      ?.value ?? "GMT";
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  return match ? (match[1] === "-" ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
}

/**
 * The lock's expiry (ours): a day (YYYY-MM-DD) locks to the end of that day in the storefront's
 * zone; a full time is taken as it is; none is 14 days from now.
 */
export function lockExpiry(value: string | undefined, storefront: Storefront, now: Date): Date | undefined {
  if (!value) return new Date(now.getTime() + PROJECT_LIMITS.defaultLockDays * DAY_MS);
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const nextDay = new Date(`${value}T00:00:00Z`);
    if (Number.isNaN(nextDay.getTime()) || nextDay.toISOString().slice(0, 10) !== value) return undefined;
    nextDay.setUTCDate(nextDay.getUTCDate() + 1);
    return new Date(nextDay.getTime() - zoneOffsetMinutes(storefront.timeZone, nextDay) * 60_000 - 1000);
  }
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? undefined : at;
}

/** Quote, price lock, sharing and the email (spec 3 §4 Projects). */
export function quoteActions(
  { context, core }: ProjectServices,
  { mailer, mailLimits, originOf }: Pick<AppContext, "mailer" | "mailLimits" | "originOf">,
) {
  const { db, now } = context;

  return {
    /** POST /api/v2/project/quote: marks the project quoted (status Quoted, a quoteId on the first quote). */
    async quote(request: FastifyRequest, projectId: number): Promise<Project> {
      const { staff, project } = await core.open(request, projectId);
      if ((await linesOf(db, projectId)).length === 0) throw new BadRequestError([PROJECT_MESSAGES.emptyQuote]);
      const at = now();
      await db.transaction(async (tx) => {
        await tx
          .update(projects)
          .set({ quoteStatus: "Quoted", quotedAt: project.quotedAt ?? at })
          .where(eq(projects.id, projectId));
        await recordChange(tx, projectId, staff, at, "quoted", project.quotedAt ? "Quoted again" : "Quoted");
      });
      return core.answer(request, projectId);
    },

    /**
     * POST /api/v2/project/lock-price: locks every line at today's price until the expiry; when the
     * lock already holds, only moves its expiry (the locked prices stay).
     */
    async lock(request: FastifyRequest, projectId: number, expiryDate?: string): Promise<Project> {
      const { staff, project } = await core.open(request, projectId);
      const at = now();
      const expiry = lockExpiry(expiryDate, request.storefront, at);
      if (!expiry) throw new BadRequestError(["expiryDate must be a real date as YYYY-MM-DD or an ISO time"]);
      if (expiry.getTime() <= at.getTime()) throw new BadRequestError([PROJECT_MESSAGES.lockExpiryInPast]);
      if (expiry.getTime() > at.getTime() + PROJECT_LIMITS.maxLockDays * DAY_MS + DAY_MS)
        throw new BadRequestError([PROJECT_MESSAGES.lockExpiryTooFar]);
      const holding = lockActive(project, at);
      const lines = holding ? [] : await linesOf(db, projectId);
      const prices = new Map(
        (await productsBySkus(db, request.storefront, [...new Set(lines.map((l) => l.sku))])).map((p) => [
          p.sku,
          priceIn(p, request.storefront.currency),
        ]),
      );
      await db.transaction(async (tx) => {
        if (holding) {
          await tx.update(projects).set({ priceLockExpiresAt: expiry }).where(eq(projects.id, projectId));
          await recordChange(tx, projectId, staff, at, "priceLockChanged", `Price lock expiry moved to ${expiry.toISOString()}`);
          return;
        }
        await tx
          .update(projects)
          .set({ priceLockedAt: at, priceLockExpiresAt: expiry, priceLockedBy: staff.userName })
          .where(eq(projects.id, projectId));
        for (const line of lines) {
          await tx
            .update(projectProducts)
            .set({ lockedPrice: prices.get(line.sku) ?? null })
            .where(eq(projectProducts.id, line.id));
        }
        await recordChange(
          tx,
          projectId,
          staff,
          at,
          "priceLocked",
          `Locked the prices of ${lines.length} products until ${expiry.toISOString()}`,
        );
      });
      return core.answer(request, projectId);
    },

    /** DELETE /api/v2/project/lock-price?projectId: cancels the lock (an expired one too); 400 when there is none. */
    async cancelLock(request: FastifyRequest, projectId: number): Promise<Project> {
      const { staff, project } = await core.open(request, projectId);
      if (!project.priceLockedAt) throw new BadRequestError([PROJECT_MESSAGES.lockNotActive]);
      await db.transaction(async (tx) => {
        await tx
          .update(projects)
          .set({ priceLockedAt: null, priceLockExpiresAt: null, priceLockedBy: null })
          .where(eq(projects.id, projectId));
        await tx.update(projectProducts).set({ lockedPrice: null }).where(eq(projectProducts.projectId, projectId));
        await recordChange(tx, projectId, staff, now(), "priceLockCancelled", "Cancelled the price lock");
      });
      return core.answer(request, projectId);
    },

    /** POST /api/projects/shared-project-status: the shared link works only while sharedStatus is true. */
    async setShared(request: FastifyRequest, projectId: number, sharedStatus: boolean): Promise<Project> {
      const { staff } = await core.open(request, projectId);
      await db.transaction(async (tx) => {
        await tx.update(projects).set({ sharedStatus }).where(eq(projects.id, projectId));
        await recordChange(
          tx,
          projectId,
          staff,
          now(),
          "sharedStatus",
          sharedStatus ? "Shared the project" : "Stopped sharing the project",
        );
      });
      return core.answer(request, projectId);
    },

    /**
     * POST /api/v2/project/email: mails the quote and its shared link to the customer through the
     * account mail's SMTP path, turns sharing on (the link must open) and sets projectEmailed.
     */
    async email(request: FastifyRequest, reply: FastifyReply, projectId: number): Promise<Project> {
      const { staff, project } = await core.open(request, projectId);
      const bundle = await core.bundle(request, projectId);
      const answer = projectAnswer(bundle, await core.viewInputs(request, bundle));
      const to = answer.quoteData.customerEmail;
      if (!to) throw new BadRequestError([PROJECT_MESSAGES.noCustomerEmail]);
      // issue 41 item 6: per staff address and per customer, so a quote cannot be used to flood a mailbox.
      const waitMs = await mailLimits.waitMs(request, [to], "project");
      if (waitMs > 0) {
        setRetryAfter(reply, waitMs);
        throw new TooManyRequestsError(waitMs);
      }
      const link = `${originOf(request.storefront)}/project?shareId=${project.shareId}`;
      try {
        await mailer.send(projectMail(answer, request.storefront, staff.userName, link));
      } catch (error) {
        request.log.error({ err: error }, "project email failed");
        throw new ServiceUnavailableError(PROJECT_ERROR_MESSAGES.sendingEmail);
      }
      await db.transaction(async (tx) => {
        await tx
          .update(projects)
          .set({ projectEmailed: true, sharedStatus: true })
          .where(and(eq(projects.id, projectId)));
        await recordChange(tx, projectId, staff, now(), "emailed", `Emailed the project to ${to}`);
      });
      return core.answer(request, projectId);
    },
  };
}
