import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './dialog.css';

interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  size?: 'sm' | 'md';
  testId?: string;
  /** false: no close button, Escape and the backdrop do nothing (a step that must be completed). */
  dismissable?: boolean;
}

/**
 * Modal dialog on the native <dialog> element: top layer, inert background, Escape and backdrop
 * close, focus returned on close. (Radix Dialog's scroll lock injects a <style> element, which
 * the server's CSP, style-src 'self', blocks.)
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  size = 'md',
  testId,
  dismissable = true,
}: DialogProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={`dialog dialog--${size}`}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      data-testid={testId}
      onCancel={(event) => {
        event.preventDefault();
        if (dismissable) onClose();
      }}
      onClick={(event) => {
        if (dismissable && event.target === event.currentTarget) onClose();
      }}
    >
      <div className="dialog__inner">
        <div className="dialog__head">
          <h2 id={titleId} className="dialog__title">
            {title}
          </h2>
          {dismissable ? (
            <button type="button" className="btn-close" aria-label={t('common.close')} onClick={onClose}>
              ×
            </button>
          ) : null}
        </div>
        {description ? (
          <p id={descriptionId} className="dialog__description">
            {description}
          </p>
        ) : null}
        {children}
      </div>
    </dialog>
  );
}
