import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n.ts';
import { useRentBalanceFigure } from './use-rent-balance-figure.ts';

function figure(owedMinor: number, overdueMinor: number, creditMinor: number) {
  const { result } = renderHook(() => useRentBalanceFigure({ owedMinor, overdueMinor, creditMinor }, 'USD'));
  return { ...result.current, caption: result.current.caption.replace(/\s/g, ' ') };
}

describe('the tenant balance figure', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('says what is owed and overdue, and what was paid ahead, never netting one against the other', () => {
    expect(figure(94_500, 94_500, 94_500)).toEqual({
      value: '$945.00',
      caption: 'You owe $945.00 (overdue) · $945.00 paid ahead',
      tone: 'danger',
    });
  });

  it('is all paid up only when nothing is owed, still showing money paid ahead', () => {
    expect(figure(0, 0, 94_500)).toEqual({
      value: '$0.00',
      caption: "You're all paid up · $945.00 paid ahead",
      tone: undefined,
    });
    expect(figure(0, 0, 0).caption).toBe("You're all paid up");
  });

  it('tells apart rent due today and rent partly overdue', () => {
    expect(figure(94_500, 0, 0).caption).toBe('You owe $945.00, due today');
    expect(figure(189_000, 94_500, 0).caption).toBe('You owe $1,890.00, $945.00 of it overdue');
  });

  it('is translated', async () => {
    await i18n.changeLanguage('fr');
    expect(figure(94_500, 94_500, 94_500).caption).toBe("Vous devez 945,00 $US (en retard) · 945,00 $US payé d'avance");
  });
});
