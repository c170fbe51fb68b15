import { CategoryPage } from './category-page.tsx';

export default function RngPage() {
  return <CategoryPage categories={['RNG']} titleKey="categories.RNG" />;
}
