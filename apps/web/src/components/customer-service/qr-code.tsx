import { useEffect, useState } from 'react';

interface QrCodeProps {
  value: string;
  label: string;
  size?: number;
}

/** A QR code generated in the browser (qrcode package, loaded on demand) as an SVG data URL. */
export function QrCode({ value, label, size = 128 }: QrCodeProps) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let active = true;
    void import('qrcode')
      .then((qr) => qr.toString(value, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }))
      .then((svg) => {
        if (active) setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
      })
      .catch(() => {
        if (active) setSrc(null);
      });
    return () => {
      active = false;
    };
  }, [value]);
  if (!src)
    return <span className="qr-code qr-code--pending" style={{ width: size, height: size }} aria-hidden="true" />;
  return <img className="qr-code" src={src} alt={label} width={size} height={size} data-testid="cs-qr" />;
}
