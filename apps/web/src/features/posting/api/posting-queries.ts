import { queryOptions } from '@tanstack/react-query';
import { api, callApi, withSignal } from '../../../lib/api-client.ts';

const posting = api['social-posting'];

/** Query keys of this feature ('posting'). */
export const postingKeys = {
  all: ['posting'] as const,
  groups: ['posting', 'groups'] as const,
  posts: ['posting', 'posts'] as const,
  sources: ['posting', 'sources'] as const,
};

export function groupListQueryOptions() {
  return queryOptions({
    queryKey: postingKeys.groups,
    queryFn: ({ signal }) => callApi(posting.groups.$get(undefined, withSignal(signal))),
  });
}

export function postListQueryOptions() {
  return queryOptions({
    queryKey: postingKeys.posts,
    queryFn: ({ signal }) => callApi(posting.posts.$get(undefined, withSignal(signal))),
  });
}

export function postSourcesQueryOptions() {
  return queryOptions({
    queryKey: postingKeys.sources,
    queryFn: ({ signal }) => callApi(posting.sources.$get(undefined, withSignal(signal))),
  });
}
