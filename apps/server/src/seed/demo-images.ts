type Palette = { sky: string; wall: string; roof: string; trim: string };

const PALETTES: Palette[] = [
  { sky: '#dbeafe', wall: '#f5f5f4', roof: '#475569', trim: '#0f766e' },
  { sky: '#fde68a', wall: '#fef3c7', roof: '#92400e', trim: '#1e3a8a' },
  { sky: '#e0e7ff', wall: '#e2e8f0', roof: '#334155', trim: '#be123c' },
  { sky: '#ccfbf1', wall: '#fafaf9', roof: '#57534e', trim: '#4338ca' },
];

function windows(columns: number, rows: number, x0: number, y0: number, gapX: number, gapY: number, color: string) {
  const cells: string[] = [];
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      cells.push(
        `<rect x="${x0 + column * gapX}" y="${y0 + row * gapY}" width="${gapX * 0.55}" height="${gapY * 0.6}" rx="4" fill="${color}" opacity="0.85"/>`,
      );
    }
  }
  return cells.join('');
}

const BUILDINGS: Record<'apartment' | 'house' | 'condo' | 'commercial', (palette: Palette) => string> = {
  apartment: (p) =>
    `<rect x="300" y="140" width="600" height="560" fill="${p.wall}" stroke="${p.roof}" stroke-width="6"/>
     <rect x="280" y="120" width="640" height="30" fill="${p.roof}"/>
     ${windows(6, 6, 340, 180, 95, 80, p.trim)}
     <rect x="560" y="600" width="80" height="100" fill="${p.roof}"/>`,
  house: (p) =>
    `<polygon points="330,380 600,170 870,380" fill="${p.roof}"/>
     <rect x="370" y="380" width="460" height="320" fill="${p.wall}" stroke="${p.roof}" stroke-width="6"/>
     ${windows(2, 1, 420, 440, 260, 200, p.trim)}
     <rect x="560" y="560" width="80" height="140" rx="6" fill="${p.trim}"/>`,
  condo: (p) =>
    `<rect x="200" y="260" width="360" height="440" fill="${p.wall}" stroke="${p.roof}" stroke-width="6"/>
     <rect x="580" y="180" width="420" height="520" fill="${p.wall}" stroke="${p.roof}" stroke-width="6"/>
     ${windows(3, 4, 240, 300, 105, 95, p.trim)}${windows(4, 5, 620, 220, 95, 90, p.trim)}`,
  commercial: (p) =>
    `<rect x="220" y="220" width="760" height="480" fill="${p.wall}" stroke="${p.roof}" stroke-width="6"/>
     <rect x="220" y="220" width="760" height="70" fill="${p.trim}"/>
     <rect x="270" y="470" width="660" height="230" fill="${p.sky}" stroke="${p.roof}" stroke-width="4"/>
     ${windows(5, 2, 270, 320, 135, 70, p.roof)}`,
};

/** An illustration of a building for the demo portfolio (no photographs are bundled or downloaded). */
export async function demoBuildingImage(type: keyof typeof BUILDINGS, variant: number): Promise<Buffer> {
  const palette = PALETTES[variant % PALETTES.length] ?? PALETTES[0];
  if (!palette) throw new Error('no palette');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800">
    <rect width="1200" height="800" fill="${palette.sky}"/>
    <circle cx="1040" cy="130" r="60" fill="#fbbf24" opacity="0.8"/>
    <rect y="700" width="1200" height="100" fill="#86efac"/>
    ${BUILDINGS[type](palette)}
  </svg>`;
  const { default: sharp } = await import('sharp');
  return sharp(Buffer.from(svg)).png().toBuffer();
}
