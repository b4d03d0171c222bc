/**
 * The text rules: what a person may type into a field the commerce API receives. One rule for the
 * browser's forms and the API's schemas (issue 11 item 3, ARCHITECTURE decision 6).
 *
 * - **Plain text**, the rule of every string the API receives (issue 41 item 3): no control
 *   character (C0, DEL, C1: a NUL byte made the database answer 500, issue 18 item 2) and no
 *   unpaired UTF-16 surrogate (half a character, which no encoding can store). Tab, line feed and
 *   carriage return only in multi-line text (a message, notes, delivery instructions); a name, an
 *   email or a code is one line.
 * - **Free text** (names, emails, messages the API stores and shows): plain text, and markup and
 *   SQL statement breakers are refused: `< > ; \ -- /*`. A comment closer `*` `/` on its own breaks
 *   nothing once its opener is refused, so it is allowed (the API and the forms used to disagree
 *   on it).
 */

import { string, type StringSchema } from "yup";

/** The characters the markup rule refuses, as the messages list them. */
export const FREE_TEXT_FORBIDDEN = "< > ; \\ -- /*";

const MARKUP = /[<>;\\]|--|\/\*/;
// A control character (C0, DEL, C1) other than tab, line feed and carriage return.
const CONTROL = /[^\P{Cc}\t\n\r]/u;
const LINE_BREAK = /[\t\n\r]/;
// With the u flag a surrogate code unit matches only when it is not half of a pair.
const UNPAIRED_SURROGATE = /\p{Cs}/u;

/** Why a text breaks a rule: a control character, a line break or tab in one-line text, half a character, or markup. */
export type FreeTextProblem = "control" | "lineBreak" | "unpaired" | "markup";
/** The problems of the plain-text rule: every problem but markup. */
export type PlainTextProblem = Exclude<FreeTextProblem, "markup">;

export interface TextOptions {
  /** A multi-line text (a message, notes, delivery instructions) may hold tab, line feed and carriage return. */
  multiLine?: boolean;
}

/** The first problem of a text under the plain-text rule, or undefined when the text follows it. */
export function plainTextProblem(text: string, { multiLine = false }: TextOptions = {}): PlainTextProblem | undefined {
  if (CONTROL.test(text)) return "control";
  if (UNPAIRED_SURROGATE.test(text)) return "unpaired";
  if (!multiLine && LINE_BREAK.test(text)) return "lineBreak";
  return undefined;
}

/** The first problem of a text under the free-text rule (plain text without markup), or undefined when it follows it. */
export function freeTextProblem(text: string, options: TextOptions = {}): FreeTextProblem | undefined {
  return plainTextProblem(text, options) ?? (MARKUP.test(text) ? "markup" : undefined);
}

export function isFreeText(text: string, options: TextOptions = {}): boolean {
  return freeTextProblem(text, options) === undefined;
}

/** What the storefront's forms say under a field that breaks a rule. */
export const freeTextMessages: Record<FreeTextProblem, string> = {
  markup: `Please remove these characters: ${FREE_TEXT_FORBIDDEN}`,
  control: "Please remove control characters (such as NUL) from this text",
  lineBreak: "Please keep this text on one line, without tabs",
  unpaired: "Please remove the broken characters from this text",
};

/** What the API answers, after the field's name ("firstName must not contain ..."). */
export const freeTextApiMessages: Record<FreeTextProblem, string> = {
  markup: `must not contain HTML or SQL control characters (${FREE_TEXT_FORBIDDEN})`,
  control: "must not contain control characters such as NUL",
  lineBreak: "must be one line, without line breaks or tabs",
  unpaired: "must not contain broken characters (unpaired UTF-16 surrogates)",
};

/** A yup string that follows the free-text rule, with the form's message for each problem. */
export function freeTextString(options: TextOptions = {}): StringSchema<string | undefined> {
  return string().test("free-text", (value, context) => {
    const problem = value ? freeTextProblem(value, options) : undefined;
    return problem ? context.createError({ message: freeTextMessages[problem] }) : true;
  });
}
