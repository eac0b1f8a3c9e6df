import { scriptJson } from '../ssr/hydration-state';
import { SITE_NAME, type PageMeta } from './page-meta';

const ATTRIBUTE_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ATTRIBUTE_ESCAPES[c]!);
}

const absolute = (origin: string, href: string) => (/^https?:\/\//.test(href) ? href : `${origin}${href}`);

/**
 * The `<head>` elements of a server-rendered page: title, description, canonical link, Open Graph and Twitter
 * tags, JSON-LD, and the preload of the first screen's largest picture. Every value is escaped.
 */
export function headHtml(meta: PageMeta, origin: string, options: { noindex?: boolean } = {}): string {
  const url = absolute(origin, meta.path);
  const tag = (name: string, attrs: Record<string, string | number>) =>
    `<${name} ${Object.entries(attrs)
      .map(([key, value]) => `${key}="${escapeHtml(String(value))}"`)
      .join(' ')} />`;
  const property = (key: string, content: string | number) => tag('meta', { property: key, content });
  const lines = [
    `<title>${escapeHtml(meta.title)}</title>`,
    tag('meta', { name: 'description', content: meta.description }),
    tag('link', { rel: 'canonical', href: url }),
    property('og:site_name', SITE_NAME),
    property('og:locale', 'es_VE'),
    property('og:type', meta.type === 'product' ? 'product' : 'website'),
    property('og:title', meta.title),
    property('og:description', meta.description),
    property('og:url', url),
    tag('meta', { name: 'twitter:card', content: 'summary_large_image' }),
    tag('meta', { name: 'twitter:title', content: meta.title }),
    tag('meta', { name: 'twitter:description', content: meta.description }),
  ];
  if (options.noindex) lines.push(tag('meta', { name: 'robots', content: 'noindex' }));
  else if (meta.noindexFollow) lines.push(tag('meta', { name: 'robots', content: 'noindex, follow' }));
  if (meta.image) {
    const image = absolute(origin, meta.image.url);
    lines.push(
      property('og:image', image),
      property('og:image:width', meta.image.width),
      property('og:image:height', meta.image.height),
      property('og:image:alt', meta.image.alt),
      tag('meta', { name: 'twitter:image', content: image }),
    );
  }
  if (meta.preloadImage) {
    const { href, srcSet, sizes } = meta.preloadImage;
    lines.push(
      tag('link', {
        rel: 'preload',
        as: 'image',
        href,
        ...(srcSet ? { imagesrcset: srcSet } : {}),
        ...(sizes ? { imagesizes: sizes } : {}),
        fetchpriority: 'high',
      }),
    );
  }
  for (const object of meta.jsonLd ?? [])
    lines.push(`<script type="application/ld+json">${scriptJson(object)}</script>`);
  return lines.join('\n    ');
}
