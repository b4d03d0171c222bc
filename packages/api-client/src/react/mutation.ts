import { useMutation, useQueryClient, type QueryKey, type UseMutationOptions } from "@tanstack/react-query";
import type { ApiError } from "../http/errors";

export type MutationOptions<TData, TVariables> = Omit<UseMutationOptions<TData, ApiError, TVariables>, "mutationFn">;

/**
 * A mutation that invalidates the key families it changes once it succeeds, then runs the
 * caller's own onSuccess: a caller's options never replace the invalidation.
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
      await Promise.all(invalidates(data, variables).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      await options.onSuccess?.(...args);
    },
  });
}
