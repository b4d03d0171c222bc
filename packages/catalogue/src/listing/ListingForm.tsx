import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import {
  formSearch,
  normalListingSearch,
  otherParams,
  readListingState,
  sameChoices,
  type FilterGroup,
  type ListingScope,
  type ListingState,
} from "./listing-query";

export interface ListingFormProps {
  id: string;
  scope: ListingScope;
  /** The state the address holds, which the form's fields show. */
  state: ListingState;
  /** Active filters with no box or radio of their own (a value the facets do not list, a department): kept as hidden fields. */
  keptFilters: readonly { group: FilterGroup; value: string }[];
  /** Goes to the listing's address for these parameters. */
  onNavigate: (search: URLSearchParams) => void;
}

/**
 * The listing's GET form (issue 40 items 2 and 3, ARCHITECTURE.md decision 11). The sort and every
 * facet box belong to it through their `form` attribute, wherever they sit on the page, and the
 * address's other parameters ride along as hidden fields. Without JavaScript the 'Sort' and 'Apply
 * filters' buttons submit it and the loader writes the answer's address in its one form
 * (normalListingSearch); once hydrated a change submits it and the page navigates to the same
 * address through the router.
 *
 * A choice made before the page hydrated (a sort picked, a box ticked) is in the fields but in no
 * address: as the form hydrates it compares its fields with the address and, when the shopper has
 * changed something, goes there once.
 */
export function ListingForm({ id, scope, state, keptFilters, onNavigate }: ListingFormProps) {
  const { pathname, search } = useLocation();
  const formRef = useRef<HTMLFormElement>(null);
  // A change since the page hydrated has submitted the form already, with whatever was chosen before.
  const submitted = useRef(false);
  const submit = (form: HTMLFormElement) => {
    submitted.current = true;
    onNavigate(normalListingSearch(formSearch(form), scope));
  };

  // After the hydration's layout effects: the router takes navigations only from then on.
  useEffect(() => {
    const form = formRef.current;
    if (!form || submitted.current) return;
    if (!sameChoices(readListingState(formSearch(form), scope), state)) submit(form);
    // Once, as the form hydrates: later changes submit the form themselves.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <form
      ref={formRef}
      id={id}
      method="get"
      action={pathname}
      // Its fields are elsewhere on the page; it shows nothing of its own.
      hidden
      onSubmit={(event) => {
        event.preventDefault();
        submit(event.currentTarget);
      }}
    >
      {otherParams(new URLSearchParams(search)).map(([name, value], index) => (
        <input key={`${index}:${name}`} type="hidden" name={name} value={value} />
      ))}
      {keptFilters.map(({ group, value }) => (
        <input key={`${group}:${value}`} type="hidden" name={group} value={value} />
      ))}
    </form>
  );
}
