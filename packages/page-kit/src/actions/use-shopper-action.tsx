import { useCallback, useRef, useState, type FormEvent } from "react";
import { useFetcher, useLocation, type ClientActionFunctionArgs } from "react-router";
import { fallbackMessages } from "@storefront/api-client/http";
import { RETURN_TO_FIELD, type ActionOutcome } from "./action-fields";

// The page's action submissions go one after another: a new shopper's first change makes the API
// create the session whose cookie comes back with the answer, and a second change sent before
// that would start a session of its own (a split cart or compare list). api-client's
// `writesInTurn` does the same for the browser's own API calls. One at a time also tells which
// submission an outcome belongs to (`shopperClientAction`).
let turn: Promise<unknown> = Promise.resolve();
let awaitingOutcome: ((outcome: ActionOutcome<unknown>) => void) | null = null;

/** Runs `write` once every submission queued before it has settled. */
export function inTurn<T>(write: () => Promise<T>): Promise<T> {
  const next = turn.then(write);
  turn = next.catch(() => undefined);
  return next;
}

function isOutcome(value: unknown): value is ActionOutcome<unknown> {
  return typeof value === "object" && value !== null && typeof (value as ActionOutcome).ok === "boolean";
}

/**
 * The `clientAction` of every route with a shopper action: the route's server action runs as it
 * would for a post without JavaScript, and its outcome goes to the submission waiting for it
 * (`useShopperAction`'s `submit` resolves with it) as well as to the fetcher. A storefront that
 * did not answer (offline, a 5xx) is an outcome too, never an error that would take the page to
 * its error boundary: the shopper is told to try again.
 */
export async function shopperClientAction({
  serverAction,
}: Pick<ClientActionFunctionArgs, "serverAction">): Promise<ActionOutcome<unknown>> {
  const answer: unknown = await serverAction().catch(() => undefined);
  const outcome: ActionOutcome<unknown> = isOutcome(answer) ? answer : { ok: false, message: fallbackMessages.other };
  awaitingOutcome?.(outcome);
  awaitingOutcome = null;
  return outcome;
}

/**
 * The hidden field that names the page an action's form is on, so a post made without
 * JavaScript comes back to it (`shopperAction` checks it is a path on this site).
 */
export function ReturnToField() {
  const { pathname, search } = useLocation();
  return <input type="hidden" name={RETURN_TO_FIELD} value={`${pathname}${search}`} />;
}

export interface ShopperActionForm<Data> {
  /** The router's form for this action (a fetcher's): server-rendered as a plain `<form method="post">`. */
  Form: ReturnType<typeof useFetcher>["Form"];
  /** The form's submit handler: the same fields, sent through the router in turn. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /**
   * Sends fields through the router, in turn, and resolves with the action's outcome (undefined
   * when none came: the API could not be reached, or the submission was cut off).
   */
  submit: (fields: FormData) => Promise<ActionOutcome<Data> | undefined>;
  /** True from the submit until its outcome, waiting for an earlier submission included. */
  pending: boolean;
  /** The last outcome, once it has come. */
  outcome: ActionOutcome<Data> | undefined;
}

/** The fields of a submitted form, with the name and value of the button that sent it, as a native post has them. */
export function submittedFields(event: FormEvent<HTMLFormElement>): FormData {
  const fields = new FormData(event.currentTarget);
  const submitter = (event.nativeEvent as SubmitEvent).submitter;
  if ((submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement) && submitter.name) {
    fields.set(submitter.name, submitter.value);
  }
  return fields;
}

/**
 * A shopper action's form as the hydrated page uses it (ARCHITECTURE.md decision 11): the same
 * `<form method="post" action>` the server rendered, submitted through the router's fetcher, so
 * the route action that serves a post without JavaScript serves this one too (the route exports
 * `shopperClientAction` as its `clientAction`). Submissions go in turn (`inTurn`); the page's
 * loaders are not run again (the page keeps its data in react-query, which `onOutcome` updates).
 * `onOutcome` is called once per outcome.
 */
export function useShopperAction<Data = unknown>(
  action: string,
  options: { onOutcome?: (outcome: ActionOutcome<Data>) => void } = {},
): ShopperActionForm<Data> {
  const fetcher = useFetcher();
  const [queued, setQueued] = useState(0);
  const [outcome, setOutcome] = useState<ActionOutcome<Data>>();
  const onOutcome = useRef(options.onOutcome);
  onOutcome.current = options.onOutcome;

  const routerSubmit = fetcher.submit;
  const submit = useCallback(
    (fields: FormData) => {
      setQueued((count) => count + 1);
      return inTurn(
        () =>
          new Promise<ActionOutcome<Data> | undefined>((resolve, reject) => {
            const settle = (answer: ActionOutcome<unknown> | undefined) => resolve(answer as ActionOutcome<Data> | undefined);
            awaitingOutcome = settle;
            routerSubmit(fields, { method: "post", action, defaultShouldRevalidate: false }).then(() => {
              // The router is done: an outcome, if one came, has been handed over already.
              if (awaitingOutcome === settle) awaitingOutcome = null;
              settle(undefined);
            }, reject);
          }),
      )
        .then((answer) => {
          if (answer) {
            setOutcome(answer);
            onOutcome.current?.(answer);
          }
          return answer;
        })
        .finally(() => setQueued((count) => count - 1));
    },
    [routerSubmit, action],
  );
  const onSubmit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      void submit(submittedFields(event));
    },
    [submit],
  );
  return { Form: fetcher.Form, onSubmit, submit, pending: queued > 0 || fetcher.state !== "idle", outcome };
}
