import { CategoryPage } from './category-page.tsx';

export default function LivePage() {
  return <CategoryPage categories={['LIVE']} titleKey="categories.LIVE" />;
}
