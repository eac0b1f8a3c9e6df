import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';

/**
 * A Bootstrap-styled dropdown without Popper (react-bootstrap's Dropdown pulls ~15 kB gzip of positioning code
 * into the public bundle for a menu that only ever opens downwards at the end of the header).
 * Opens on click, closes on Escape, on a click outside, and after choosing an item.
 */
export function MenuDropdown({
  toggle,
  toggleLabel,
  toggleClassName = '',
  children,
}: {
  toggle: ReactNode;
  toggleLabel?: string;
  toggleClassName?: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const id = useId();

  const close = useCallback((focusToggle: boolean) => {
    setOpen(false);
    if (focusToggle) button.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: MouseEvent | TouchEvent) => {
      if (!root.current?.contains(event.target as Node)) close(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(true);
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('touchstart', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('touchstart', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, close]);

  return (
    <div className="dropdown" ref={root}>
      <button
        ref={button}
        type="button"
        id={`${id}-toggle`}
        className={`btn dropdown-toggle ${toggleClassName}`}
        aria-expanded={open}
        aria-controls={`${id}-menu`}
        aria-label={toggleLabel}
        onClick={() => setOpen((value) => !value)}
      >
        {toggle}
      </button>
      <div
        id={`${id}-menu`}
        className={`dropdown-menu dropdown-menu-end shadow-sm${open ? ' show' : ''}`}
        data-bs-popper="static"
        aria-labelledby={`${id}-toggle`}
        onClick={(event) => {
          if ((event.target as HTMLElement).closest('a,button')) close(false);
        }}
      >
        {children}
      </div>
    </div>
  );
}
