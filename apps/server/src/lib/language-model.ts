import { unmatchedNumbers } from '@rentwell/domain/narrative-numbers';
import type { Logger } from 'pino';
import { z } from 'zod';

export interface NarrativeRequest {
  task: 'financial-insights' | 'maintenance-analysis' | 'rent-prediction' | 'listing-post';
  language: 'en' | 'es' | 'fr' | 'he' | 'sq';
  facts: unknown;
}

/**
 * Writes the wording around computed facts; `null` means it failed or wrote a number the facts do not hold
 * (`unmatchedNumbers`; logged) and the caller uses its templates.
 */
export interface LanguageModel {
  writeNarrative(request: NarrativeRequest): Promise<string | null>;
}

export type LanguageModelConfig = { baseUrl: string; apiKey: string | undefined; model: string };

const DEFAULT_TIMEOUT_MS = 20_000;
const MAX_NARRATIVE_CHARACTERS = 8_000;

const LANGUAGE_NAMES: Record<NarrativeRequest['language'], string> = {
  en: 'English',
  es: 'Spanish (informal "tú")',
  fr: 'French',
  he: 'Hebrew',
  sq: 'Albanian',
};

const TASK_SUBJECTS: Record<NarrativeRequest['task'], string> = {
  'financial-insights': "a property manager's financial insights (trends, anomalies, late payers, forecast)",
  'maintenance-analysis': 'an analysis of maintenance requests (categories, recurring issues, costs, follow-ups)',
  'rent-prediction': 'a rent estimate for a unit (range, comparables, market baseline)',
  'listing-post': 'a rental listing post for a unit',
};

/** The instructions every request carries: the facts are the only source, in the reader's language. */
export function systemPromptFor(request: NarrativeRequest): string {
  return [
    `You write ${TASK_SUBJECTS[request.task]} for Rentwell, a property-management application.`,
    `Write in ${LANGUAGE_NAMES[request.language]} only.`,
    'Write only from the JSON facts the user message gives you. Do not invent numbers, names, dates or causes;',
    'every number you mention must appear in the facts. Money amounts are in minor units (cents) with their currency',
    'code: divide by 100 and keep the currency. Never add amounts in different currencies.',
    'Write plain text (no Markdown, no headings), at most three short paragraphs.',
  ].join(' ');
}

const ZChatCompletion = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable().optional() }) })).min(1),
});

/**
 * An OpenAI-compatible chat-completions client (`POST {baseUrl}/chat/completions`). Optional: without
 * `LLM_BASE_URL` there is none and the narratives come from translated templates.
 */
export function createLanguageModel(
  config: LanguageModelConfig,
  logger: Logger,
  options: { timeoutMs?: number } = {},
): LanguageModel {
  const endpoint = `${config.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  return {
    async writeNarrative(request) {
      try {
        const response = await fetch(endpoint, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
          },
          body: JSON.stringify({
            model: config.model,
            temperature: 0.2,
            messages: [
              { role: 'system', content: systemPromptFor(request) },
              { role: 'user', content: JSON.stringify({ task: request.task, facts: request.facts }) },
            ],
          }),
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!response.ok) {
          logger.warn({ status: response.status, task: request.task }, 'language model answered with an error');
          return null;
        }
        const parsed = ZChatCompletion.safeParse(await response.json());
        const text = parsed.success ? (parsed.data.choices[0]?.message.content ?? '').trim() : '';
        if (!text) {
          logger.warn({ task: request.task }, 'language model answer had no text');
          return null;
        }
        const unmatched = unmatchedNumbers(text, request.facts);
        if (unmatched.length > 0) {
          logger.warn({ task: request.task, unmatched }, 'language model text holds numbers the facts do not');
          return null;
        }
        return text.slice(0, MAX_NARRATIVE_CHARACTERS);
      } catch (error) {
        logger.warn({ err: error, task: request.task }, 'language model did not answer');
        return null;
      }
    },
  };
}
