import { Alert } from "@storefront/ui-kit/alert";
import type { ComponentProps, FormEvent } from "react";
import { useSubmit } from "react-router";
import styled from "styled-components";
import { searchForm } from "@storefront/page-kit/links";
import { Button } from "@storefront/ui-kit/button";
import { sanitiseSearchTerm } from "@storefront/validation/search";
import { suggestionTexts } from "./suggestion-texts";

const Form = styled.form`
  position: relative;
  flex: 1 1 320px;
  min-width: 0;
  max-width: 640px;
`;

const SubmitButton = styled(Button)`
  border-radius: ${({ theme }) => theme.radii.pill};
`;

/** A failed search's message under the field (spec 3 §8): an alert, read at once. */
export const SearchProblem = styled(Alert).attrs({ type: "error" as const })`
  margin-top: ${({ theme }) => theme.space[1]}px;
`;

export const Spinner = styled.span`
  display: inline-flex;
  padding: 0 ${({ theme }) => theme.space[2]}px;
`;

export const searchTexts = {
  label: "Search",
  placeholder: "Search products, brands and more",
  submit: "Search",
  formLabel: "Site search",
  ...suggestionTexts,
} as const;

/**
 * Submits the search through the router (issue 40 item 2): the same GET to `/search?q=term` the
 * form makes without JavaScript, whose loader sends the browser where the search service says
 * (spec 1 §4). The keyword is trimmed and sanitised (spec 1 §5); an empty one does nothing.
 */
export function useSearchSubmit(): (event: FormEvent<HTMLFormElement>, typed: string) => void {
  const submit = useSubmit();
  return (event, typed) => {
    event.preventDefault();
    const keyword = sanitiseSearchTerm(typed);
    if (!keyword) return;
    void submit({ [searchForm.termField]: keyword }, { method: "get", action: searchForm.action });
  };
}

/**
 * The search form, shared by the field the page starts with and the combobox it becomes: a real
 * GET form to the search route, so Enter searches before the page hydrates and without JavaScript
 * (issue 40 item 2); once hydrated the field's own submit goes through the router instead.
 */
export function SearchForm(props: Omit<ComponentProps<typeof Form>, "method" | "action" | "role" | "aria-label">) {
  return <Form {...props} method="get" action={searchForm.action} role="search" aria-label={searchTexts.formLabel} />;
}

/** The field's submit button. */
export function SearchSubmit() {
  return <SubmitButton type="submit">{searchTexts.submit}</SubmitButton>;
}
