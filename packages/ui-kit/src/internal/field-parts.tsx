import styled from "styled-components";

/*
 * The field parts that need no form library: shared by the formik-bound fields (`./field`) and the
 * HTML-first `FormBlockField`, which must not pull formik into a page that has no formik form.
 */

/** The ids of a control's description, in order, or nothing when there are none. */
export function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  const list = ids.filter(Boolean);
  return list.length ? list.join(" ") : undefined;
}

/** Help under a field's label, read with the field (its id in the control's `aria-describedby`). */
export const FieldHint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.text.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
