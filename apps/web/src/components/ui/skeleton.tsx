import './skeleton.css';

interface SkeletonProps {
  className?: string;
  count?: number;
}

/** Shimmering placeholder blocks while data loads. */
export function Skeleton({ className = '', count = 1 }: SkeletonProps) {
  return (
    <>
      {Array.from({ length: count }, (_, i) => (
        <span key={i} className={`skeleton ${className}`} aria-hidden="true" />
      ))}
    </>
  );
}
