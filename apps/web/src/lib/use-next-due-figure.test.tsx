import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useNextDueFigure } from './use-next-due-figure.ts';

describe('the next rent due figure', () => {
  it('gives the amount and the date it falls due', () => {
    const { result } = renderHook(() => useNextDueFigure({ dueDate: '2026-12-01', amountMinor: 94_500 }, 'USD'));
    expect(result.current.label).toBe('Next payment');
    expect(result.current.value).toBe('$945.00');
    expect(result.current.caption).toContain('Dec 1, 2026');
  });

  it('says when nothing is due', () => {
    const { result } = renderHook(() => useNextDueFigure(null, 'USD'));
    expect(result.current.value).toBe('Nothing due');
    expect(result.current.caption).toBe('No rent is waiting to be paid');
  });
});
