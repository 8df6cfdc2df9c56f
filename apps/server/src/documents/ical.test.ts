import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, serializeICalendar } from './ical.ts';

describe('escapeText', () => {
  it('escapes backslashes, semicolons, commas and line breaks', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });
});

describe('foldLine', () => {
  it('leaves a line of 75 octets alone', () => {
    const line = 'x'.repeat(75);
    expect(foldLine(line)).toBe(line);
  });

  it('folds longer lines into 75-octet pieces, continuations starting with a space', () => {
    const folded = foldLine('y'.repeat(200));
    const pieces = folded.split('\r\n');
    expect(pieces.map((piece) => Buffer.byteLength(piece))).toEqual([75, 75, 52]);
    expect(pieces.slice(1).every((piece) => piece.startsWith(' '))).toBe(true);
    expect(pieces.map((piece, index) => (index === 0 ? piece : piece.slice(1))).join('')).toBe('y'.repeat(200));
  });

  it('never cuts inside a multi-byte character', () => {
    const text = `SUMMARY:${'סיום חוזה 🏠 '.repeat(12)}`;
    const pieces = foldLine(text).split('\r\n');
    for (const piece of pieces) expect(Buffer.byteLength(piece)).toBeLessThanOrEqual(75);
    expect(pieces.map((piece, index) => (index === 0 ? piece : piece.slice(1))).join('')).toBe(text);
  });
});

describe('serializeICalendar', () => {
  const document = serializeICalendar({
    name: 'Rentwell',
    productId: '-//Rentwell//Calendar//EN',
    now: new Date('2026-11-24T09:30:00Z'),
    events: [
      {
        uid: 'lease_ending-1@rentwell',
        date: '2026-12-31',
        summary: 'Lease ends: Ana López; Unit 2, "North", and a very long name that must be folded over lines',
        location: 'Maple House, 2B',
        url: 'https://rent.example/tenants?lease=1',
      },
      { uid: 'maintenance-2@rentwell', date: '2027-02-28', summary: 'Maintenance: שבר בצנרת\nurgent' },
    ],
  });

  it('joins lines with CRLF and keeps every line within 75 octets', () => {
    expect(document.endsWith('\r\n')).toBe(true);
    expect(document.replaceAll('\r\n', '').includes('\n')).toBe(false);
    for (const line of document.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  });

  it('parses back with ical.js into all-day events with the same texts', () => {
    const calendar = new ICAL.Component(ICAL.parse(document));
    const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
    expect(events).toHaveLength(2);
    const [ending, repair] = events;
    expect(ending?.uid).toBe('lease_ending-1@rentwell');
    expect(ending?.summary).toBe(
      'Lease ends: Ana López; Unit 2, "North", and a very long name that must be folded over lines',
    );
    expect(ending?.location).toBe('Maple House, 2B');
    expect(ending?.startDate.isDate).toBe(true);
    expect(ending?.startDate.toString()).toBe('2026-12-31');
    expect(ending?.endDate.toString()).toBe('2027-01-01');
    expect(repair?.summary).toBe('Maintenance: שבר בצנרת\nurgent');
    expect(repair?.endDate.toString()).toBe('2027-03-01');
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Rentwell');
  });
});
