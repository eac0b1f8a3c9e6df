import sharp from 'sharp';

/** A demo picture drawn as SVG: a sky, a landscape and a caption. Rendered once per scene, then copied. */
export type SceneKind = 'mountains' | 'city' | 'colonial' | 'beach' | 'islands' | 'tepui' | 'food' | 'cacao';

export interface Scene {
  kind: SceneKind;
  caption: string;
  /** Sky gradient, top to bottom. */
  sky: [string, string];
  sun: string;
  /** Landscape colours, far to near. */
  land: [string, string, string];
  sea?: [string, string];
  snow?: boolean;
}

const W = 1200;
const H = 800;

/** Small deterministic generator so every seed draws the same pictures. */
function random(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

function ridge(rand: () => number, base: number, amplitude: number, peaks: number, color: string): string {
  const points: string[] = [`0,${H}`];
  const step = W / peaks;
  for (let i = 0; i <= peaks; i++) {
    const x = Math.round(i * step + (rand() - 0.5) * step * 0.4);
    const y = Math.round(base - rand() * amplitude);
    points.push(`${Math.max(0, Math.min(W, x))},${y}`);
    if (i < peaks) points.push(`${Math.round((i + 0.5) * step)},${Math.round(base - amplitude * 0.15)}`);
  }
  points.push(`${W},${H}`);
  return `<polygon points="${points.join(' ')}" fill="${color}"/>`;
}

/** A far ridge whose peaks above `line` are white: the polygon doubles as a clip path for the snow. */
function snowyRidge(
  rand: () => number,
  base: number,
  amplitude: number,
  peaks: number,
  color: string,
): string {
  const polygon = ridge(rand, base, amplitude, peaks, color);
  const line = Math.round(base - amplitude * 0.55);
  return (
    `<clipPath id="snowy">${polygon}</clipPath>${polygon}` +
    `<rect x="0" y="0" width="${W}" height="${line}" fill="#f4f8fb" opacity="0.92" clip-path="url(#snowy)"/>`
  );
}

function clouds(rand: () => number): string {
  let out = '';
  for (let i = 0; i < 4; i++) {
    const x = Math.round(rand() * W);
    const y = Math.round(60 + rand() * 180);
    const r = Math.round(30 + rand() * 30);
    out += `<g fill="#ffffff" opacity="${(0.45 + rand() * 0.3).toFixed(2)}"><ellipse cx="${x}" cy="${y}" rx="${r * 2.4}" ry="${r}"/><ellipse cx="${x + r}" cy="${y - r * 0.6}" rx="${r * 1.4}" ry="${r * 0.9}"/></g>`;
  }
  return out;
}

function palm(x: number, y: number, scale: number): string {
  const leaves = [-70, -35, 0, 35, 70, 110, -110]
    .map(
      (angle) =>
        `<path d="M0,0 q60,-30 130,10 q-70,-5 -130,-10z" fill="#1f6b3a" transform="rotate(${angle})"/>`,
    )
    .join('');
  return `<g transform="translate(${x},${y}) scale(${scale})"><path d="M0,0 q-25,120 10,260 l18,0 q-30,-140 -10,-260z" fill="#6b4a2b"/><g transform="translate(5,0)">${leaves}</g></g>`;
}

function sea(scene: Scene, top: number): string {
  const [a, b] = scene.sea ?? ['#2a9fd6', '#0b5e8a'];
  let waves = '';
  for (let i = 0; i < 6; i++) {
    const y = top + 30 + i * 40;
    waves += `<path d="M0,${y} q150,-12 300,0 t300,0 t300,0 t300,0" stroke="#ffffff" stroke-opacity="0.18" stroke-width="3" fill="none"/>`;
  }
  return `<rect x="0" y="${top}" width="${W}" height="${H - top}" fill="url(#sea)"/>${waves}<defs><linearGradient id="sea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>`;
}

function landscape(scene: Scene, rand: () => number): string {
  const [far, mid, near] = scene.land;
  switch (scene.kind) {
    case 'mountains':
      return (
        (scene.snow ? snowyRidge(rand, 430, 220, 4, far) : ridge(rand, 430, 220, 4, far)) +
        ridge(rand, 560, 160, 5, mid) +
        ridge(rand, 700, 110, 7, near)
      );
    case 'city': {
      let skyline = '';
      let x = 0;
      while (x < W) {
        const w = 50 + Math.round(rand() * 70);
        const h = 120 + Math.round(rand() * 260);
        skyline += `<rect x="${x}" y="${H - 90 - h}" width="${w - 6}" height="${h}" fill="${mid}"/>`;
        for (let wy = H - 80 - h; wy < H - 110; wy += 28)
          for (let wx = x + 8; wx < x + w - 16; wx += 18)
            if (rand() > 0.45)
              skyline += `<rect x="${wx}" y="${wy}" width="8" height="12" fill="#ffe9a8" opacity="0.8"/>`;
        x += w;
      }
      return (
        ridge(rand, 430, 250, 3, far) +
        skyline +
        `<rect x="0" y="${H - 90}" width="${W}" height="90" fill="${near}"/>`
      );
    }
    case 'colonial': {
      const wall = mid;
      let arches = '';
      for (let i = 0; i < 7; i++) {
        const ax = 120 + i * 140;
        arches += `<path d="M${ax},700 v-120 a45,45 0 0 1 90,0 v120z" fill="#5b3b24" opacity="0.85"/>`;
      }
      return (
        ridge(rand, 420, 160, 3, far) +
        `<rect x="60" y="430" width="1080" height="300" fill="${wall}"/>` +
        `<rect x="500" y="250" width="200" height="200" fill="${wall}"/><polygon points="480,250 600,170 720,250" fill="#b5442e"/>` +
        `<circle cx="600" cy="330" r="38" fill="#f6f1e4" stroke="#5b3b24" stroke-width="6"/>` +
        `<rect x="40" y="410" width="1120" height="30" fill="#b5442e"/>` +
        arches +
        `<rect x="0" y="720" width="${W}" height="80" fill="${near}"/>`
      );
    }
    case 'beach':
      return (
        ridge(rand, 470, 120, 3, far) +
        sea(scene, 470) +
        `<path d="M0,640 q300,-60 600,-20 t600,10 v170 h-1200z" fill="${mid}"/>` +
        `<path d="M0,700 q320,-40 640,-10 t560,20 v90 h-1200z" fill="${near}"/>` +
        palm(980, 420, 1.1) +
        palm(1090, 470, 0.8)
      );
    case 'islands': {
      let islets = '';
      for (let i = 0; i < 4; i++) {
        const cx = 120 + i * 300 + Math.round(rand() * 80);
        const cy = 520 + Math.round(rand() * 160);
        const rx = 90 + Math.round(rand() * 90);
        islets += `<ellipse cx="${cx}" cy="${cy + 8}" rx="${rx + 30}" ry="22" fill="#7fe0d6" opacity="0.6"/><ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="18" fill="${mid}"/><ellipse cx="${cx}" cy="${cy - 10}" rx="${rx * 0.55}" ry="16" fill="${near}"/>`;
      }
      const boat = `<g transform="translate(760,690)"><path d="M-70,0 h140 l-25,28 h-90z" fill="#f4f4f4"/><rect x="-6" y="-80" width="5" height="80" fill="#444"/><polygon points="0,-78 0,-8 55,-8" fill="#ffffff"/></g>`;
      return ridge(rand, 440, 40, 2, far) + sea(scene, 440) + islets + boat;
    }
    case 'tepui': {
      const mesa = (x: number, w: number, top: number, color: string) =>
        `<polygon points="${x},${H} ${x + 40},${top + 30} ${x + 60},${top} ${x + w - 60},${top} ${x + w - 40},${top + 30} ${x + w},${H}" fill="${color}"/>`;
      return (
        mesa(-80, 620, 230, far) +
        mesa(520, 760, 280, far) +
        `<rect x="700" y="290" width="14" height="330" fill="#eaf6ff" opacity="0.85"/>` +
        `<ellipse cx="707" cy="630" rx="60" ry="16" fill="#ffffff" opacity="0.6"/>` +
        ridge(rand, 680, 90, 9, mid) +
        `<rect x="0" y="740" width="${W}" height="60" fill="${near}"/>`
      );
    }
    case 'food':
      return (
        `<rect x="0" y="470" width="${W}" height="330" fill="${mid}"/>` +
        `<ellipse cx="470" cy="600" rx="250" ry="95" fill="#f7f3ea"/>` +
        `<ellipse cx="400" cy="585" rx="95" ry="42" fill="#e2b45a"/><ellipse cx="400" cy="575" rx="95" ry="30" fill="#efc46a"/>` +
        `<ellipse cx="560" cy="600" rx="80" ry="36" fill="#d9a34a"/><ellipse cx="560" cy="590" rx="80" ry="26" fill="#e8bb5f"/>` +
        `<rect x="830" y="480" width="130" height="150" rx="20" fill="${near}"/><ellipse cx="895" cy="482" rx="65" ry="16" fill="#4a2a17"/>` +
        `<path d="M960,510 q55,10 10,80" stroke="${near}" stroke-width="16" fill="none"/>`
      );
    case 'cacao': {
      let pods = '';
      for (let i = 0; i < 5; i++) {
        const cx = 200 + i * 200;
        const cy = 520 + Math.round(rand() * 80);
        pods += `<g transform="rotate(${Math.round((rand() - 0.5) * 40)} ${cx} ${cy})"><ellipse cx="${cx}" cy="${cy}" rx="55" ry="110" fill="${i % 2 ? mid : near}"/><path d="M${cx},${cy - 105} v210" stroke="#00000033" stroke-width="6"/></g>`;
      }
      const leaves = [0, 1, 2, 3]
        .map(
          (i) =>
            `<ellipse cx="${150 + i * 300}" cy="330" rx="170" ry="55" fill="${far}" transform="rotate(${-20 + i * 12} ${150 + i * 300} 330)"/>`,
        )
        .join('');
      return leaves + pods;
    }
  }
}

/** The SVG source of a scene (1200 × 800). */
export function sceneSvg(scene: Scene, seed: number): string {
  const rand = random(seed * 7919 + 13);
  const [top, bottom] = scene.sky;
  const caption = escapeXml(scene.caption);
  const sunX = 200 + Math.round(rand() * 800);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>
<radialGradient id="glow"><stop offset="0" stop-color="${scene.sun}" stop-opacity="0.9"/><stop offset="1" stop-color="${scene.sun}" stop-opacity="0"/></radialGradient>
</defs>
<rect width="${W}" height="${H}" fill="url(#sky)"/>
<circle cx="${sunX}" cy="190" r="200" fill="url(#glow)"/>
<circle cx="${sunX}" cy="190" r="70" fill="${scene.sun}"/>
${clouds(rand)}
${landscape(scene, rand)}
<rect x="0" y="${H - 96}" width="${W}" height="96" fill="#000000" opacity="0.35"/>
<text x="40" y="${H - 34}" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="46" font-weight="bold" fill="#ffffff">${caption}</text>
</svg>`;
}

/** Renders a scene to a PNG buffer (then stored like any upload). */
export function renderScene(scene: Scene, seed: number): Promise<Buffer> {
  return sharp(Buffer.from(sceneSvg(scene, seed)))
    .png({ compressionLevel: 1 })
    .toBuffer();
}
