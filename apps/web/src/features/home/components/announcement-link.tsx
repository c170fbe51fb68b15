import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** Internal link for `/paths`, a new tab for absolute URLs, plain content without a link. */
export function AnnouncementLink({
  href,
  className,
  children,
  label,
}: {
  href: string | null;
  className: string;
  children: ReactNode;
  label?: string;
}) {
  if (!href) return <div className={className}>{children}</div>;
  if (href.startsWith('/')) {
    return (
      <Link to={href} className={className} aria-label={label}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer" aria-label={label}>
      {children}
    </a>
  );
}
