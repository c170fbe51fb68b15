import { CategoryPage } from './category-page.tsx';

export default function FishPage() {
  return <CategoryPage categories={['FISH']} titleKey="categories.FISH" />;
}
