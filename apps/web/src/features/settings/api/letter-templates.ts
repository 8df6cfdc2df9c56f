import type { TLetterTemplateKind, TPreviewLetterTemplateRequest } from '@rentwell/contracts/letter-templates';
import type { TLanguage } from '@rentwell/contracts/profile';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, callApi, withSignal } from '../../../lib/api-client.ts';

const LETTER_TEMPLATES_KEY = ['organization', 'letter-templates'] as const;

/** `GET /api/letter-templates` (admins): every kind in every language, and the variables of each kind. */
export function useLetterTemplates() {
  return useQuery({
    queryKey: LETTER_TEMPLATES_KEY,
    queryFn: ({ signal }) => callApi(api['letter-templates'].$get({}, withSignal(signal))),
  });
}

type TTemplateKey = { kind: TLetterTemplateKind; language: TLanguage };

/** `PUT /api/letter-templates/:kind/:language`: saves the organization's own wording. */
export function useSaveLetterTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, language, body }: TTemplateKey & { body: string }) =>
      callApi(api['letter-templates'][':kind'][':language'].$put({ param: { kind, language }, json: { body } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LETTER_TEMPLATES_KEY }),
  });
}

/** `DELETE /api/letter-templates/:kind/:language`: back to the built-in wording. */
export function useResetLetterTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, language }: TTemplateKey) =>
      callApi(api['letter-templates'][':kind'][':language'].$delete({ param: { kind, language } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LETTER_TEMPLATES_KEY }),
  });
}

/** `POST /api/letter-templates/preview`: the text being edited, filled with one lease's real data. */
export function useLetterTemplatePreview(request: TPreviewLetterTemplateRequest) {
  return useQuery({
    queryKey: [...LETTER_TEMPLATES_KEY, 'preview', request],
    queryFn: ({ signal }) => callApi(api['letter-templates'].preview.$post({ json: request }, withSignal(signal))),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
