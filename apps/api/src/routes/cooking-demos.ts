import { errorAnswers, MessageAnswer } from "@storefront/api-contract/common";
import {
  CookingDemo,
  CookingDemoBookingAnswer,
  CookingDemoBookingBody,
  CookingDemoPage,
  CookingDemoQuery,
  type AttendeeKind,
} from "@storefront/api-contract/cooking-demos";
import { demoAttendees } from "../cooking-demos/attendees";
import { demoReads, presentDemo } from "../cooking-demos/demo-reads";
import type { AppContext } from "../context";
import { calendarDateProblem } from "../http/dates";
import { BadRequestError } from "../http/errors";
import { documented, IdParams, type TypedApp } from "../http/schemas";

const doc = documented("cooking demos");

/** spec 1 §7 cooking demos: list with the filter query, detail, RSVP, booking (old and v2) and wait list. */
export function registerCookingDemoRoutes(api: TypedApp, context: AppContext): void {
  const demos = demoReads(context);
  const attendees = demoAttendees(context);

  api.get(
    "/api/v2/cookingdemo",
    doc("Cooking demos from startDate (default today), 12 per page (spec 1 §7)", {
      querystring: CookingDemoQuery,
      response: { 200: CookingDemoPage, ...errorAnswers },
    }),
    ({ storefront, query }) => {
      const messages = [calendarDateProblem(query.startDate, "startDate"), calendarDateProblem(query.endDate, "endDate")].filter(
        (message): message is string => message !== undefined,
      );
      if (query.startDate && query.endDate && query.endDate < query.startDate) messages.push("endDate must not be before startDate");
      if (messages.length) throw new BadRequestError(messages);
      return demos.page(storefront, query);
    },
  );

  api.get(
    "/api/v2/cookingdemo/:id",
    doc("One cooking demo", { params: IdParams, response: { 200: CookingDemo, ...errorAnswers } }),
    async ({ storefront, params }) => presentDemo(await demos.byId(storefront, params.id)),
  );

  const attendeeRoute = (url: string, kind: AttendeeKind, summary: string) =>
    api.post(
      url,
      doc(
        summary,
        { body: CookingDemoBookingBody, response: { 201: CookingDemoBookingAnswer, ...errorAnswers, 409: MessageAnswer } },
        { writeLimit: "bookings" },
      ),
      async (request, reply) => reply.code(201).send(await attendees.register(kind, request, request.body)),
    );
  attendeeRoute("/api/cookingdemo/rsvp", "rsvp", "RSVP to a cooking demo");
  attendeeRoute("/api/cookingdemo/booking", "booking", "Book places at a cooking demo (older path, same as v2)");
  attendeeRoute("/api/v2/cookingdemo/booking", "booking", "Book places at a cooking demo");
  attendeeRoute("/api/v2/cookingdemo/wait-list", "wait-list", "Join the wait list of a cooking demo");
}
