import sanitizeHtml from 'sanitize-html';

/** The only markup an alert message may carry: simple inline formatting, lists and http(s)/mailto links. */
const ALERT_HTML: sanitizeHtml.IOptions = {
  allowedTags: ['b', 'strong', 'i', 'em', 'u', 'p', 'br', 'ul', 'ol', 'li', 'a'],
  // target/rel are forced by transformTags below, whatever the input said.
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }),
  },
};

/** Sanitized HTML for an alert message (stored sanitized; the clients render only this). */
export function sanitizeAlertHtml(html: string): string {
  return sanitizeHtml(html.trim(), ALERT_HTML).trim();
}

/** True when the sanitized HTML has no visible text left (e.g. it was only a script). */
export function isBlankHtml(html: string): boolean {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).trim() === '';
}
