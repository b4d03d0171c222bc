/**
 * Building blocks of the contract's schemas. Every schema is JSON Schema (TypeBox), so the API
 * validates requests and serialises answers with it and publishes it as OpenAPI, and the client
 * takes its types from it (`Static<typeof Schema>`).
 */
import { BOT_CHECK_TOKEN_MAX_LENGTH } from "@storefront/validation/bot-check";
import { Type, type Static, type TSchema, type TUnsafe } from "typebox";

export { Type, type Static, type TSchema };

/*
 * The text rules (`@storefront/validation/free-text`). Every string of a request, whatever its
 * schema, is plain text: the API refuses a control character (NUL included) or an unpaired
 * surrogate in any of them with a 400 before a handler runs (issue 41 item 3), so no schema has to
 * remember it. Two keywords refine the rule; both are OpenAPI extension names, so the published
 * document stays valid.
 */

/** Free text (names, emails, messages the API stores and shows): the markup rule as well. */
export const FREE_TEXT_KEYWORD = "x-free-text";

/** Multi-line text (messages, notes, delivery instructions): tab, line feed and carriage return are let through. */
export const MULTI_LINE_KEYWORD = "x-multi-line";

/** The largest id a database integer column holds: a bigger number names nothing (issue 18 item 2). */
export const MAX_ID = 2147483647;

/**
 * The shopper's session cookie (signed, HttpOnly), set by the API on the shopper's first change:
 * the cart, the compare list, the delivery location and the store are kept with it. The storefront
 * reads only whether a request carries it (issue 40: a page rendered for a shopper with a session
 * shows their cart and compare list in its server HTML).
 */
export const SHOPPER_SESSION_COOKIE = "sf_session";

/** One of a few strings, as `{ type: "string", enum }`: validated and serialised without trying each branch. */
export function StringEnum<const Values extends readonly string[]>(values: Values, options: { default?: Values[number] } = {}) {
  return Type.Unsafe<Values[number]>({ type: "string", enum: [...values], ...options });
}

/** One of a few whole numbers, as `{ type: "integer", enum }`. */
export function IntegerEnum<const Values extends readonly number[]>(values: Values, options: { default?: Values[number] } = {}) {
  return Type.Unsafe<Values[number]>({ type: "integer", enum: [...values], ...options });
}

/**
 * A value or null, as `{ type: [type, "null"] }` rather than `anyOf`, so the serialiser needs no
 * branch test (the product answers are the hot path). For schemas with one `type`.
 */
export function Nullable<T extends TSchema & { type: string }>(schema: T): TUnsafe<Static<T> | null> {
  return Type.Unsafe<Static<T> | null>({ ...schema, type: [schema.type, "null"] });
}

/** Free text a person types: the free-text rule, with length limits; on one line unless `multiLine`. */
export function FreeText(maxLength: number, minLength = 0, { multiLine = false }: { multiLine?: boolean } = {}) {
  return Type.String({ minLength, maxLength, [FREE_TEXT_KEYWORD]: true, ...(multiLine ? { [MULTI_LINE_KEYWORD]: true } : {}) });
}

/** The score check's token of a public form (validation's bot-check; the API asks the provider about it, issue 45 item 7). */
export const BotCheckToken = Type.String({ maxLength: BOT_CHECK_TOKEN_MAX_LENGTH });

/** A database id: a whole number from 1 to MAX_ID. */
export const Id = Type.Integer({ minimum: 1, maximum: MAX_ID });

/** `{ items, totalCount }`, the shape of every unpaged list. */
export function ListOf<T extends TSchema>(item: T) {
  return Type.Object({ items: Type.Array(item), totalCount: Type.Integer() });
}

/** spec 3 §8: a 401, 404 or 409 answers `{ message }`. */
export const MessageAnswer = Type.Object({ message: Type.String() });
export type MessageAnswer = Static<typeof MessageAnswer>;

/** spec 3 §8: a 400 answers a list of messages. */
export const MessagesAnswer = Type.Array(Type.String());
export type MessagesAnswer = Static<typeof MessagesAnswer>;

/** The error answers every call can give: 400 messages, 404 message. */
export const errorAnswers = {
  400: Type.Array(Type.String(), { description: "Invalid request: a list of messages" }),
  404: Type.Object({ message: Type.String() }, { description: "Unknown resource" }),
};

/** A link of navigation and breadcrumbs. */
export const NamedLink = Type.Object({ name: Type.String(), uri: Type.String() });
