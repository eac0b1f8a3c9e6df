import sanitizeHtml from 'sanitize-html';

const COLOR =
  /^(#[0-9a-f]{3,8}|[a-z]{3,20}|rgba?\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*(,\s*(0|1|0?\.\d+)\s*)?\))$/i;

/**
 * What the activity description's rich-text editor produces: paragraphs, bold, italic, underline, lists, links,
 * images, colour and font size 1–7. Everything else (scripts, event handlers, javascript: URLs, styles other than
 * colour) is dropped.
 */
const ACTIVITY_HTML: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'span',
    'font',
    'div',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt'],
    font: ['color', 'size'],
    span: ['style'],
  },
  allowedStyles: { span: { color: [COLOR] } },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }),
    font: (tagName, attribs) => {
      const out: Record<string, string> = {};
      if (attribs.color && COLOR.test(attribs.color)) out.color = attribs.color;
      if (attribs.size && /^[1-7]$/.test(attribs.size.trim())) out.size = attribs.size.trim();
      return { tagName, attribs: out };
    },
  },
};

/** The stored form of an activity description. */
export function sanitizeActivityHtml(html: string): string {
  return sanitizeHtml(html.trim(), ACTIVITY_HTML).trim();
}

/** Visible text left after removing every tag. */
export function visibleText(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .trim();
}
