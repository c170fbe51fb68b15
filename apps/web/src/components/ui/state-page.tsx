import type { ReactNode } from 'react';
import './state-page.css';

interface StatePageProps {
  illustration: string;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  top?: ReactNode;
  testId?: string;
}

/** Full-page state (maintenance, region block, start-up error): illustration, title, text, actions. */
export function StatePage({ illustration, title, children, actions, top, testId }: StatePageProps) {
  return (
    <main className="state-page" data-testid={testId}>
      {top ? <div className="state-page__top">{top}</div> : null}
      <section className="state-page__card" aria-labelledby="state-page-title">
        <img className="state-page__art" src={illustration} alt="" width={280} height={200} />
        <h1 id="state-page-title" className="state-page__title">
          {title}
        </h1>
        <div className="state-page__body">{children}</div>
        {actions ? <div className="state-page__actions">{actions}</div> : null}
      </section>
    </main>
  );
}
