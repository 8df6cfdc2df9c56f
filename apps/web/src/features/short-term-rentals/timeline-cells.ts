import type { CalendarDate } from '@rentwell/domain/calendar-date';

export type TTimelineCell = { row: number; day: CalendarDate };

/**
 * Where an arrow key moves focus among the free nights of the timeline (rows are listings, `days` the month's
 * nights): left and right go to the nearest free night that way (mirrored right-to-left), up and down to the
 * adjacent listing's free night closest to the same day. Null when there is none.
 */
export function freeCellAfterKey(
  cell: TTimelineCell,
  key: string,
  days: readonly CalendarDate[],
  rowCount: number,
  isFree: (row: number, day: CalendarDate) => boolean,
  isRtl = false,
): TTimelineCell | null {
  const index = days.indexOf(cell.day);
  if (key === 'ArrowLeft' || key === 'ArrowRight') {
    const step = (key === 'ArrowRight') === !isRtl ? 1 : -1;
    for (let next = index + step; next >= 0 && next < days.length; next += step) {
      const day = days[next];
      if (day && isFree(cell.row, day)) return { row: cell.row, day };
    }
    return null;
  }
  if (key !== 'ArrowUp' && key !== 'ArrowDown') return null;
  const rowStep = key === 'ArrowDown' ? 1 : -1;
  for (let row = cell.row + rowStep; row >= 0 && row < rowCount; row += rowStep) {
    for (let distance = 0; distance < days.length; distance++) {
      for (const candidate of distance === 0 ? [index] : [index - distance, index + distance]) {
        const day = days[candidate];
        if (day && isFree(row, day)) return { row, day };
      }
    }
  }
  return null;
}
