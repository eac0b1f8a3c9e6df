import { Mark } from '@tiptap/core';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    font: {
      /** Font size 1–7, as `<font size>` (the server's allow-list keeps no `font-size` style). */
      setFontSize: (size: string) => ReturnType;
    };
  }
}

/**
 * `<font size color>`: the size control writes it, and descriptions saved by the earlier editor
 * (document.execCommand's `<font color size>`) keep their colour and size when opened again.
 */
export const FontMark = Mark.create({
  name: 'font',
  addAttributes() {
    return {
      size: { default: null, parseHTML: (element) => element.getAttribute('size') },
      color: { default: null, parseHTML: (element) => element.getAttribute('color') },
    };
  },
  parseHTML() {
    return [{ tag: 'font' }];
  },
  renderHTML({ HTMLAttributes }) {
    return ['font', HTMLAttributes, 0];
  },
  addCommands() {
    return {
      setFontSize:
        (size) =>
        ({ commands }) =>
          commands.setMark(this.name, { size }),
    };
  },
});
