import { useMutation, useQueryClient, type QueryKey, type UseMutationOptions } from "@tanstack/react-query";
import type { ApiError } from "../http/errors";

export type MutationOptions<TData, TVariables> = Omit<UseMutationOptions<TData, ApiError, TVariables>, "mutationFn">;

/**
 * A mutation that invalidates the key families it changes once it succeeds, then runs the
 * caller's own onSuccess: a caller's options never replace the invalidation.
 *
 * Reads of those families still on their way are cancelled first: they set off before the change
 * and answer with what was there before it. React Query's refetch reuses a query's first fetch
 * while it runs, so a page's first cart read answering after an add left the header's cart empty
 * (the checkout journeys on CI, when the API was slow to answer that read).
 */
export function useInvalidatingMutation<TData, TVariables>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  invalidates: (data: TData, variables: TVariables) => readonly QueryKey[],
  options: MutationOptions<TData, TVariables> = {},
) {
  const queryClient = useQueryClient();
  return useMutation<TData, ApiError, TVariables>({
    ...options,
    mutationFn,
    onSuccess: async (...args) => {
      const [data, variables] = args;
      const changed = invalidates(data, variables);
      await Promise.all(changed.map((queryKey) => queryClient.cancelQueries({ queryKey })));
      await Promise.all(changed.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      await options.onSuccess?.(...args);
    },
  });
}
