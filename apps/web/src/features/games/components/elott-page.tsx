import { CategoryPage } from './category-page.tsx';

export default function ElottPage() {
  return <CategoryPage categories={['LOTT', 'ELOTT']} titleKey="categories.LOTT" />;
}
