import type {
  TCreateReminderRuleRequest,
  TReminderTemplate,
  TUpdateReminderRuleRequest,
} from '@rentwell/contracts/workflows';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi } from '../../../lib/api-client.ts';
import { workflowKeys } from './workflow-queries.ts';

/** A change to a reminder changes the list and the preview both. */
function useInvalidateWorkflows() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: workflowKeys.all });
}

export function useCreateReminder() {
  const invalidate = useInvalidateWorkflows();
  return useMutation({
    mutationFn: (request: TCreateReminderRuleRequest) => callApi(api.workflows.$post({ json: request })),
    onSuccess: invalidate,
  });
}

export function useCreateReminderFromTemplate() {
  const invalidate = useInvalidateWorkflows();
  return useMutation({
    mutationFn: (template: TReminderTemplate) => callApi(api.workflows['from-template'].$post({ json: { template } })),
    onSuccess: invalidate,
  });
}

export function useUpdateReminder() {
  const invalidate = useInvalidateWorkflows();
  return useMutation({
    mutationFn: ({ ruleId, patch }: { ruleId: string; patch: TUpdateReminderRuleRequest }) =>
      callApi(api.workflows[':ruleId'].$patch({ param: { ruleId }, json: patch })),
    onSuccess: invalidate,
  });
}

export function useDeleteReminder() {
  const invalidate = useInvalidateWorkflows();
  return useMutation({
    mutationFn: (ruleId: string) => callApi(api.workflows[':ruleId'].$delete({ param: { ruleId } })),
    onSuccess: invalidate,
  });
}

/** Sends the reminder to the signed-in manager now. */
export function useSendTestReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ruleId: string) => callApi(api.workflows[':ruleId'].test.$post({ param: { ruleId } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['notifications'] }),
  });
}
