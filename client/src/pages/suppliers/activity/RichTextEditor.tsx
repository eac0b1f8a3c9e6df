import Image from '@tiptap/extension-image';
import Link from '@tiptap/extension-link';
import { Color, TextStyle } from '@tiptap/extension-text-style';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useState } from 'react';
import { FontMark } from './font-mark';

interface RichTextEditorProps {
  id: string;
  value: string;
  onChange(html: string): void;
  onBlur?(): void;
  invalid?: boolean;
  describedBy?: string;
  /** Id of the visible label: the editable area is a div, which `<label for>` cannot name. */
  labelledBy?: string;
}

/**
 * Only what the server's allow-list keeps (server/src/modules/supplier-portal/rich-text.ts): paragraphs, bold,
 * italic, underline, lists, links, images, colour (`<span style="color">`) and size 1–7 (`<font size>`). Headings,
 * quotes, code and rules are off so Markdown shortcuts cannot produce markup the server would drop.
 */
const EXTENSIONS = [
  StarterKit.configure({
    heading: false,
    blockquote: false,
    code: false,
    codeBlock: false,
    horizontalRule: false,
    strike: false,
    link: false,
  }),
  Link.configure({ openOnClick: false, protocols: ['mailto'], defaultProtocol: 'https' }),
  Image.configure({ inline: true }),
  TextStyle,
  Color,
  FontMark,
];

const SIZES = [1, 2, 3, 4, 5, 6, 7];

function ToolbarButton({
  label,
  icon,
  active,
  onClick,
}: {
  label: string;
  icon: string;
  active?: boolean;
  onClick(): void;
}) {
  return (
    <button
      type="button"
      className={`btn btn-sm ${active ? 'btn-secondary' : 'btn-outline-secondary'}`}
      title={label}
      aria-label={label}
      aria-pressed={active}
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
    >
      <i className={`bi ${icon}`} aria-hidden="true" />
    </button>
  );
}

function Toolbar({ editor, onPrompt }: { editor: Editor; onPrompt(kind: 'link' | 'image'): void }) {
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      link: e.isActive('link'),
    }),
  });
  const chain = () => editor.chain().focus();
  return (
    <div className="d-flex flex-wrap gap-1 p-1 border-bottom bg-light" role="toolbar" aria-label="Formato">
      <ToolbarButton
        label="Negrita"
        icon="bi-type-bold"
        active={active.bold}
        onClick={() => chain().toggleBold().run()}
      />
      <ToolbarButton
        label="Cursiva"
        icon="bi-type-italic"
        active={active.italic}
        onClick={() => chain().toggleItalic().run()}
      />
      <ToolbarButton
        label="Lista"
        icon="bi-list-ul"
        active={active.bulletList}
        onClick={() => chain().toggleBulletList().run()}
      />
      <ToolbarButton
        label="Lista numerada"
        icon="bi-list-ol"
        active={active.orderedList}
        onClick={() => chain().toggleOrderedList().run()}
      />
      <ToolbarButton
        label="Enlace"
        icon="bi-link-45deg"
        active={active.link}
        onClick={() => onPrompt('link')}
      />
      <ToolbarButton label="Imagen" icon="bi-image" onClick={() => onPrompt('image')} />
      <input
        type="color"
        className="form-control form-control-color form-control-sm"
        title="Color"
        aria-label="Color"
        onChange={(event) => chain().setColor(event.target.value).run()}
      />
      <select
        className="form-select form-select-sm w-auto"
        aria-label="Tamaño de letra"
        defaultValue=""
        onChange={(event) => {
          if (event.target.value) chain().setFontSize(event.target.value).run();
          event.target.value = '';
        }}
      >
        <option value="">Tamaño</option>
        {SIZES.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The activity description editor (supplier spec §3), on TipTap: bold, italic, lists, link, image by URL, colour
 * and font size 1–7. The server sanitises the HTML again. Lazy-loaded, so it never reaches public pages.
 */
export default function RichTextEditor({
  id,
  value,
  onChange,
  onBlur,
  invalid,
  describedBy,
  labelledBy,
}: RichTextEditorProps) {
  const [prompt, setPrompt] = useState<null | 'link' | 'image'>(null);
  const [url, setUrl] = useState('');
  const attributes: Record<string, string> = {
    id,
    class: 'p-2',
    style: 'min-height: 200px; outline: none',
    role: 'textbox',
    'aria-multiline': 'true',
    'data-testid': 'rich-text-editor',
  };
  if (invalid) attributes['aria-invalid'] = 'true';
  if (describedBy) attributes['aria-describedby'] = describedBy;
  if (labelledBy) attributes['aria-labelledby'] = labelledBy;

  // No dependency list: TipTap keeps one editor and refreshes these options (attributes, callbacks) each render.
  const editor = useEditor({
    extensions: EXTENSIONS,
    content: value,
    immediatelyRender: false,
    editorProps: { attributes },
    onUpdate: ({ editor: e }) => onChange(e.getHTML()),
    onBlur: () => onBlur?.(),
  });

  // Push outside values (the saved activity arriving) into the editor; its own updates come back equal.
  useEffect(() => {
    if (!editor || editor.getHTML() === value || (value === '' && editor.isEmpty)) return;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const applyPrompt = () => {
    const href = url.trim();
    if (!href || !prompt || !editor) return;
    if (prompt === 'link') editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
    else editor.chain().focus().setImage({ src: href }).run();
    setPrompt(null);
  };

  return (
    <div className={`border rounded${invalid ? ' border-danger' : ''}`}>
      {editor && (
        <Toolbar
          editor={editor}
          onPrompt={(kind) => {
            setUrl('');
            setPrompt(kind);
          }}
        />
      )}
      {prompt && (
        <div className="d-flex gap-1 p-1 border-bottom">
          <input
            type="url"
            className="form-control form-control-sm"
            placeholder={prompt === 'link' ? 'https://… (enlace)' : 'https://… (imagen)'}
            aria-label={prompt === 'link' ? 'URL del enlace' : 'URL de la imagen'}
            value={url}
            onChange={(event) => setUrl(event.target.value)}
          />
          <button
            type="button"
            className="btn btn-sm btn-primary"
            disabled={!url.trim()}
            onClick={applyPrompt}
          >
            Insertar
          </button>
          <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => setPrompt(null)}>
            Cancelar
          </button>
        </div>
      )}
      <EditorContent editor={editor} />
    </div>
  );
}
