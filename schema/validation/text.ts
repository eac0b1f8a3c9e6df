import type { TestConfig } from 'yup';

/* eslint-disable no-control-regex -- matching control characters is the point */
/** C0 controls, DEL and C1 controls: invisible, and some break what the texts end up in (.ics, CSV, mail headers). */
const ANY_CONTROL = /[\u0000-\u001F\u007F-\u009F]/;
/** In a paragraph a tab and a line break (LF or CRLF) are text; a lone CR and every other control are not. */
const CONTROL_IN_PARAGRAPH = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|\r(?!\n)/;
/* eslint-enable no-control-regex */

/**
 * A yup test refusing control characters in a text field, checked on the text as sent (before `trim`), so nothing
 * the server stores or repeats in a calendar event, a CSV or a mail carries one. `multiline` for a textarea or rich
 * text (tab and line breaks allowed); a one-line field (a title, an address) takes none.
 */
export function noControlCharacters(
  label: string,
  { multiline = false }: { multiline?: boolean } = {},
): TestConfig<string | null | undefined> {
  const pattern = multiline ? CONTROL_IN_PARAGRAPH : ANY_CONTROL;
  return {
    name: 'no-control-characters',
    message: multiline
      ? `${label} no puede contener caracteres de control (caracteres invisibles).`
      : `${label} no puede contener saltos de línea, tabuladores ni otros caracteres de control.`,
    test(value) {
      const sent: unknown = this.originalValue;
      const text = typeof sent === 'string' ? sent : value;
      return typeof text !== 'string' || !pattern.test(text);
    },
  };
}
