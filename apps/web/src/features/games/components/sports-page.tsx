import { useLocation } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { CategoryPage } from './category-page.tsx';

/** /sports and /cockfight share the sports chunk (SPEC §2). */
export default function SportsPage() {
  const { pathname } = useLocation();
  const cockfight = pathname.toLowerCase().startsWith(paths.cockfight.path.toLowerCase());
  return cockfight ? (
    <CategoryPage key="cockfight" categories={['COCKFIGHT']} titleKey="categories.COCKFIGHT" />
  ) : (
    <CategoryPage key="sports" categories={['SPORTS']} titleKey="categories.SPORTS" />
  );
}
