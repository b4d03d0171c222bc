/**
 * Building blocks of the contract's schemas. Every schema is JSON Schema (TypeBox), so the API
 * validates requests and serialises answers with it and publishes it as OpenAPI, and the client
 * takes its types from it (`Static<typeof Schema>`).
 */
import { BOT_CHECK_TOKEN_MAX_LENGTH } from "@storefront/validation/bot-check";
import { Type, type Static, type TSchema, type TUnsafe } from "typebox";

export { Type, type Static, type TSchema };

/**
 * The schema keyword of free text (names, emails, messages): the API checks it with the one
 * free-text rule of `@storefront/validation/free-text`. An OpenAPI extension name, so the
 * published document stays valid.
 */
export const FREE_TEXT_KEYWORD = "x-free-text";

/** The largest id a database integer column holds: a bigger number names nothing (issue 18 item 2). */
export const MAX_ID = 2147483647;

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

/** Free text a person types: the free-text rule, with length limits. */
export function FreeText(maxLength: number, minLength = 0) {
  return Type.String({ minLength, maxLength, [FREE_TEXT_KEYWORD]: true });
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
