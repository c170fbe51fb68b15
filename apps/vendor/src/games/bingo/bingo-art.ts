/** The bingo picture: a 400×300 SVG with a card, daubs and balls. */
export function bingoArt(): string {
  const letters = ['B', 'I', 'N', 'G', 'O'];
  const colours = ['#ef4444', '#f59e0b', '#22c55e', '#3b82f6', '#a855f7'];
  const numbers = [
    [7, 19, 34, 52, 66],
    [12, 24, 41, 48, 71],
    [3, 28, 0, 57, 62],
    [14, 17, 39, 46, 74],
    [9, 30, 44, 60, 68],
  ];
  const daubs = new Set(['0,0', '1,1', '2,2', '3,3', '4,4', '0,4', '4,0', '1,3', '3,1']);
  const cells = numbers
    .flatMap((row, r) =>
      row.map((n, c) => {
        const x = 44 + c * 38;
        const y = 96 + r * 38;
        const daub = daubs.has(`${r},${c}`)
          ? `<circle cx="${x + 17}" cy="${y + 17}" r="14" fill="#f43f5e" opacity="0.8"/>`
          : '';
        const label = n === 0 ? '★' : String(n);
        return `<rect x="${x}" y="${y}" width="34" height="34" rx="5" fill="#f8fafc"/>${daub}<text x="${x + 17}" y="${y + 23}" font-family="Arial, sans-serif" font-size="14" font-weight="700" fill="#0f172a" text-anchor="middle">${label}</text>`;
      }),
    )
    .join('');
  const heads = letters
    .map(
      (l, c) =>
        `<rect x="${44 + c * 38}" y="60" width="34" height="30" rx="5" fill="${colours[c]}"/><text x="${61 + c * 38}" y="81" font-family="Arial, sans-serif" font-size="18" font-weight="800" fill="#fff" text-anchor="middle">${l}</text>`,
    )
    .join('');
  const balls = [
    [300, 90, 'B', 7, '#ef4444'],
    [340, 140, 'N', 41, '#22c55e'],
    [296, 190, 'O', 66, '#a855f7'],
    [346, 236, 'G', 52, '#3b82f6'],
  ] as const;
  const ballSvg = balls
    .map(
      ([x, y, l, n, col]) =>
        `<circle cx="${x}" cy="${y}" r="26" fill="${col}"/><circle cx="${x}" cy="${y}" r="17" fill="#fff"/><text x="${x}" y="${y - 2}" font-family="Arial, sans-serif" font-size="9" font-weight="700" fill="#0f172a" text-anchor="middle">${l}</text><text x="${x}" y="${y + 10}" font-family="Arial, sans-serif" font-size="13" font-weight="800" fill="#0f172a" text-anchor="middle">${n}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width="400" height="300" role="img" aria-label="Bingo 75">
<defs><radialGradient id="bg" cx="0.5" cy="0.4" r="0.8"><stop offset="0" stop-color="#4c1d95"/><stop offset="1" stop-color="#0f0a1f"/></radialGradient></defs>
<rect width="400" height="300" fill="url(#bg)"/>
<rect x="34" y="50" width="210" height="242" rx="12" fill="#1e1b4b" stroke="#facc15" stroke-width="3"/>
${heads}${cells}${ballSvg}
<text x="320" y="36" font-family="Arial, sans-serif" font-size="30" font-weight="900" fill="#facc15" text-anchor="middle">BINGO</text>
</svg>`;
}
