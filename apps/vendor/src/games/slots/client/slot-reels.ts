import { SYMBOL_DEFS, symbolMarkup } from '../slot-symbols.ts';

const SVG_NS = 'http://www.w3.org/2000/svg';

/** One hidden (but rendered) SVG holding every symbol once; cells reference them with <use>. */
export function symbolSprite(ids: string[]): Element {
  const holder = document.createElement('div');
  holder.className = 'sl-sprite';
  holder.setAttribute('aria-hidden', 'true');
  // Static markup of our own drawings (no player data).
  holder.innerHTML = `<svg xmlns="${SVG_NS}" width="0" height="0"><defs>${SYMBOL_DEFS}</defs>${ids
    .map((id) => `<symbol id="sl-sym-${id}" viewBox="0 0 100 100">${symbolMarkup(id)}</symbol>`)
    .join('')}</svg>`;
  return holder;
}

/** A symbol picture (an <svg> using the sprite). */
export function symbolIcon(id: string, label?: string): SVGSVGElement {
  const svg = document.createElementNS(SVG_NS, 'svg');
  svg.setAttribute('viewBox', '0 0 100 100');
  if (label) {
    svg.setAttribute('role', 'img');
    svg.setAttribute('aria-label', label);
  } else {
    svg.setAttribute('aria-hidden', 'true');
  }
  const use = document.createElementNS(SVG_NS, 'use');
  use.setAttribute('href', `#sl-sym-${id}`);
  svg.append(use);
  return svg;
}

function cell(id: string): HTMLElement {
  const node = document.createElement('div');
  node.className = 'sl-cell';
  node.dataset.symbol = id;
  node.append(symbolIcon(id));
  return node;
}

const palette = (line: number) => `hsl(${(line * 137 + 40) % 360} 95% 62%)`;

export interface Highlight {
  /** Cells to mark as [reel, row]. */
  cells: [number, number][];
  /** Paylines to draw (row per reel) with their index for the colour. */
  lines: { index: number; rows: number[] }[];
}

/** The five reels of the window: shows grids, spins to a result along the real strips, marks wins. */
export class Reels {
  private readonly strips: HTMLElement[] = [];
  private readonly reels: HTMLElement[] = [];
  private readonly overlay: SVGSVGElement;
  private grid: string[][];

  constructor(
    private readonly window: HTMLElement,
    grid: string[][],
  ) {
    this.grid = grid;
    grid.forEach((column, r) => {
      const strip = document.createElement('div');
      strip.className = 'sl-strip';
      const reel = document.createElement('div');
      reel.className = 'sl-reel';
      reel.setAttribute('role', 'list');
      reel.setAttribute('aria-label', `${r + 1}`);
      reel.append(strip);
      this.reels.push(reel);
      this.strips.push(strip);
      this.fill(r, column);
      window.append(reel);
    });
    this.overlay = document.createElementNS(SVG_NS, 'svg');
    this.overlay.setAttribute('class', 'sl-lines');
    this.overlay.setAttribute('aria-hidden', 'true');
    window.append(this.overlay);
  }

  private fill(reel: number, symbols: string[]): void {
    const strip = this.strips[reel];
    if (!strip) return;
    strip.style.setProperty('--sl-cells', String(symbols.length));
    this.reels[reel]?.style.setProperty('--sl-cells', String(symbols.length));
    strip.style.transform = '';
    strip.replaceChildren(...symbols.map(cell));
    strip.querySelectorAll('.sl-cell').forEach((c) => c.setAttribute('role', 'listitem'));
  }

  /**
   * Spins to `grid` (reel by reel, left to right): the strip scrolls down through the symbols that
   * really follow the stop on the strip (`strips[reel]`), so the reels show the actual reel bands.
   */
  async spin(grid: string[][], stops: number[], strips: string[][], speed: number): Promise<void> {
    this.clear();
    this.window.classList.add('sl-spinning');
    const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches;
    const runs = grid.map(async (column, r) => {
      const band = strips[r] ?? [];
      const extra = 9 + r * 4;
      const filler = Array.from(
        { length: extra },
        (_, j) => band[((stops[r] ?? 0) + 3 + j) % Math.max(1, band.length)] ?? column[0] ?? '',
      );
      const symbols = [...column, ...filler, ...(this.grid[r] ?? column)];
      this.fill(r, symbols);
      const strip = this.strips[r];
      if (!strip) return;
      const from = `translateY(-${((symbols.length - 3) / symbols.length) * 100}%)`;
      const duration = ((reduced ? 240 : 620) + r * (reduced ? 60 : 210)) * speed;
      await strip
        .animate([{ transform: from }, { transform: 'translateY(0)' }], {
          duration,
          easing: 'cubic-bezier(.22,.85,.32,1.08)',
          fill: 'forwards',
        })
        .finished.catch(() => undefined);
      this.fill(r, column);
    });
    await Promise.all(runs);
    this.grid = grid.map((c) => [...c]);
    this.window.classList.remove('sl-spinning');
  }

  show(grid: string[][]): void {
    this.clear();
    this.grid = grid.map((c) => [...c]);
    grid.forEach((column, r) => this.fill(r, column));
  }

  /** Marks winning cells and draws the paylines through the centres of their cells. */
  highlight(h: Highlight): void {
    this.clear();
    if (h.cells.length === 0) return;
    this.window.classList.add('sl-dim');
    for (const [reel, row] of h.cells) this.strips[reel]?.children[row]?.classList.add('sl-hit');
    const box = this.overlay.getBoundingClientRect();
    this.overlay.setAttribute('viewBox', `0 0 ${Math.max(1, box.width)} ${Math.max(1, box.height)}`);
    for (const line of h.lines) {
      const points = line.rows.map((row, reel) => {
        const target = this.strips[reel]?.children[row]?.getBoundingClientRect();
        if (!target) return '0,0';
        return `${target.left + target.width / 2 - box.left},${target.top + target.height / 2 - box.top}`;
      });
      const poly = document.createElementNS(SVG_NS, 'polyline');
      poly.setAttribute('points', points.join(' '));
      poly.setAttribute('stroke', palette(line.index));
      poly.setAttribute('color', palette(line.index));
      this.overlay.append(poly);
    }
    if (h.lines.length === 1) this.window.style.setProperty('--sl-hit', palette(h.lines[0]?.index ?? 0));
    else this.window.style.removeProperty('--sl-hit');
  }

  clear(): void {
    this.window.classList.remove('sl-dim');
    this.window.querySelectorAll('.sl-hit').forEach((c) => c.classList.remove('sl-hit'));
    this.overlay.replaceChildren();
  }
}
