import { useTranslation } from 'react-i18next';
import { Outlet, useNavigation } from 'react-router';
import { CustomerServiceFloat } from '../../features/frame/components/customer-service-float.tsx';
import { Footer } from '../../features/frame/components/footer.tsx';
import { GiftFloat } from '../../features/frame/components/gift-float.tsx';
import { Header } from '../../features/frame/components/header.tsx';
import { SideMenu } from '../../features/frame/components/side-menu.tsx';
import type { LayoutKind } from '../route-table.ts';
import './frame-layout.css';

interface Parts {
  header: boolean;
  gameNav: boolean;
  sideMenu: boolean;
  footer: boolean;
  floats: boolean;
}

/** Which parts of the frame each SPEC §2 layout shows. */
export const layoutParts: Record<LayoutKind, Parts> = {
  full: { header: true, gameNav: true, sideMenu: true, footer: true, floats: true },
  headerFooter: { header: true, gameNav: true, sideMenu: false, footer: true, floats: true },
  headerOnly: { header: true, gameNav: false, sideMenu: false, footer: false, floats: false },
  bare: { header: false, gameNav: false, sideMenu: false, footer: false, floats: false },
};

export function FrameLayout({ kind }: { kind: LayoutKind }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const parts = layoutParts[kind];
  return (
    <div className={`frame frame--${kind}`} data-layout={kind}>
      <a className="skip-link" href="#main">
        {t('common.skip_to_content')}
      </a>
      {navigation.state === 'loading' ? (
        <div className="frame__progress" role="progressbar" aria-label={t('common.loading')} />
      ) : null}
      {parts.header ? <Header withGameNav={parts.gameNav} withSideMenu={parts.sideMenu} /> : null}
      <div className="frame__body">
        {parts.sideMenu ? <SideMenu /> : null}
        <main id="main" className="frame__main" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
      {parts.footer ? <Footer /> : null}
      {parts.floats ? (
        <div className="frame__floats">
          <GiftFloat />
          <CustomerServiceFloat />
        </div>
      ) : null}
    </div>
  );
}
