import { useEffect, useRef, useState } from 'react';

interface RichTextEditorProps {
  id: string;
  value: string;
  onChange(html: string): void;
  onBlur?(): void;
  invalid?: boolean;
  describedBy?: string;
  /** Id of the visible label: a contentEditable div cannot be labelled with `<label for>`. */
  labelledBy?: string;
}

/** Runs a formatting command on the current selection (document.execCommand is deprecated but universal). */
function exec(command: string, value?: string) {
  document.execCommand(command, false, value);
}

/**
 * A small contentEditable rich-text editor (supplier spec §3, description): bold, italic, lists, link, image URL,
 * colour and font size 1–7. The server sanitises the HTML. Lazy-loaded, so it never reaches public pages.
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
  const ref = useRef<HTMLDivElement>(null);
  const [prompt, setPrompt] = useState<null | 'link' | 'image'>(null);
  const [url, setUrl] = useState('');
  const saved = useRef<Range | null>(null);

  // Only push outside values into the DOM when they differ (keeps the caret while typing).
  useEffect(() => {
    const el = ref.current;
    if (el && el.innerHTML !== value) el.innerHTML = value;
  }, [value]);

  const emit = () => onChange(ref.current?.innerHTML ?? '');

  const run = (command: string, arg?: string) => {
    ref.current?.focus();
    exec(command, arg);
    emit();
  };

  const openPrompt = (kind: 'link' | 'image') => {
    const selection = window.getSelection();
    saved.current = selection && selection.rangeCount > 0 ? selection.getRangeAt(0).cloneRange() : null;
    setUrl('');
    setPrompt(kind);
  };

  const applyPrompt = () => {
    if (!url.trim() || !prompt) return;
    ref.current?.focus();
    const selection = window.getSelection();
    if (saved.current && selection) {
      selection.removeAllRanges();
      selection.addRange(saved.current);
    }
    run(prompt === 'link' ? 'createLink' : 'insertImage', url.trim());
    setPrompt(null);
  };

  const button = (label: string, icon: string, onClick: () => void) => (
    <button
      type="button"
      className="btn btn-sm btn-outline-secondary"
      title={label}
      aria-label={label}
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
    >
      <i className={`bi ${icon}`} aria-hidden="true" />
    </button>
  );

  return (
    <div className={`border rounded${invalid ? ' border-danger' : ''}`}>
      <div className="d-flex flex-wrap gap-1 p-1 border-bottom bg-light" role="toolbar" aria-label="Formato">
        {button('Negrita', 'bi-type-bold', () => run('bold'))}
        {button('Cursiva', 'bi-type-italic', () => run('italic'))}
        {button('Lista', 'bi-list-ul', () => run('insertUnorderedList'))}
        {button('Lista numerada', 'bi-list-ol', () => run('insertOrderedList'))}
        {button('Enlace', 'bi-link-45deg', () => openPrompt('link'))}
        {button('Imagen', 'bi-image', () => openPrompt('image'))}
        <input
          type="color"
          className="form-control form-control-color form-control-sm"
          title="Color"
          aria-label="Color"
          onChange={(event) => run('foreColor', event.target.value)}
        />
        <select
          className="form-select form-select-sm w-auto"
          aria-label="Tamaño de letra"
          defaultValue=""
          onChange={(event) => {
            if (event.target.value) run('fontSize', event.target.value);
            event.target.value = '';
          }}
        >
          <option value="">Tamaño</option>
          {[1, 2, 3, 4, 5, 6, 7].map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
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
      <div
        id={id}
        ref={ref}
        className="p-2"
        style={{ minHeight: 200, outline: 'none' }}
        contentEditable
        role="textbox"
        aria-multiline="true"
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        aria-labelledby={labelledBy}
        data-testid="rich-text-editor"
        onInput={emit}
        onBlur={onBlur}
        suppressContentEditableWarning
      />
    </div>
  );
}
