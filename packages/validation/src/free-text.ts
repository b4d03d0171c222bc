/**
 * The free-text rule: what a person may type into a name, email or message field that the
 * commerce API stores. One rule for the browser's forms and the API's schemas (issue 11 item 3,
 * ARCHITECTURE decision 6).
 *
 * - Markup and SQL statement breakers are refused: `< > ; \ -- /*`. A comment closer `*` `/` on
 *   its own breaks nothing once its opener is refused, so it is allowed (the API and the forms
 *   used to disagree on it).
 * - Control characters are refused (issue 18 item 2: a NUL byte made the database answer 500),
 *   except tab, line feed and carriage return, which a multi-line message holds.
 */

import { string, type StringSchema } from "yup";

/** The characters the markup rule refuses, as the messages list them. */
export const FREE_TEXT_FORBIDDEN = "< > ; \\ -- /*";

const MARKUP = /[<>;\\]|--|\/\*/;
// A control character (C0, DEL, C1) other than tab, line feed and carriage return.
const CONTROL = /[^\P{Cc}\t\n\r]/u;

/** Why a text breaks the rule: markup or statement breakers, or a control character. */
export type FreeTextProblem = "markup" | "control";

/** The first problem of a text, or undefined when the text follows the rule. */
export function freeTextProblem(text: string): FreeTextProblem | undefined {
  if (CONTROL.test(text)) return "control";
  if (MARKUP.test(text)) return "markup";
  return undefined;
}

export function isFreeText(text: string): boolean {
  return freeTextProblem(text) === undefined;
}

/** What the storefront's forms say under a field that breaks the rule. */
export const freeTextMessages: Record<FreeTextProblem, string> = {
  markup: `Please remove these characters: ${FREE_TEXT_FORBIDDEN}`,
  control: "Please remove control characters (such as NUL) from this text",
};

/** What the API answers, after the field's name ("firstName must not contain ..."). */
export const freeTextApiMessages: Record<FreeTextProblem, string> = {
  markup: `must not contain HTML or SQL control characters (${FREE_TEXT_FORBIDDEN})`,
  control: "must not contain control characters such as NUL",
};

/** A yup string that follows the rule, with the form's message for each problem. */
export function freeTextString(): StringSchema<string | undefined> {
  return string().test("free-text", (value, context) => {
    const problem = value ? freeTextProblem(value) : undefined;
    return problem ? context.createError({ message: freeTextMessages[problem] }) : true;
  });
}
