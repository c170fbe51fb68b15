import type { ReactNode } from 'react';
import { assets } from '../../config/paths.ts';
import './empty-state.css';

interface EmptyStateProps {
  title?: string;
  text: string;
  illustration?: string;
  action?: ReactNode;
  compact?: boolean;
}

/** Designed empty state: illustration, one-line explanation and an optional action. */
export function EmptyState({ title, text, illustration = assets.ui('empty-state'), action, compact }: EmptyStateProps) {
  return (
    <div className={compact ? 'empty-state empty-state--compact' : 'empty-state'} role="status">
      <img className="empty-state__art" src={illustration} alt="" width={160} height={120} loading="lazy" />
      {title ? <h2 className="empty-state__title">{title}</h2> : null}
      <p className="empty-state__text">{text}</p>
      {action ? <div className="empty-state__action">{action}</div> : null}
    </div>
  );
}
