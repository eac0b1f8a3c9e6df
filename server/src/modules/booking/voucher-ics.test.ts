import { describe, expect, it } from 'vitest';
import { voucherIcs } from './voucher-ics.js';
import type { Voucher } from './voucher.types.js';

const voucher = (activityTitle: string, meetingPoint: string): Voucher => ({
  bookingId: 1,
  code: 'K7QM-3XPA',
  token: 'x',
  activityTitle,
  date: '2026-12-01',
  startTime: '09:00',
  endTime: '11:00',
  timeZone: 'America/Caracas',
  meetingPoint,
  mapUrl: 'https://www.google.com/maps/search/?api=1&query=x',
  lines: [],
  participants: 1,
  supplierName: 'Aliado',
  supplierPhone: null,
  customerName: 'Ana',
  checkedInAt: null,
});

/** The event's content lines, unfolded (RFC 5545 §3.1). */
const contentLines = (ics: string) => ics.replace(/\r\n /g, '').split('\r\n');

describe('voucher .ics', () => {
  it('drops a lone CR and other control characters from SUMMARY and LOCATION, so no line can be injected', () => {
    const ics = voucherIcs(
      voucher(
        'Paseo\rBEGIN:VALARM\u0000 al\u0007 Ávila\u001b\u007f',
        'Plaza\rATTENDEE:mailto:x@evil.example\u000b',
      ),
    );
    const lines = contentLines(ics);
    expect(lines).toContain('SUMMARY:PaseoBEGIN:VALARM al Ávila');
    expect(lines).toContain('LOCATION:PlazaATTENDEE:mailto:x@evil.example');
    expect(lines.filter((l) => /^(BEGIN:VALARM|ATTENDEE)/.test(l))).toEqual([]);
    // The only CR of the file is the line ends' CRLF; no other control character but HTAB.
    // eslint-disable-next-line no-control-regex -- matching control characters is the point
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\u0000-\u0008\u000a-\u001f\u007f]/);
  });

  it('keeps a line break as an escaped newline and a tab as it is', () => {
    const lines = contentLines(
      voucherIcs(voucher('Paseo', 'Plaza Bolívar,\r\nfrente a la iglesia;\nEsquina\tNorte')),
    );
    expect(lines).toContain('LOCATION:Plaza Bolívar\\,\\nfrente a la iglesia\\;\\nEsquina\tNorte');
  });
});
