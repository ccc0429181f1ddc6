import { useEffect, useId, useRef, type ReactNode } from 'react';
import { cx } from './box';
import classes from './Modal.module.css';

export interface ModalProps {
  opened: boolean;
  /** Asked to close: the Close button, Esc (the dialog's `cancel`), or a `<form method="dialog">` inside. */
  onClose: () => void;
  /** The dialog's heading and accessible name. */
  title: ReactNode;
  /** The Close button's name for screen readers, in the page's language. */
  closeLabel: string;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  className?: string;
  /** Rendered only while open. */
  children: ReactNode;
}

/**
 * A modal dialog on the native `<dialog>` and `showModal()`: the browser puts it in the top layer, keeps the focus
 * inside and makes the rest of the page inert. Named by its title; Esc and the Close button ask `onClose`; on closing,
 * the focus goes back to the element that had it when the dialog opened (the button that opened it).
 */
export function Modal({ opened, onClose, title, closeLabel, size = 'md', className, children }: ModalProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  // Set while the dialog is closed by the effect below rather than by the user: the `close` event that follows (a task
  // later in browsers) must not ask the parent to close, or a dialog mounted already open would close itself when
  // React's development mode runs its effects twice (mount, clean up, mount again).
  const closedByEffect = useRef(false);

  useEffect(() => {
    const element = dialog.current;
    if (!opened || !element) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!element.open) element.showModal();
    return () => {
      if (element.open) {
        closedByEffect.current = true;
        element.close();
      }
      opener?.focus();
    };
  }, [opened]);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      className={cx(classes.dialog, classes[size], className)}
      onCancel={(event) => {
        // Esc: the parent decides (it owns `opened`), so the dialog never closes behind its back.
        event.preventDefault();
        closeRef.current();
      }}
      onClose={() => {
        if (closedByEffect.current) closedByEffect.current = false;
        else if (opened) closeRef.current();
      }}
    >
      {opened && (
        <div className={classes.content}>
          <header className={classes.header}>
            <h2 id={titleId} className={classes.title}>
              {title}
            </h2>
            <button
              type="button"
              className={classes.close}
              aria-label={closeLabel}
              onClick={() => closeRef.current()}
            >
              <span aria-hidden="true">×</span>
            </button>
          </header>
          <div className={classes.body}>{children}</div>
        </div>
      )}
    </dialog>
  );
}
