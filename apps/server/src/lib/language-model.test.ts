import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeLanguageModel, startFakeLanguageModel } from '../test/fake-language-model.ts';
import { createLanguageModel, systemPromptFor } from './language-model.ts';
import { createLogger } from './logger.ts';

let fake: FakeLanguageModel;
beforeAll(async () => {
  fake = await startFakeLanguageModel();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
});

const logger = createLogger('silent');
const facts = { netOperatingIncome: [{ property: 'Maple Court', amountMinor: 1_250_00, currency: 'USD' }] };

describe('language model client', () => {
  it('posts the model, the key and the facts to {base}/chat/completions and returns the text', async () => {
    fake.behave({ reply: '  Maple Court earned 1,250.00 USD.  ' });
    const model = createLanguageModel({ baseUrl: `${fake.baseUrl}/`, apiKey: 'sk-test', model: 'tiny-model' }, logger);
    const text = await model.writeNarrative({ task: 'financial-insights', language: 'fr', facts });
    expect(text).toBe('Maple Court earned 1,250.00 USD.');
    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request?.headers.authorization).toBe('Bearer sk-test');
    expect(request?.body.model).toBe('tiny-model');
    expect(request?.body.messages[0]).toEqual({
      role: 'system',
      content: systemPromptFor({ task: 'financial-insights', language: 'fr', facts }),
    });
    expect(request?.body.messages[0]?.content).toMatch(/French/);
    expect(request?.body.messages[0]?.content).toMatch(/Do not invent numbers/);
    expect(JSON.parse(request?.body.messages[1]?.content ?? '')).toEqual({ task: 'financial-insights', facts });
  });

  it('answers null (the templates) when the text holds a number the facts do not, and logs it', async () => {
    const warnings: unknown[] = [];
    const recording = createLogger('silent');
    recording.warn = ((details: unknown) => {
      warnings.push(details);
    }) as typeof recording.warn;
    const model = createLanguageModel({ baseUrl: fake.baseUrl, apiKey: undefined, model: 'm' }, recording);
    fake.behave({ reply: 'Maple Court earned 9,999,999.00 USD, occupancy 100%.' });
    expect(await model.writeNarrative({ task: 'financial-insights', language: 'en', facts })).toBeNull();
    expect(warnings).toEqual([{ task: 'financial-insights', unmatched: ['9,999,999.00', '100'] }]);
    fake.behave({ reply: 'Maple Court a gagné 1 250,00 USD.' });
    expect(await model.writeNarrative({ task: 'financial-insights', language: 'fr', facts })).toBe(
      'Maple Court a gagné 1 250,00 USD.',
    );
  });

  it('sends no authorization header without a key', async () => {
    fake.behave({ reply: 'ok' });
    const model = createLanguageModel({ baseUrl: fake.baseUrl, apiKey: undefined, model: 'm' }, logger);
    await model.writeNarrative({ task: 'rent-prediction', language: 'en', facts: {} });
    expect(fake.requests[0]?.headers.authorization).toBeUndefined();
  });

  it('answers null on an error status, an empty answer, a timeout or an unreachable endpoint', async () => {
    const model = createLanguageModel({ baseUrl: fake.baseUrl, apiKey: undefined, model: 'm' }, logger, {
      timeoutMs: 300,
    });
    const request = { task: 'maintenance-analysis', language: 'he', facts: {} } as const;
    fake.behave({ status: 500 });
    expect(await model.writeNarrative(request)).toBeNull();
    fake.behave({ reply: '   ' });
    expect(await model.writeNarrative(request)).toBeNull();
    fake.behave({ hang: true });
    expect(await model.writeNarrative(request)).toBeNull();
    const unreachable = createLanguageModel(
      { baseUrl: 'http://127.0.0.1:9/v1', apiKey: undefined, model: 'm' },
      logger,
    );
    expect(await unreachable.writeNarrative(request)).toBeNull();
  });
});
