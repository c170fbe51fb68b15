import { useState, type ImgHTMLAttributes } from 'react';
import { assets } from '../../config/paths.ts';

/** SPEC §8: a picture that fails falls back to the default game icon, one attempt only. */
export function FallbackImage({ src, alt = '', ...rest }: ImgHTMLAttributes<HTMLImageElement>) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      {...rest}
      alt={alt}
      src={failed ? assets.ui('default-game') : src}
      onError={() => {
        if (!failed) setFailed(true);
      }}
    />
  );
}
