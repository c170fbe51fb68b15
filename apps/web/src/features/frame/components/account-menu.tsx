import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useOpenMemberCentre, type MemberCentrePage } from '../../member-centre/index.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { HeaderBalance } from './header-balance.tsx';
import { SignOutDialog } from './sign-out-dialog.tsx';
import './account-menu.css';

/** SPEC §9: the dropdown closes 200 ms after it loses focus. */
const CLOSE_DELAY_MS = 200;

type Item = { key: string; label: string; run: () => void; danger?: boolean };

/** Logged-in header area (SPEC §2): the balance, the deposit button and the account-name dropdown. */
export function AccountMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const account = useSessionStore((s) => s.memberInfo?.account ?? '');
  const avatar = useSessionStore((s) => s.memberInfo?.avatar ?? null);
  const isAgent = useSessionStore((s) => s.isAgent);
  const openMemberCentre = useOpenMemberCentre();
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    rootRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const page = (name: MemberCentrePage) => () => openMemberCentre(name);
  const items: Item[] = [
    ...(isAgent
      ? [{ key: 'agent', label: t('account.agent_centre'), run: () => void navigate(paths.agentHome.href()) }]
      : []),
    { key: 'member', label: t('account.member_centre'), run: page('securityCenter') },
    { key: 'withdraw', label: t('account.withdraw'), run: page('withdraw') },
    { key: 'records', label: t('account.account_record'), run: page('transactionHistory') },
    { key: 'bets', label: t('account.betting_record'), run: page('personalHistoryCopy') },
    { key: 'signOut', label: t('account.sign_out'), run: () => setConfirming(true), danger: true },
  ];

  const choose = (item: Item) => {
    setOpen(false);
    item.run();
  };

  const onMenuKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const nodes = [...(rootRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const index = nodes.indexOf(document.activeElement as HTMLElement);
    const focus = (i: number) => nodes[(i + nodes.length) % nodes.length]?.focus();
    if (event.key === 'ArrowDown') focus(index + 1);
    else if (event.key === 'ArrowUp') focus(index - 1);
    else if (event.key === 'Home') focus(0);
    else if (event.key === 'End') focus(nodes.length - 1);
    else if (event.key === 'Escape') {
      setOpen(false);
      triggerRef.current?.focus();
    } else return;
    event.preventDefault();
  };

  return (
    <div className="account-area" data-testid="account-area">
      <HeaderBalance />
      <button
        type="button"
        className="btn btn--primary btn--sm account-area__deposit"
        onClick={page('depositv2')}
        aria-label={t('account.deposit')}
        data-testid="deposit-button"
      >
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
          <path d="M12 5v14M5 12h14" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
        </svg>
        <span className="account-area__deposit-label">{t('account.deposit')}</span>
      </button>
      <div
        className="account-menu"
        ref={rootRef}
        onBlur={() => {
          clearTimeout(closeTimer.current);
          closeTimer.current = setTimeout(() => {
            if (!rootRef.current?.contains(document.activeElement)) setOpen(false);
          }, CLOSE_DELAY_MS);
        }}
        onFocus={() => clearTimeout(closeTimer.current)}
      >
        <button
          ref={triggerRef}
          type="button"
          className="account-menu__trigger"
          aria-haspopup="menu"
          aria-expanded={open}
          aria-controls={open ? menuId : undefined}
          aria-label={t('account.menu_label', { name: account })}
          onClick={() => setOpen((v) => !v)}
          data-testid="account-name"
        >
          <MenuAvatar avatar={avatar} account={account} />
          <span className="account-menu__name">{account}</span>
          <svg className="account-menu__chevron" viewBox="0 0 10 6" width="10" height="6" aria-hidden="true">
            <path d="M1 1l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" />
          </svg>
        </button>
        {open ? (
          <div id={menuId} className="account-menu__list" role="menu" aria-label={account} onKeyDown={onMenuKey}>
            <div className="account-menu__head" aria-hidden="true">
              <MenuAvatar avatar={avatar} account={account} large />
              <span className="account-menu__head-name">{account}</span>
            </div>
            {items.map((item) => (
              <button
                key={item.key}
                type="button"
                role="menuitem"
                className={`account-menu__item${item.danger ? ' account-menu__item--danger' : ''}`}
                onClick={() => choose(item)}
                data-testid={`account-menu-${item.key}`}
              >
                {item.label}
              </button>
            ))}
          </div>
        ) : null}
      </div>
      {confirming ? (
        <SignOutDialog
          onCancel={() => setConfirming(false)}
          onDone={() => {
            setConfirming(false);
            void navigate(paths.root.href());
          }}
        />
      ) : null}
    </div>
  );
}

/** The chosen avatar picture (a path or URL), else the account's initial. */
function MenuAvatar({ avatar, account, large }: { avatar: string | null; account: string; large?: boolean }) {
  const className = `account-menu__avatar${large ? ' account-menu__avatar--lg' : ''}`;
  if (avatar && /^(https?:\/\/|\/)/.test(avatar)) {
    const size = large ? 40 : 28;
    return (
      <img
        className={`${className} account-menu__avatar--img`}
        src={avatar}
        alt=""
        width={size}
        height={size}
        aria-hidden="true"
      />
    );
  }
  return (
    <span className={className} aria-hidden="true">
      {account.slice(0, 1).toUpperCase()}
    </span>
  );
}
