import { CategoryPage } from './category-page.tsx';

export default function EsportsPage() {
  return <CategoryPage categories={['ESPORTS']} titleKey="categories.ESPORTS" />;
}
