import { isValidEmail } from "@storefront/validation/email";
import { pageCount } from "@storefront/validation/pagination";
import { phoneMessage } from "@storefront/validation/phone";
import { and, asc, count, desc, eq, gte, lt, sql, type SQL } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { AppContext } from "../context";
import { cookingDemoBookings, cookingDemos, stores } from "../db/schema";
import { BadRequestError, HttpError, NotFoundError } from "../http/errors";
import { errorResponses, idInteger, ISO_DATE_PATTERN, safeText, SLUG_PATTERN } from "../http/schemas";
import { addDays } from "../seed/dates";
import { storefrontToday, type Storefront } from "../storefronts";

/** spec 1 §3 cooking demo enums. */
export const DEMO_TYPES = { PrePurchaseOnly: 0, PostPurchaseOnly: 1, OpenToEveryone: 2 } as const;
export const AVAILABILITY = { Available: 0, WaitList: 1, ContactStore: 2 } as const;
const AVAILABILITY_NAMES = ["Available", "WaitList", "ContactStore"];
const DEMO_TYPE_NAMES = ["PrePurchaseOnly", "PostPurchaseOnly", "OpenToEveryone"];
/** spec 1 §7, §9: page 1, 12 per page, sortDirection 0 by default. */
const DEFAULT_PAGE_SIZE = 12;
const SUB_EVENT_TYPES = ["Masterclass", "Product Demonstration", "Cooking Class", "Virtual Demo"];

const str = { type: "string" } as const;
const int = { type: "integer" } as const;

const demoSchema = {
  type: "object",
  properties: {
    id: int,
    title: str,
    description: str,
    brand: str,
    cookingDemoType: int,
    cookingDemoTypeName: str,
    cookingDemoSubEventType: str,
    availability: int,
    availabilityName: str,
    startDate: str,
    endDate: str,
    store: { type: "object", properties: { id: int, name: str, storeUri: str }, required: ["id", "name", "storeUri"] },
    capacity: int,
    placesLeft: int,
    price: { type: "number" },
  },
  required: ["id", "title", "brand", "cookingDemoType", "cookingDemoSubEventType", "availability", "startDate", "endDate", "store", "capacity", "placesLeft", "price"],
} as const;

interface DemoQuery {
  storeUri?: string;
  brand?: string;
  cookingDemoType?: number | "";
  cookingDemoSubEventType?: string;
  startDate?: string;
  endDate?: string;
  pageNo: number;
  sortDirection: 0 | 1 | 2;
  recordsPerPage: number;
}

interface AttendeeBody {
  cookingDemoId: number;
  firstName: string;
  lastName: string;
  email: string;
  phone?: string;
  guests: number;
}

const attendeeBody = {
  type: "object",
  properties: {
    cookingDemoId: idInteger,
    firstName: safeText(50, 1),
    lastName: safeText(50, 1),
    email: safeText(254),
    phone: { type: "string", maxLength: 20, pattern: "^[0-9+ ()]*$" },
    guests: { type: "integer", minimum: 1, maximum: 6, default: 1 },
  },
  required: ["cookingDemoId", "firstName", "lastName", "email"],
  additionalProperties: false,
} as const;

const bookingAnswer = {
  type: "object",
  properties: { bookingId: int, kind: { type: "string", enum: ["rsvp", "booking", "wait-list"] }, cookingDemoId: int, guests: int, placesLeft: int, message: str },
  required: ["bookingId", "kind", "cookingDemoId", "guests", "placesLeft", "message"],
} as const;

function checkRealDate(value: string | undefined, field: string, messages: string[]): void {
  if (value === undefined) return;
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) messages.push(`${field} must be a real calendar date as YYYY-MM-DD`);
}

/** Midnight at the start of a calendar day in the storefront's zone, as an instant. */
function startOfDay(day: string, storefront: Storefront): Date {
  const utcMidnight = new Date(`${day}T00:00:00Z`);
  const local = new Date(utcMidnight.toLocaleString("en-US", { timeZone: storefront.timeZone }));
  const utc = new Date(utcMidnight.toLocaleString("en-US", { timeZone: "UTC" }));
  return new Date(utcMidnight.getTime() - (local.getTime() - utc.getTime()));
}

/** spec 1 §7 cooking demos: list with the filter query, detail, RSVP, booking (old and v2) and wait list. */
export function registerCookingDemoRoutes(app: FastifyInstance, { db, sessions, now }: AppContext): void {
  const booked = sql<number>`coalesce((SELECT sum(${cookingDemoBookings.guests}) FROM ${cookingDemoBookings} WHERE ${cookingDemoBookings.cookingDemoId} = ${cookingDemos.id} AND ${cookingDemoBookings.kind} IN ('booking', 'rsvp')), 0)`.mapWith(Number);
  const selection = { demo: cookingDemos, store: { id: stores.id, name: stores.name, storeUri: stores.storeUri }, booked };

  const present = (row: { demo: typeof cookingDemos.$inferSelect; store: { id: number; name: string; storeUri: string }; booked: number }) => ({
    id: row.demo.id,
    title: row.demo.title,
    description: row.demo.description,
    brand: row.demo.brand,
    cookingDemoType: row.demo.demoType,
    cookingDemoTypeName: DEMO_TYPE_NAMES[row.demo.demoType] ?? "",
    cookingDemoSubEventType: row.demo.subEventType,
    availability: row.demo.availability,
    availabilityName: AVAILABILITY_NAMES[row.demo.availability] ?? "",
    startDate: row.demo.startsAt.toISOString(),
    endDate: row.demo.endsAt.toISOString(),
    store: row.store,
    capacity: row.demo.capacity,
    placesLeft: Math.max(0, row.demo.capacity - row.booked),
    price: row.demo.price,
  });

  const visibleStores = (storefront: Storefront) => eq(stores.country, storefront.country);

  app.get<{ Querystring: DemoQuery }>(
    "/api/v2/cookingdemo",
    {
      schema: {
        tags: ["cooking demos"],
        summary: "Cooking demos from startDate (default today), 12 per page (spec 1 §7)",
        querystring: {
          type: "object",
          properties: {
            storeUri: { type: "string", maxLength: 80, pattern: `(^$)|(${SLUG_PATTERN})` },
            brand: { type: "string", maxLength: 60, pattern: "(^$)|(^[A-Za-z0-9]+(?:[- ][A-Za-z0-9]+)*$)" },
            // spec 1 §3: 'all' is the empty value.
            cookingDemoType: { anyOf: [{ type: "integer", enum: [0, 1, 2] }, { type: "string", const: "" }] },
            cookingDemoSubEventType: { type: "string", maxLength: 40, enum: ["", ...SUB_EVENT_TYPES] },
            startDate: { type: "string", pattern: ISO_DATE_PATTERN },
            endDate: { type: "string", pattern: ISO_DATE_PATTERN },
            pageNo: { type: "integer", minimum: 1, maximum: 1000, default: 1 },
            sortDirection: { type: "integer", enum: [0, 1, 2], default: 0 },
            recordsPerPage: { type: "integer", minimum: 1, maximum: 48, default: DEFAULT_PAGE_SIZE },
          },
        },
        response: {
          200: {
            type: "object",
            properties: { items: { type: "array", items: demoSchema }, totalCount: int, pageNo: int, recordsPerPage: int, totalPages: int, startDate: str },
            required: ["items", "totalCount", "pageNo", "recordsPerPage", "totalPages", "startDate"],
          },
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const q = request.query;
      const messages: string[] = [];
      checkRealDate(q.startDate, "startDate", messages);
      checkRealDate(q.endDate, "endDate", messages);
      if (q.startDate && q.endDate && q.endDate < q.startDate) messages.push("endDate must not be before startDate");
      if (messages.length) throw new BadRequestError(messages);

      const startDate = q.startDate ?? storefrontToday(request.storefront, now());
      const conditions: SQL[] = [visibleStores(request.storefront), gte(cookingDemos.startsAt, startOfDay(startDate, request.storefront))];
      if (q.endDate) conditions.push(lt(cookingDemos.startsAt, startOfDay(addDays(q.endDate, 1), request.storefront)));
      if (q.storeUri) conditions.push(eq(stores.storeUri, q.storeUri));
      // spec 1 §3: the brand filter is lower case.
      if (q.brand) conditions.push(eq(cookingDemos.brand, q.brand.toLowerCase().replace(/\s+/g, "-")));
      if (q.cookingDemoType !== undefined && q.cookingDemoType !== "") conditions.push(eq(cookingDemos.demoType, q.cookingDemoType));
      if (q.cookingDemoSubEventType) conditions.push(eq(cookingDemos.subEventType, q.cookingDemoSubEventType));
      const where = and(...conditions);

      const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(cookingDemos).innerJoin(stores, eq(stores.id, cookingDemos.storeId)).where(where);
      // spec 1 §3 sort direction: None 0 (soonest first), Ascending 1, Descending 2.
      const order = q.sortDirection === 2 ? desc(cookingDemos.startsAt) : asc(cookingDemos.startsAt);
      const rows = await db
        .select(selection)
        .from(cookingDemos)
        .innerJoin(stores, eq(stores.id, cookingDemos.storeId))
        .where(where)
        .orderBy(order, asc(cookingDemos.id))
        .limit(q.recordsPerPage)
        .offset((q.pageNo - 1) * q.recordsPerPage);
      return { items: rows.map(present), totalCount: total, pageNo: q.pageNo, recordsPerPage: q.recordsPerPage, totalPages: pageCount(total, q.recordsPerPage), startDate };
    },
  );

  async function findDemo(storefront: Storefront, id: number) {
    const [row] = await db
      .select(selection)
      .from(cookingDemos)
      .innerJoin(stores, eq(stores.id, cookingDemos.storeId))
      .where(and(eq(cookingDemos.id, id), visibleStores(storefront)))
      .limit(1);
    if (!row) throw new NotFoundError(`No cooking demo with id ${id}`);
    return row;
  }

  app.get<{ Params: { id: number } }>(
    "/api/v2/cookingdemo/:id",
    {
      schema: { tags: ["cooking demos"], summary: "One cooking demo", params: { type: "object", properties: { id: idInteger }, required: ["id"] }, response: { 200: demoSchema, ...errorResponses } },
    },
    async (request) => present(await findDemo(request.storefront, request.params.id)),
  );

  /** Records an attendee after the spec's email and phone rules; the availability decides what is allowed. */
  async function register(kind: "rsvp" | "booking" | "wait-list", request: FastifyRequest<{ Body: AttendeeBody }>, reply: FastifyReply) {
    const body = request.body;
    const messages: string[] = [];
    if (!isValidEmail(body.email.trim())) messages.push("email must be a valid email address");
    if (body.phone) {
      const problem = phoneMessage(body.phone, { country: request.storefront.country });
      if (problem) messages.push(`phone: ${problem}`);
    }
    if (messages.length) throw new BadRequestError(messages);

    const row = await findDemo(request.storefront, body.cookingDemoId);
    const demo = present(row);
    if (row.demo.startsAt.getTime() <= now().getTime()) throw new HttpError(409, "This cooking demo has already started");
    if (kind !== "wait-list") {
      if (row.demo.availability === AVAILABILITY.ContactStore) throw new HttpError(409, `Please contact ${demo.store.name} to book this demo`);
      if (row.demo.availability === AVAILABILITY.WaitList || demo.placesLeft < body.guests) {
        throw new HttpError(409, "This cooking demo is full. Please join the wait list");
      }
    } else if (row.demo.availability === AVAILABILITY.ContactStore) {
      throw new HttpError(409, `Please contact ${demo.store.name} to join the wait list`);
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
        guests: body.guests,
        sessionId: session?.id ?? null,
      })
      .returning({ id: cookingDemoBookings.id });
    const placesLeft = kind === "wait-list" ? demo.placesLeft : demo.placesLeft - body.guests;
    const message =
      kind === "wait-list"
        ? "You're on the wait list. We'll email you if a place opens up."
        : kind === "rsvp"
          ? "Thanks, your RSVP is confirmed."
          : "Your booking is confirmed. See you there!";
    reply.code(201);
    return { bookingId: inserted?.id ?? 0, kind, cookingDemoId: row.demo.id, guests: body.guests, placesLeft, message };
  }

  const attendeeRoute = (url: string, kind: "rsvp" | "booking" | "wait-list", summary: string) =>
    app.post<{ Body: AttendeeBody }>(
      url,
      { schema: { tags: ["cooking demos"], summary, body: attendeeBody, response: { 201: bookingAnswer, ...errorResponses, 409: { type: "object", properties: { message: str }, required: ["message"] } } } },
      (request, reply) => register(kind, request, reply),
    );
  attendeeRoute("/api/cookingdemo/rsvp", "rsvp", "RSVP to a cooking demo");
  attendeeRoute("/api/cookingdemo/booking", "booking", "Book places at a cooking demo (older path, same as v2)");
  attendeeRoute("/api/v2/cookingdemo/booking", "booking", "Book places at a cooking demo");
  attendeeRoute("/api/v2/cookingdemo/wait-list", "wait-list", "Join the wait list of a cooking demo");
}
