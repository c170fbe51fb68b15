import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { assets, paths } from '../../../config/paths.ts';
import { useModalStore } from '../../../lib/modal-store.ts';
import { AGENT_LOGIN_TYPES, useSessionStore } from '../../../lib/session-store.ts';
import { LoginForm } from './login-form.tsx';
import './auth-modals.css';
import './agent-login-page.css';

/**
 * The agent entrance (/agent, SPEC §4 and §6): only customer types 1 and 2 may sign in here
 * (error_not_agent otherwise); success stores source=agent and goes to /agentHome.
 */
export default function AgentLoginPage() {
  const { t } = useTranslation();
  const customerType = useSessionStore((s) => s.memberInfo?.type);
  const openModal = useModalStore((s) => s.open);

  if (customerType !== undefined && AGENT_LOGIN_TYPES.includes(customerType)) {
    return <Navigate to={paths.agentHome.href()} replace />;
  }
  return (
    <div className="page agent-login" data-testid="agent-login-page">
      <section className="agent-login__intro">
        <Link className="agent-login__brand" to={paths.root.href()} aria-label={t('header.home')}>
          <img src={assets.logo} alt="" height={36} />
        </Link>
        <p className="agent-login__eyebrow">{t('agentLogin.eyebrow')}</p>
        <h1 className="agent-login__title">{t('agentLogin.title')}</h1>
        <p className="agent-login__lead">{t('agentLogin.lead')}</p>
        <ul className="agent-login__points">
          <li>{t('agentLogin.point_team')}</li>
          <li>{t('agentLogin.point_income')}</li>
          <li>{t('agentLogin.point_contracts')}</li>
        </ul>
        <img className="agent-login__art" src={assets.ui('agent-hero')} alt="" width={480} height={360} />
      </section>
      <section className="agent-login__card" aria-labelledby="agent-login-heading">
        <h2 id="agent-login-heading" className="agent-login__card-title">
          {t('agentLogin.card_title')}
        </h2>
        <LoginForm site="agent" onClose={() => {}} onForgot={() => openModal('forgotPassword')} />
      </section>
    </div>
  );
}
