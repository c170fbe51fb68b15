import { useEffect, useRef, useState } from 'react';
import { useSettings } from '../../lib/queries.ts';
import { DEFAULT_GAME_ICON, imageCdnFor, withCdn } from '../../lib/games/cdn.ts';

/** SPEC §9: a picture starts loading once a tenth of it is visible. */
export const LAZY_THRESHOLD = 0.1;

interface LazyGameImageProps {
  /** Path below the image CDN (or an absolute address). */
  picture: string;
  alt?: string;
  className?: string;
}

/**
 * A game picture loaded lazily (IntersectionObserver, threshold 0.1) from the image CDN; a
 * picture that fails shows the default game icon, after one attempt only (SPEC §8, §9).
 */
export function LazyGameImage({ picture, alt = '', className = '' }: LazyGameImageProps) {
  const settings = useSettings();
  const ref = useRef<HTMLImageElement>(null);
  const [visible, setVisible] = useState(() => typeof IntersectionObserver === 'undefined');
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading');

  useEffect(() => {
    const node = ref.current;
    if (visible || !node) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting || entry.intersectionRatio >= LAZY_THRESHOLD)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { threshold: LAZY_THRESHOLD },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [visible]);

  const source = withCdn(imageCdnFor(settings.data?.imageCdns), picture);
  const src = state === 'failed' ? DEFAULT_GAME_ICON : visible ? source : undefined;
  return (
    <img
      ref={ref}
      className={`game-img game-img--${state} ${className}`}
      src={src}
      alt={alt}
      decoding="async"
      data-testid="game-image"
      onLoad={() => {
        if (state === 'loading') setState('loaded');
      }}
      onError={() => {
        if (state === 'loading') setState('failed');
      }}
    />
  );
}
