import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const FONTS = `${path.resolve('node_modules/pdfjs-dist/standard_fonts')}/`;

/** The text of every page of a PDF, joined with spaces (pdfjs-dist, as a reader would extract it). */
export async function pdfText(data: Uint8Array): Promise<string> {
  const task = getDocument({ data: new Uint8Array(data), useSystemFonts: false, standardFontDataUrl: FONTS });
  const doc = await task.promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await task.destroy();
  return pages.join('\n');
}
