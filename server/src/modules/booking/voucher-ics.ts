import type { Voucher } from './voucher.types.js';

/**
 * The activity as an iCalendar event (RFC 5545) for the "payment verified" mail: local times with
 * TZID=America/Caracas and its VTIMEZONE (UTC−4 all year since 2016), the meeting point as LOCATION.
 */

/** RFC 5545 CONTROL characters a TEXT value may not hold (HTAB is allowed; a line break is escaped instead). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F]/g;

/** A TEXT value: control characters (a lone CR too) dropped, then backslash, semicolon, comma and newline escaped. */
function icsText(value: string): string {
  return value
    .replace(/\r\n/g, '\n')
    .replace(CONTROL, '')
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\n/g, '\\n');
}

/** Folds a content line at 75 octets (continuation lines start with a space). */
function fold(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  for (const char of line) {
    const limit = parts.length === 0 ? 75 : 74;
    if (Buffer.byteLength(current + char, 'utf8') > limit) {
      parts.push(current);
      current = '';
    }
    current += char;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const localStamp = (date: string, time: string) => `${date.replace(/-/g, '')}T${time.replace(':', '')}00`;

export function voucherIcs(v: Voucher, now = new Date()): string {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Xplora//Voucher//ES',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VTIMEZONE',
    'TZID:America/Caracas',
    'BEGIN:STANDARD',
    'DTSTART:20160501T023000',
    'TZOFFSETFROM:-0430',
    'TZOFFSETTO:-0400',
    'TZNAME:-04',
    'END:STANDARD',
    'END:VTIMEZONE',
    'BEGIN:VEVENT',
    `UID:${v.code}@xplora`,
    `DTSTAMP:${stamp}`,
    `DTSTART;TZID=${v.timeZone}:${localStamp(v.date, v.startTime)}`,
    `DTEND;TZID=${v.timeZone}:${localStamp(v.date, v.endTime > v.startTime ? v.endTime : v.startTime)}`,
    `SUMMARY:${icsText(v.activityTitle)}`,
    `LOCATION:${icsText(v.meetingPoint)}`,
    `DESCRIPTION:${icsText(
      `Reserva ${v.code} · ${v.participants} participante(s) · ${v.supplierName}` +
        `${v.supplierPhone ? ` (${v.supplierPhone})` : ''}. Punto de encuentro: ${v.mapUrl}`,
    )}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
