import { queryOptions } from '@tanstack/react-query';
import { api, callApi, withSignal } from '../../../lib/api-client.ts';

const posting = api['social-posting'];

/** Query keys of this feature ('posting'). */
export const postingKeys = {
  all: ['posting'] as const,
  groups: ['posting', 'groups'] as const,
  posts: (page: number) => ['posting', 'posts', page] as const,
  sources: ['posting', 'sources'] as const,
};

export function groupListQueryOptions() {
  return queryOptions({
    queryKey: postingKeys.groups,
    queryFn: ({ signal }) => callApi(posting.groups.$get(undefined, withSignal(signal))),
  });
}

/** Posts per page of 'Your posts'. */
const POSTS_PAGE_SIZE = 10;

/** A page of my posts, newest first. */
export function postListQueryOptions(page: number) {
  return queryOptions({
    queryKey: postingKeys.posts(page),
    queryFn: ({ signal }) =>
      callApi(
        posting.posts.$get({ query: { page: String(page), pageSize: String(POSTS_PAGE_SIZE) } }, withSignal(signal)),
      ),
  });
}

export function postSourcesQueryOptions() {
  return queryOptions({
    queryKey: postingKeys.sources,
    queryFn: ({ signal }) => callApi(posting.sources.$get(undefined, withSignal(signal))),
  });
}
