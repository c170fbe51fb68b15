/** Where a bar chart draws in its SVG box (viewBox units). */
export interface BarBox {
  top: number;
  bottom: number;
  left: number;
  right: number;
  /** The widest a bar may be, and its share of its slot. */
  maxWidth: number;
  share: number;
}

export interface BarGeometry {
  x: number;
  y: number;
  width: number;
  height: number;
  tone: 'pos' | 'neg' | 'zero';
}

/**
 * Bars of a series: gains above the zero line, losses below, scaled to the largest of each side;
 * a zero is a 2-unit stub on the line. Pure geometry (unit-tested): numbers only for pixels.
 */
export function barGeometry(values: readonly number[], box: BarBox): { zeroY: number; bars: BarGeometry[] } {
  const maxPos = Math.max(0, ...values);
  const maxNeg = Math.max(0, ...values.map((v) => -v));
  const span = maxPos + maxNeg;
  const scale = span > 0 ? (box.bottom - box.top) / span : 0;
  const zeroY = span > 0 ? box.top + maxPos * scale : box.bottom;
  const slot = (box.right - box.left) / Math.max(1, values.length);
  const width = Math.max(2, Math.min(box.maxWidth, slot * box.share));
  const bars = values.map((v, i) => {
    const x = box.left + slot * i + (slot - width) / 2;
    if (v === 0 || scale === 0) return { x, y: zeroY - 1, width, height: 2, tone: 'zero' as const };
    const height = Math.max(2, Math.abs(v) * scale);
    return v > 0
      ? { x, y: zeroY - height, width, height, tone: 'pos' as const }
      : { x, y: zeroY, width, height, tone: 'neg' as const };
  });
  return { zeroY, bars };
}
