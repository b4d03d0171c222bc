import { isValidEmail } from "@storefront/validation/email";
import { validateNewsletter } from "@storefront/validation/newsletter";
import { phoneMessage } from "@storefront/validation/phone";
import { and, eq } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { AppContext } from "../context";
import { kitchenClubSubmissions } from "../db/schema";
import { BadRequestError } from "../http/errors";
import { errorResponses, safeText } from "../http/schemas";

/** spec 1 §7: the source values of kitchen-club forms. */
export const KITCHEN_CLUB_SOURCES = ["Footer", "Newsletter", "Checkout", "AskAnExpert", "ProductEnquiry", "CatalogueDetails", "Project", "PromotionRedemption", "Promotion"] as const;
export const FORM_TYPES = ["Newsletter", "Contact"] as const;

interface KitchenClubBody {
  source: (typeof KITCHEN_CLUB_SOURCES)[number];
  type?: (typeof FORM_TYPES)[number];
  name: string;
  email: string;
  postcode?: string;
  phone?: string;
  message?: string;
}

const str = { type: "string" } as const;
const answer = { type: "object", properties: { success: { type: "boolean" }, message: str }, required: ["success", "message"] } as const;
const failure = { type: "object", properties: { success: { type: "boolean" }, errtext: str, message: str }, required: ["success", "errtext", "message"] } as const;

const bodyProperties = {
  source: { type: "string", enum: [...KITCHEN_CLUB_SOURCES] },
  type: { type: "string", enum: [...FORM_TYPES] },
  name: safeText(100),
  email: safeText(254),
  postcode: { type: "string", maxLength: 10 },
  phone: { type: "string", maxLength: 20, pattern: "^[0-9+ ()]*$" },
  message: safeText(2000),
} as const;

const ALREADY_SUBSCRIBED = "This email address is already subscribed to the Kitchen Club.";

/**
 * spec 1 §7 kitchen-club forms. Rule failures (the newsletter rules of spec 1 §5) are a 400 list
 * of messages; a refused signup (already subscribed) is 409 with errtext, which the form shows.
 */
export function registerKitchenClubRoutes(app: FastifyInstance, { db }: AppContext): void {
  async function submit(request: FastifyRequest<{ Body: KitchenClubBody }>, reply: FastifyReply, formType: "Newsletter" | "Contact") {
    const body = request.body;
    const storefrontId = request.storefront.id;
    const messages: string[] =
      formType === "Newsletter"
        ? Object.values(validateNewsletter(body))
        : [
            ...(body.name.trim() ? [] : ["Please enter your Name"]),
            ...(isValidEmail(body.email.trim()) ? [] : ["Please enter a valid Email"]),
            ...(body.postcode && !/^\d{3,4}$/.test(body.postcode.trim()) ? ["Please enter a valid Postcode"] : []),
          ];
    if (body.phone) {
      const problem = phoneMessage(body.phone, { country: request.storefront.country });
      if (problem) messages.push(problem);
    }
    if (messages.length) throw new BadRequestError(messages);
    const email = body.email.trim().toLowerCase();
    if (formType === "Newsletter") {
      const [existing] = await db
        .select({ id: kitchenClubSubmissions.id })
        .from(kitchenClubSubmissions)
        .where(and(eq(kitchenClubSubmissions.storefrontId, storefrontId), eq(kitchenClubSubmissions.formType, "Newsletter"), eq(kitchenClubSubmissions.email, email)))
        .limit(1);
      if (existing) return reply.code(409).send({ success: false, errtext: ALREADY_SUBSCRIBED, message: ALREADY_SUBSCRIBED });
    }
    await db.insert(kitchenClubSubmissions).values({
      storefrontId,
      formType,
      source: body.source,
      name: body.name.trim(),
      email,
      postcode: body.postcode?.trim() || null,
      phone: body.phone?.replace(/\s+/g, "") || null,
      message: body.message?.trim() || null,
    });
    return reply.code(201).send({
      success: true,
      message: formType === "Newsletter" ? "Thanks for joining the Kitchen Club!" : "Thanks, our team will be in touch soon.",
    });
  }

  app.post<{ Body: KitchenClubBody }>(
    "/api/Contact/kitchenclub",
    {
      schema: {
        tags: ["forms"],
        summary: "Kitchen-club form with its source; type Newsletter applies the newsletter rules",
        body: { type: "object", properties: bodyProperties, required: ["source", "name", "email"], additionalProperties: false },
        response: { 201: answer, 409: failure, ...errorResponses },
      },
    },
    (request, reply) => submit(request, reply, request.body.type === "Newsletter" || (request.body.type === undefined && request.body.source === "Newsletter") ? "Newsletter" : "Contact"),
  );

  app.post<{ Body: KitchenClubBody }>(
    "/api/kitchenclub/newsletter",
    {
      schema: {
        tags: ["forms"],
        summary: "Newsletter signup (Name, Email, Postcode); the spec does not show this path, see README",
        body: {
          type: "object",
          properties: { ...bodyProperties, source: { ...bodyProperties.source, default: "Newsletter" } },
          required: ["name", "email", "postcode"],
          additionalProperties: false,
        },
        response: { 201: answer, 409: failure, ...errorResponses },
      },
    },
    (request, reply) => submit(request, reply, "Newsletter"),
  );
}
