import { assets } from '../../config/paths.ts';
import './category-icon.css';

interface CategoryIconProps {
  /** File name under /assets/categories/ (without .svg). */
  name: string;
  size?: number;
  className?: string;
}

/**
 * A category icon tinted with the text colour: the artwork draws with currentColor, which an
 * <img> cannot inherit, so the SVG is used as a mask over a currentColor background.
 */
export function CategoryIcon({ name, size = 24, className = '' }: CategoryIconProps) {
  const url = `url("${assets.category(name)}")`;
  return (
    <span
      className={`category-icon ${className}`}
      aria-hidden="true"
      style={{ width: size, height: size, maskImage: url, WebkitMaskImage: url }}
    />
  );
}
