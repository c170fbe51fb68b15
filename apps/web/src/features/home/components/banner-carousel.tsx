import type { Announcement } from '@portal/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AnnouncementLink } from './announcement-link.tsx';
import './banner-carousel.css';

export const BANNER_INTERVAL_MS = 5_000;

/** Banners (type B): image with title and text over it, dots, auto-advance paused on hover/focus. */
export function BannerCarousel({ banners }: { banners: readonly Announcement[] }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [paused, setPaused] = useState(false);
  const count = banners.length;
  const current = count > 0 ? index % count : 0;

  useEffect(() => {
    if (count < 2 || hovered || paused) return;
    const id = setInterval(() => setIndex((i) => (i + 1) % count), BANNER_INTERVAL_MS);
    return () => clearInterval(id);
  }, [count, hovered, paused]);

  if (count === 0) return null;
  const go = (i: number) => setIndex((i + count) % count);
  return (
    <section
      className="banner"
      aria-roledescription="carousel"
      aria-label={t('home.banners')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={() => setHovered(false)}
      data-testid="banner-carousel"
    >
      <div className="banner__viewport" aria-live={paused || hovered ? 'polite' : 'off'}>
        {banners.map((banner, i) => (
          <div
            key={banner.id}
            className={`banner__slide${i === current ? ' is-active' : ''}`}
            role="group"
            aria-roledescription="slide"
            aria-label={t('home.banner_n', { index: i + 1, total: count })}
            aria-hidden={i !== current}
            inert={i !== current}
          >
            <AnnouncementLink href={banner.linkUrl} className="banner__link" label={banner.title}>
              <img
                className="banner__image"
                src={banner.imageUrl ?? ''}
                alt=""
                loading={i === 0 ? 'eager' : 'lazy'}
                fetchPriority={i === 0 ? 'high' : 'auto'}
              />
              <div className="banner__caption" dir="auto">
                <h2 className="banner__title">{banner.title}</h2>
                {banner.content ? <p className="banner__text">{banner.content}</p> : null}
              </div>
            </AnnouncementLink>
          </div>
        ))}
      </div>
      {count > 1 ? (
        <div className="banner__controls">
          <button type="button" className="banner__arrow" aria-label={t('home.prev')} onClick={() => go(current - 1)}>
            ‹
          </button>
          <div className="banner__dots">
            {banners.map((banner, i) => (
              <button
                key={banner.id}
                type="button"
                className={`banner__dot${i === current ? ' is-active' : ''}`}
                aria-label={t('home.banner_n', { index: i + 1, total: count })}
                aria-current={i === current}
                onClick={() => go(i)}
              />
            ))}
          </div>
          <button type="button" className="banner__arrow" aria-label={t('home.next')} onClick={() => go(current + 1)}>
            ›
          </button>
          <button type="button" className="banner__pause" aria-pressed={paused} onClick={() => setPaused((p) => !p)}>
            {paused ? t('home.play') : t('home.pause')}
          </button>
        </div>
      ) : null}
    </section>
  );
}
