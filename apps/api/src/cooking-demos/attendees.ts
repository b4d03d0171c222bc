import {
  COOKING_DEMO_AVAILABILITY,
  type AttendeeKind,
  type CookingDemoBookingAnswer,
  type CookingDemoBookingRequest,
} from "@storefront/api-contract/cooking-demos";
import { isValidEmail } from "@storefront/validation/email";
import { phoneMessage } from "@storefront/validation/phone";
import type { FastifyRequest } from "fastify";
import type { AppContext } from "../context";
import { and, eq, inArray, sql } from "drizzle-orm";
import { cookingDemoBookings, cookingDemos } from "../db/schema";
import { BadRequestError, HttpError } from "../http/errors";
import { demoReads, presentDemo } from "./demo-reads";

const CONFIRMATIONS: Record<AttendeeKind, string> = {
  "wait-list": "You're on the wait list. We'll email you if a place opens up.",
  rsvp: "Thanks, your RSVP is confirmed.",
  booking: "Your booking is confirmed. See you there!",
};

const FULL = "This cooking demo is full. Please join the wait list";

/** RSVPs, bookings and the wait list of a cooking demo (spec 1 §7): the availability decides what is allowed. */
export function demoAttendees(context: Pick<AppContext, "db" | "now" | "sessions">) {
  const { db, now, sessions } = context;
  const demos = demoReads(context);

  return {
    async register(kind: AttendeeKind, request: FastifyRequest, body: CookingDemoBookingRequest): Promise<CookingDemoBookingAnswer> {
      const messages: string[] = [];
      if (!isValidEmail(body.email.trim())) messages.push("email must be a valid email address");
      if (body.phone) {
        const problem = phoneMessage(body.phone, { country: request.storefront.country });
        if (problem) messages.push(`phone: ${problem}`);
      }
      if (messages.length) throw new BadRequestError(messages);

      const guests = body.guests ?? 1;
      const row = await demos.byId(request.storefront, body.cookingDemoId);
      const demo = presentDemo(row);
      if (row.demo.startsAt.getTime() <= now().getTime()) throw new HttpError(409, "This cooking demo has already started");
      if (row.demo.availability === COOKING_DEMO_AVAILABILITY.ContactStore) {
        throw new HttpError(409, `Please contact ${demo.store.name} to ${kind === "wait-list" ? "join the wait list" : "book this demo"}`);
      }
      if (kind !== "wait-list" && row.demo.availability === COOKING_DEMO_AVAILABILITY.WaitList) {
        throw new HttpError(409, FULL);
      }
      const session = await sessions.find(request);
      const values = {
        cookingDemoId: row.demo.id,
        kind,
        firstName: body.firstName.trim(),
        lastName: body.lastName.trim(),
        email: body.email.trim().toLowerCase(),
        phone: body.phone?.replace(/\s+/g, "") || null,
        guests,
        sessionId: session?.id ?? null,
      };
      // Places are counted and taken under the demo row's lock, so concurrent bookings never overbook.
      const taken = await db.transaction(async (tx) => {
        const [locked] = await tx
          .select({ capacity: cookingDemos.capacity })
          .from(cookingDemos)
          .where(eq(cookingDemos.id, row.demo.id))
          .for("update");
        const [{ booked } = { booked: 0 }] = await tx
          .select({ booked: sql<number>`coalesce(sum(${cookingDemoBookings.guests}), 0)`.mapWith(Number) })
          .from(cookingDemoBookings)
          .where(and(eq(cookingDemoBookings.cookingDemoId, row.demo.id), inArray(cookingDemoBookings.kind, ["booking", "rsvp"])));
        const placesLeft = Math.max(0, (locked?.capacity ?? 0) - booked);
        if (kind !== "wait-list" && placesLeft < guests) return undefined;
        const [inserted] = await tx.insert(cookingDemoBookings).values(values).returning({ id: cookingDemoBookings.id });
        return { id: inserted?.id ?? 0, placesLeft: kind === "wait-list" ? placesLeft : placesLeft - guests };
      });
      if (!taken) throw new HttpError(409, FULL);
      return {
        bookingId: taken.id,
        kind,
        cookingDemoId: row.demo.id,
        guests,
        placesLeft: taken.placesLeft,
        message: CONFIRMATIONS[kind],
      };
    },
  };
}
