import { CategoryPage } from './category-page.tsx';

export default function PvpPage() {
  return <CategoryPage categories={['PVP']} titleKey="categories.PVP" />;
}
