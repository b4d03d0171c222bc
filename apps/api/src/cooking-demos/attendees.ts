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
import { cookingDemoBookings } from "../db/schema";
import { BadRequestError, HttpError } from "../http/errors";
import { demoReads, presentDemo } from "./demo-reads";

const CONFIRMATIONS: Record<AttendeeKind, string> = {
  "wait-list": "You're on the wait list. We'll email you if a place opens up.",
  rsvp: "Thanks, your RSVP is confirmed.",
  booking: "Your booking is confirmed. See you there!",
};

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
      if (kind !== "wait-list" && (row.demo.availability === COOKING_DEMO_AVAILABILITY.WaitList || demo.placesLeft < guests)) {
        throw new HttpError(409, "This cooking demo is full. Please join the wait list");
      }
      const session = await sessions.find(request);
      const [inserted] = await db
        .insert(cookingDemoBookings)
        .values({
          cookingDemoId: row.demo.id,
          kind,
          firstName: body.firstName.trim(),
          lastName: body.lastName.trim(),
          email: body.email.trim().toLowerCase(),
          phone: body.phone?.replace(/\s+/g, "") || null,
          guests,
          sessionId: session?.id ?? null,
        })
        .returning({ id: cookingDemoBookings.id });
      return {
        bookingId: inserted?.id ?? 0,
        kind,
        cookingDemoId: row.demo.id,
        guests,
        placesLeft: kind === "wait-list" ? demo.placesLeft : demo.placesLeft - guests,
        message: CONFIRMATIONS[kind],
      };
    },
  };
}
