import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ContactList } from '../../../components/customer-service/contact-list.tsx';
import { assets } from '../../../config/paths.ts';
import './floats.css';

/** Customer-service float: an 81 px tab with the agent icon that expands into the channel list. */
export function CustomerServiceFloat() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const triggerRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        triggerRef.current?.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <div className="cs-float">
      {open ? (
        <section id={panelId} className="cs-float__panel" aria-label={t('cs.title')} data-testid="cs-panel">
          <header className="cs-float__head">
            <h2>{t('cs.title')}</h2>
            <button
              type="button"
              className="btn btn--ghost btn--icon btn--sm"
              aria-label={t('common.close')}
              onClick={() => setOpen(false)}
            >
              ×
            </button>
          </header>
          <ContactList />
        </section>
      ) : null}
      <button
        ref={triggerRef}
        type="button"
        className="cs-float__tab"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((v) => !v)}
        data-testid="cs-float"
      >
        <img src={assets.ui('customer-service')} alt="" width={36} height={36} />
        <span>{t('cs.short')}</span>
      </button>
    </div>
  );
}
