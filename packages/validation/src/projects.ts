/**
 * The staff project page's form rules (spec 3 §3 Project, §7 project calls). The spec does not
 * show field-level project form validation (spec 3 §5), so rules and messages are ours. One rule
 * for the page's formik forms and the API's actions (ARCHITECTURE decision 6): each function
 * takes the form's values (text) or the API's body (numbers) and answers one message per invalid
 * field, keyed by the field's name in both, or an empty object.
 */

import { freeTextMessages, freeTextProblem } from "./free-text";

/** A line's quantity: a whole number from 1 to 99. */
export const PROJECT_QUANTITY_MIN = 1;
export const PROJECT_QUANTITY_MAX = 99;

export const projectMessages = {
  name: "Enter a project name.",
  folderTitle: "Enter a folder name.",
  sku: "Enter a SKU.",
  quantity: `Enter a quantity from ${PROJECT_QUANTITY_MIN} to ${PROJECT_QUANTITY_MAX}.`,
  note: "Write a note first.",
  comment: "Write a comment first.",
  brand: "Enter the brand.",
  rrpOverride: "Enter an amount of 0 or more.",
  transferTarget: "Choose a project",
} as const;

type Errors<Field extends string> = Partial<Record<Field, string>>;

/** Text with something other than white space in it: what every name, title, note and comment needs. */
export function hasText(value: string | null | undefined): boolean {
  return typeof value === "string" && value.trim() !== "";
}

/**
 * A name, title, note, comment or brand: something other than white space (the field's own
 * message), and the free-text rule the API's schemas apply to it (its message under the field).
 */
function textMessage(value: string, blank: string): string | undefined {
  if (!hasText(value)) return blank;
  const problem = freeTextProblem(value);
  return problem ? freeTextMessages[problem] : undefined;
}

/** One field's message as formik's errors: `{}` when there is none. */
function errorOf<Field extends string>(field: Field, message: string | undefined): Errors<Field> {
  return message === undefined ? {} : ({ [field]: message } as Errors<Field>);
}

/** A form's number field ("" is no number) or the API's number. */
function toNumber(value: string | number): number {
  return typeof value === "number" ? value : value.trim() === "" ? Number.NaN : Number(value);
}

export function isProjectQuantity(value: string | number): boolean {
  const quantity = toNumber(value);
  return Number.isInteger(quantity) && quantity >= PROJECT_QUANTITY_MIN && quantity <= PROJECT_QUANTITY_MAX;
}

/** An RRP override is optional (blank or null); when given, an amount of 0 or more. */
export function isRrpOverride(value: string | number | null | undefined): boolean {
  if (value === null || value === undefined || (typeof value === "string" && value.trim() === "")) return true;
  const amount = toNumber(value);
  return Number.isFinite(amount) && amount >= 0;
}

/** The form's RRP override as the API takes it: null when empty. */
export function parseRrpOverride(value: string): number | null {
  return value.trim() === "" ? null : Number(value);
}

/** A project to move or copy a line to: a project id (the picker's value, or the API's number). */
export function isTransferTarget(value: string | number): boolean {
  const id = toNumber(value);
  return Number.isInteger(id) && id >= 1;
}

/** A project's name: create, rename (POST /api/v2/project, /name). */
export function validateProjectName({ name }: { name: string }): Errors<"name"> {
  return errorOf("name", textMessage(name, projectMessages.name));
}

/** A folder's title: add, rename (POST /api/v2/project/folder). */
export function validateFolderTitle({ title }: { title: string }): Errors<"title"> {
  return errorOf("title", textMessage(title, projectMessages.folderTitle));
}

/** A SKU to add to a folder (POST /api/projects/product). */
export function validateProjectSku({ sku }: { sku: string }): Errors<"sku"> {
  return hasText(sku) ? {} : { sku: projectMessages.sku };
}

/** A line's quantity (POST /api/projects/product with a productCode). */
export function validateProjectQuantity({ quantity }: { quantity: string | number }): Errors<"quantity"> {
  return isProjectQuantity(quantity) ? {} : { quantity: projectMessages.quantity };
}

/** A note on a product (POST /api/v2/project/product-note). */
export function validateProductNote({ notes }: { notes: string }): Errors<"notes"> {
  return errorOf("notes", textMessage(notes, projectMessages.note));
}

/** A staff comment (POST /api/v2/project/comment). */
export function validateProjectComment({ comment }: { comment: string }): Errors<"comment"> {
  return errorOf("comment", textMessage(comment, projectMessages.comment));
}

/** A product variation (POST /api/v2/project/product-variation). */
export function validateProductVariation({
  brand,
  comments,
  rrpOverride,
}: {
  brand: string;
  comments?: string;
  rrpOverride?: string | number | null;
}): Errors<"brand" | "comments" | "rrpOverride"> {
  const commentsProblem = comments ? freeTextProblem(comments) : undefined;
  return {
    ...errorOf("brand", textMessage(brand, projectMessages.brand)),
    ...errorOf("comments", commentsProblem && freeTextMessages[commentsProblem]),
    ...(isRrpOverride(rrpOverride) ? {} : { rrpOverride: projectMessages.rrpOverride }),
  };
}

/** A line's move or copy to another project (POST /api/v2/project/product-transfer). */
export function validateProductTransfer({ targetProjectId }: { targetProjectId: string | number }): Errors<"targetProjectId"> {
  return isTransferTarget(targetProjectId) ? {} : { targetProjectId: projectMessages.transferTarget };
}
