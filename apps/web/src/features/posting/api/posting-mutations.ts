import type {
  TCreateFacebookGroupRequest,
  TCreateSocialPostRequest,
  TPostSourceKind,
  TUpdateFacebookGroupRequest,
} from '@rentwell/contracts/social-posting';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi } from '../../../lib/api-client.ts';
import { postingKeys } from './posting-queries.ts';

const posting = api['social-posting'];

/** Posts change groups' counts and groups appear in posts: every change refreshes the feature's queries. */
function useInvalidatePosting() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: postingKeys.all });
}

export function useCreateGroup() {
  const invalidate = useInvalidatePosting();
  return useMutation({
    mutationFn: (request: TCreateFacebookGroupRequest) => callApi(posting.groups.$post({ json: request })),
    onSuccess: invalidate,
  });
}

export function useUpdateGroup() {
  const invalidate = useInvalidatePosting();
  return useMutation({
    mutationFn: ({ groupId, patch }: { groupId: string; patch: TUpdateFacebookGroupRequest }) =>
      callApi(posting.groups[':groupId'].$patch({ param: { groupId }, json: patch })),
    onSuccess: invalidate,
  });
}

export function useDeleteGroup() {
  const invalidate = useInvalidatePosting();
  return useMutation({
    mutationFn: (groupId: string) => callApi(posting.groups[':groupId'].$delete({ param: { groupId } })),
    onSuccess: invalidate,
  });
}

export function useComposePost() {
  return useMutation({
    mutationFn: (request: { kind: TPostSourceKind; id: string; language: 'en' | 'es' | 'fr' | 'he' | 'sq' }) =>
      callApi(posting.compose.$post({ json: request })),
  });
}

export function useCreatePost() {
  const invalidate = useInvalidatePosting();
  return useMutation({
    mutationFn: (request: TCreateSocialPostRequest) => callApi(posting.posts.$post({ json: request })),
    onSuccess: invalidate,
  });
}

export function useCancelPost() {
  const invalidate = useInvalidatePosting();
  return useMutation({
    mutationFn: (postId: string) => callApi(posting.posts[':postId'].cancel.$post({ param: { postId } })),
    onSuccess: invalidate,
  });
}
