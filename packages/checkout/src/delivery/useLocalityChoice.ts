import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { isApiError } from "@storefront/api-client/http";
import { useApiClient } from "@storefront/api-client/react";
import { locationQueries, useSetLocation } from "@storefront/api-client/stores";
import type { ChosenSuburb } from "@storefront/page-kit/suburb-field";

/** An answer saying the API does not know the locality (not a failure to reach it). */
function isUnknownLocality(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 400);
}

/**
 * spec 2 §4 "Choosing an address sets the geolocation id (postcode_suburb)" and §7 "locality
 * lookup; failure clears the suburb": each suburb the delivery address takes (chosen from the
 * lookup, a saved address, the saved checkout session) is looked up by suburb, state (in NZ the
 * region) and postcode (GET /api/locality/{suburb}/{state}/{postcode}), and its id becomes the
 * shopper's delivery location (POST /api/geo/setlocation). A locality the API does not know calls
 * `onUnknown` (the page clears the suburb and says 'Delivery services unavailable for the provided
 * address', spec 2 §8); a call that got no answer changes nothing.
 */
export function useLocalityChoice(chosen: ChosenSuburb | null, { enabled, onUnknown }: { enabled: boolean; onUnknown: () => void }): void {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { mutateAsync: setLocation } = useSetLocation();
  const unknown = useRef(onUnknown);
  useEffect(() => {
    unknown.current = onUnknown;
  });
  const suburb = chosen?.suburb.trim() ?? "";
  const state = chosen?.state.trim() ?? "";
  const postcode = chosen?.postcode.trim() ?? "";
  // A locality is looked up by all three parts (a suburb chosen from the lookup always has its state or region).
  const active = enabled && suburb !== "" && state !== "" && postcode !== "";

  useEffect(() => {
    if (!active) return;
    let current = true;
    const settle = async () => {
      let localityId: string;
      try {
        localityId = (await queryClient.fetchQuery(locationQueries.locality(client, suburb, state, postcode))).id;
      } catch (error) {
        if (current && isUnknownLocality(error)) unknown.current();
        return;
      }
      // The location follows; if it cannot be set, the delivery lookup still runs for the address.
      if (current) await setLocation({ localityId }).catch(() => undefined);
    };
    void settle();
    return () => {
      current = false;
    };
  }, [active, suburb, state, postcode, client, queryClient, setLocation]);
}
