import type { KitchenClubAnswer, KitchenClubRefusal, KitchenClubRequest } from "@storefront/api-contract/forms";
import { isValidEmail } from "@storefront/validation/email";
import { validateNewsletter } from "@storefront/validation/newsletter";
import { phoneMessage } from "@storefront/validation/phone";
import { and, eq } from "drizzle-orm";
import type { AppContext } from "../context";
import { kitchenClubSubmissions } from "../db/schema";
import { BadRequestError } from "../http/errors";
import type { Storefront } from "../storefronts";

export type KitchenClubFormType = "Newsletter" | "Contact";
export type KitchenClubOutcome = { status: 201; answer: KitchenClubAnswer } | { status: 409; answer: KitchenClubRefusal };

const ALREADY_SUBSCRIBED = "This email address is already subscribed to the Kitchen Club.";

/** The form type of a kitchen-club post: its type, else Newsletter for the Newsletter source, else Contact. */
export const formTypeOf = (body: Pick<KitchenClubRequest, "type" | "source">): KitchenClubFormType =>
  body.type === "Newsletter" || (body.type === undefined && body.source === "Newsletter") ? "Newsletter" : "Contact";

/**
 * spec 1 §7 kitchen-club forms. Rule failures (the newsletter rules of spec 1 §5) are a 400 list
 * of messages; a refused signup (already subscribed) is 409 with errtext, which the form shows.
 */
export function kitchenClub({ db }: Pick<AppContext, "db">) {
  function problems(storefront: Storefront, body: KitchenClubRequest, formType: KitchenClubFormType): string[] {
    const messages: string[] =
      formType === "Newsletter"
        ? Object.values(validateNewsletter(body))
        : [
            ...(body.name.trim() ? [] : ["Please enter your Name"]),
            ...(isValidEmail(body.email.trim()) ? [] : ["Please enter a valid Email"]),
            ...(body.postcode && !/^\d{3,4}$/.test(body.postcode.trim()) ? ["Please enter a valid Postcode"] : []),
          ];
    if (body.phone) {
      const problem = phoneMessage(body.phone, { country: storefront.country });
      if (problem) messages.push(problem);
    }
    return messages;
  }

  async function isSubscribed(storefront: Storefront, email: string): Promise<boolean> {
    const [existing] = await db
      .select({ id: kitchenClubSubmissions.id })
      .from(kitchenClubSubmissions)
      .where(
        and(
          eq(kitchenClubSubmissions.storefrontId, storefront.id),
          eq(kitchenClubSubmissions.formType, "Newsletter"),
          eq(kitchenClubSubmissions.email, email),
        ),
      )
      .limit(1);
    return existing !== undefined;
  }

  return {
    /** `checkBot` runs after the form's rules and before anything is read or written (the bot check of issue 45 item 7). */
    async submit(
      storefront: Storefront,
      body: KitchenClubRequest,
      formType: KitchenClubFormType,
      checkBot: () => Promise<void> = () => Promise.resolve(),
    ): Promise<KitchenClubOutcome> {
      const messages = problems(storefront, body, formType);
      if (messages.length) throw new BadRequestError(messages);
      await checkBot();
      const email = body.email.trim().toLowerCase();
      if (formType === "Newsletter" && (await isSubscribed(storefront, email))) {
        return { status: 409, answer: { success: false, errtext: ALREADY_SUBSCRIBED, message: ALREADY_SUBSCRIBED } };
      }
      await db.insert(kitchenClubSubmissions).values({
        storefrontId: storefront.id,
        formType,
        source: body.source,
        name: body.name.trim(),
        email,
        postcode: body.postcode?.trim() || null,
        phone: body.phone?.replace(/\s+/g, "") || null,
        message: body.message?.trim() || null,
      });
      const message = formType === "Newsletter" ? "Thanks for joining the Kitchen Club!" : "Thanks, our team will be in touch soon.";
      return { status: 201, answer: { success: true, message } };
    },
  };
}
