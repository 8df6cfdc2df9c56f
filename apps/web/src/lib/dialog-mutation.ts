/**
 * What a dialog needs of a TanStack `useMutation` result: to run it, to forget its last outcome when the dialog closes
 * (so it opens again without the old error), and its state.
 */
export type TDialogMutation<TVariables, TData = unknown> = {
  mutate: (variables: TVariables, options: { onSuccess: (data: TData) => void }) => void;
  reset: () => void;
  isPending: boolean;
  error: unknown;
};
