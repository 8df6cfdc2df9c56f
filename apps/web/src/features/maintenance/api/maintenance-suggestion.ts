import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, callApi, withSignal } from '../../../lib/api-client.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';

/** Fewer letters than this (title and description together) is not worth asking about. */
const MIN_TEXT_LENGTH = 4;
const TYPING_PAUSE_MS = 400;

/**
 * The category and urgency the server's classifier reads in a request's title and description, asked once the
 * person pauses typing; null when the text says too little.
 */
export function useMaintenanceSuggestion(title: string, description: string) {
  const debouncedTitle = useDebouncedValue(title.trim(), TYPING_PAUSE_MS);
  const debouncedDescription = useDebouncedValue(description.trim(), TYPING_PAUSE_MS);
  const text = { title: debouncedTitle, description: debouncedDescription };
  const enabled = text.title.length + text.description.length >= MIN_TEXT_LENGTH;
  const query = useQuery({
    queryKey: ['maintenance', 'suggestion', text.title, text.description],
    queryFn: ({ signal }) => callApi(api['maintenance-analysis'].suggestion.$post({ json: text }, withSignal(signal))),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    placeholderData: keepPreviousData,
    retry: false,
  });
  return enabled ? (query.data?.suggestion ?? null) : null;
}
