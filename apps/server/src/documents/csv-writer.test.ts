import { describe, expect, it } from 'vitest';
import { csvField, csvLine } from './csv-writer.ts';

describe('csvField', () => {
  it('quotes commas, quotes and line breaks (RFC 4180)', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('Smith, Jo')).toBe('"Smith, Jo"');
    expect(csvField('the "Oak" flat')).toBe('"the ""Oak"" flat"');
    expect(csvField('line one\nline two')).toBe('"line one\nline two"');
    expect(csvField('Çelësi Ëmbël')).toBe('Çelësi Ëmbël');
    expect(csvField(null)).toBe('');
  });

  it('writes what a spreadsheet would run as a formula as text', () => {
    expect(csvField('=HYPERLINK("http://evil","x")')).toBe('"\'=HYPERLINK(""http://evil"",""x"")"');
    expect(csvField('+1+cmd|calc')).toBe("'+1+cmd|calc");
    expect(csvField('-2+3')).toBe("'-2+3");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('\t=1')).toBe("'\t=1");
  });

  it('leaves numbers and plain decimals alone, negative ones included', () => {
    expect(csvField(-300)).toBe('-300');
    expect(csvField('-300.00')).toBe('-300.00');
    expect(csvField('1234.50')).toBe('1234.50');
  });
});

describe('csvLine', () => {
  it('joins fields with commas and ends with CRLF', () => {
    expect(csvLine(['a', 1, null, 'b,c'])).toBe('a,1,,"b,c"\r\n');
  });
});
