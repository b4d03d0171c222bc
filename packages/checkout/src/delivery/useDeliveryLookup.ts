import { useCallback, useEffect, useRef, useState } from "react";
import { useDeliveryAvailability, type AvailabilityAnswer, type AvailabilityRequest } from "@storefront/api-client/checkout";

export type DeliveryLookupStatus = "idle" | "loading" | "done" | "failed";

export interface DeliveryLookup {
  status: DeliveryLookupStatus;
  answer: AvailabilityAnswer | null;
}

export interface DeliveryLookupControl extends DeliveryLookup {
  /** Clears the answer (its calendar, supplier availability and services) and looks up again. */
  restart: () => void;
}

/**
 * spec 2 §4 "Delivery lookup": runs once the cart is loaded and the postcode is known, and again
 * whenever the address's suburb or postcode changes. Each run first clears the calendar; only the
 * newest answer counts. `onSettled` reports an answer (or null on a failure).
 */
export function useDeliveryLookup(
  request: AvailabilityRequest | null,
  onSettled: (answer: AvailabilityAnswer | null) => void,
): DeliveryLookupControl {
  const availability = useDeliveryAvailability();
  const [round, setRound] = useState(0);
  const [lookup, setLookup] = useState<DeliveryLookup>({ status: "idle", answer: null });
  const latest = useRef(0);
  const settled = useRef(onSettled);
  useEffect(() => {
    settled.current = onSettled;
  });
  const address = request?.deliveryAddress;
  const key = request && address?.postcode ? `${request.cartId}|${address.suburb ?? ""}|${address.postcode}|${address.state ?? ""}` : null;
  const { mutateAsync } = availability;

  useEffect(() => {
    if (!key || !request) {
      // An answer still on its way is for an address no longer there (a suburb cleared): it does not count.
      latest.current += 1;
      setLookup({ status: "idle", answer: null });
      return;
    }
    const run = ++latest.current;
    setLookup({ status: "loading", answer: null });
    mutateAsync(request).then(
      (answer) => {
        if (run !== latest.current) return;
        setLookup({ status: "done", answer });
        settled.current(answer);
      },
      () => {
        if (run !== latest.current) return;
        setLookup({ status: "failed", answer: null });
        settled.current(null);
      },
    );
    // The request is rebuilt on every render; the key says when the address changed (the round, a restart).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, mutateAsync, round]);

  const restart = useCallback(() => setRound((value) => value + 1), []);
  return { ...lookup, restart };
}
