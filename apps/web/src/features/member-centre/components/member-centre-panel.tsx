import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { memberCentrePages, type MemberCentrePage } from '../index.ts';
import { PageIcon } from './page-icon.tsx';
import './member-centre.css';

interface MemberCentrePanelProps {
  page: MemberCentrePage;
  onPage: (page: MemberCentrePage) => void;
  onClose: () => void;
  /** The page's content (null: the page is not built yet). */
  children: ReactNode;
}

/**
 * The member centre (SPEC §2): a panel over the page with a close button and the menu of its
 * pages. It is a modal <dialog> (focus kept inside, Escape closes); its page lives in the URL (?mc=).
 */
export default function MemberCentrePanel({ page, onPage, onClose, children }: MemberCentrePanelProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
      // showModal focuses the first focusable element, the scrollable menu; start at the close button.
      closeRef.current?.focus();
    }
  }, []);

  // On phones the menu is a sideways strip: keep the current page's entry in view.
  useEffect(() => {
    const current = menuRef.current?.querySelector<HTMLElement>('[aria-current="page"]');
    current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [page]);

  const title = t(`mc.pages.${page}`);
  return (
    <dialog
      ref={ref}
      className="mc-panel"
      aria-labelledby="mc-panel-title"
      data-testid="member-centre"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="mc-panel__frame">
        <nav className="mc-panel__nav" aria-label={t('mc.menu')}>
          <p className="mc-panel__brand">{t('mc.title')}</p>
          <ul className="mc-panel__menu" ref={menuRef}>
            {memberCentrePages.map((name) => (
              <li key={name}>
                <button
                  type="button"
                  className="mc-panel__item"
                  aria-current={name === page ? 'page' : undefined}
                  onClick={() => onPage(name)}
                  data-testid={`mc-menu-${name}`}
                >
                  <PageIcon page={name} />
                  <span>{t(`mc.pages.${name}`)}</span>
                </button>
              </li>
            ))}
          </ul>
        </nav>
        <section className="mc-panel__body">
          <header className="mc-panel__head">
            <h2 id="mc-panel-title" className="mc-panel__title">
              <PageIcon page={page} size={24} />
              {title}
            </h2>
            <button
              ref={closeRef}
              type="button"
              className="btn-close mc-panel__close"
              aria-label={t('mc.close')}
              onClick={onClose}
            >
              ×
            </button>
          </header>
          <div className="mc-panel__content">
            {children ?? <EmptyState title={t('mc.soon_title')} text={t('mc.soon', { page: title })} />}
          </div>
        </section>
      </div>
    </dialog>
  );
}
