import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import './recharts.ts';

describe('recharts, imported through charts/recharts.ts', () => {
  it('leaves what its store keeps writable: Preact writes into the elements it renders', () => {
    const element = { type: 'g', props: {} };
    const state = produce({ items: [] as object[] }, (draft) => {
      draft.items.push(element);
    });
    expect(state.items[0]).toBe(element);
    expect(Object.isFrozen(element)).toBe(false);
  });
});
