import { useSearchParams } from 'react-router';
import { CategoryPage } from './category-page.tsx';

/** /elott lists lottery and e-lottery vendors; /elott?type=ELOTT only the e-lottery ones. */
export default function ElottPage() {
  const [params] = useSearchParams();
  if (params.get('type')?.toUpperCase() === 'ELOTT') {
    return <CategoryPage key="ELOTT" categories={['ELOTT']} titleKey="categories.ELOTT" />;
  }
  return <CategoryPage key="LOTT" categories={['LOTT', 'ELOTT']} titleKey="categories.LOTT" />;
}
