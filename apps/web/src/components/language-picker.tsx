import { findLanguage, languages } from '@portal/i18n';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiCall } from '../lib/api-client.ts';
import { assets } from '../config/paths.ts';
import { chooseLanguage } from '../lib/i18n.ts';
import './language-picker.css';

interface LanguagePickerProps {
  /** Compact trigger shows only the flag. */
  compact?: boolean;
}

/** Language menu: flag and native name of each language; the choice is stored under hisLang. */
export function LanguagePicker({ compact }: LanguagePickerProps) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const current = findLanguage(i18n.language) ?? languages[0];

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    rootRef.current?.querySelector<HTMLElement>('[aria-checked="true"]')?.focus();
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const select = async (code: string) => {
    setOpen(false);
    triggerRef.current?.focus();
    const applied = await chooseLanguage(code);
    // SPEC §1: a language change triggers the language-update call; the page works without it.
    apiCall('systemLanguageUpdate', { body: { language: applied } }).catch(() => undefined);
  };

  const onMenuKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = [...(rootRef.current?.querySelectorAll<HTMLElement>('[role="menuitemradio"]') ?? [])];
    const index = items.indexOf(document.activeElement as HTMLElement);
    const focus = (i: number) => items[(i + items.length) % items.length]?.focus();
    if (event.key === 'ArrowDown') focus(index + 1);
    else if (event.key === 'ArrowUp') focus(index - 1);
    else if (event.key === 'Home') focus(0);
    else if (event.key === 'End') focus(items.length - 1);
    else if (event.key === 'Escape' || event.key === 'Tab') {
      setOpen(false);
      if (event.key === 'Escape') triggerRef.current?.focus();
      return;
    } else return;
    event.preventDefault();
  };

  return (
    <div className="lang-picker" ref={rootRef}>
      <button
        ref={triggerRef}
        type="button"
        className={`lang-picker__trigger${compact ? ' is-compact' : ''}`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={t('language.current', { name: current?.nativeName ?? '' })}
        onClick={() => setOpen((v) => !v)}
        data-testid="language-picker"
      >
        {current ? <img src={assets.flag(current.flag)} alt="" width={22} height={16} /> : null}
        {compact ? null : <span className="lang-picker__name">{current?.nativeName}</span>}
        <svg className="lang-picker__chevron" viewBox="0 0 10 6" width="10" height="6" aria-hidden="true">
          <path d="M1 1l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" />
        </svg>
      </button>
      {open ? (
        <div
          id={menuId}
          className="lang-picker__menu"
          role="menu"
          aria-label={t('language.title')}
          onKeyDown={onMenuKey}
        >
          {languages.map((language) => (
            <button
              key={language.code}
              type="button"
              role="menuitemradio"
              aria-checked={language.code === current?.code}
              lang={language.code}
              className="lang-picker__item"
              onClick={() => void select(language.code)}
            >
              <img src={assets.flag(language.flag)} alt="" width={22} height={16} loading="lazy" />
              <span>{language.nativeName}</span>
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
