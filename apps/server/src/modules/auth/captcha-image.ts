import { Resvg } from '@resvg/resvg-js';
import svgCaptcha from 'svg-captcha';

/** A four-character captcha as a base64 PNG (SPEC §7), drawn with paths so no font is needed. */
export function drawCaptcha(): { answer: string; image: string } {
  const captcha = svgCaptcha.create({
    size: 4,
    noise: 3,
    ignoreChars: '0oO1ilI',
    color: true,
    background: '#eef1f8',
    width: 150,
    height: 50,
  });
  const png = new Resvg(captcha.data, { fitTo: { mode: 'width', value: 150 } }).render().asPng();
  return { answer: captcha.text, image: `data:image/png;base64,${Buffer.from(png).toString('base64')}` };
}
