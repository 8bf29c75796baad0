// Renders the scenario photographs of "Harbor Coffee Roasters" from SVG scenes with sharp.
// Run by hand once (`node scripts/make-scenario-images.mjs [id...]`); the output is committed, so
// nothing at build or test time depends on sharp. Passing ids re-renders only those and keeps the
// other entries of index.json.
//
// Why it looks the way it does: the sandbox serves these as real images at requested widths and
// the resizing benchmark needs originals with photographic byte weight. Smooth SVG compresses to
// almost nothing, so every scene gets a film grain (feTurbulence) whose strength is searched until
// the JPEG lands near a per-pixel byte budget. Blur filters give depth of field; all randomness is
// seeded, so re-running gives the same pictures.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const OUT_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'scenarios', 'assets', 'images');
const QUALITY = 85;
/** Byte budget per pixel, clamped, so big scenes weigh more but all stay in the 200–600 KB window. */
const BYTES_PER_PIXEL = 0.13;
const MIN_BYTES = 220_000;
const MAX_BYTES = 560_000;
/** Grain stays visible but never turns into TV static, whatever the budget asks for. */
const GRAIN_MIN = 0.35;
const GRAIN_MAX = 3.2;

// ---------------------------------------------------------------- toolkit

function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const hashSeed = (s) => [...s].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 16777619), 2166136261) >>> 0;
const f = (n) => Math.round(n * 10) / 10;

/** One scene under construction: a seeded random source and a defs registry. */
function scene(id, W, H) {
  const rnd = mulberry32(hashSeed(id));
  const defs = new Map();
  const ctx = {
    W,
    H,
    r: (a, b) => a + rnd() * (b - a),
    pick: (arr) => arr[Math.floor(rnd() * arr.length)],
    def(key, markup) {
      if (!defs.has(key)) defs.set(key, markup);
      return key;
    },
    /** A Gaussian blur filter with a generous region, so wide blurs are not clipped to the bbox. */
    blur(sd) {
      const key = `b${String(sd).replace('.', '_')}`;
      ctx.def(key, `<filter id="${key}" x="-60%" y="-60%" width="220%" height="220%"><feGaussianBlur stdDeviation="${sd}"/></filter>`);
      return `url(#${key})`;
    },
    linear(key, stops, { x1 = 0, y1 = 0, x2 = 0, y2 = 1, units = '' } = {}) {
      const u = units ? ` gradientUnits="${units}"` : '';
      return `url(#${ctx.def(key, `<linearGradient id="${key}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"${u}>${stopsOf(stops)}</linearGradient>`)})`;
    },
    radial(key, stops, { cx = 0.5, cy = 0.5, r = 0.5, fx = cx, fy = cy } = {}) {
      return `url(#${ctx.def(key, `<radialGradient id="${key}" cx="${cx}" cy="${cy}" r="${r}" fx="${fx}" fy="${fy}">${stopsOf(stops)}</radialGradient>`)})`;
    },
    /**
     * Noise texture mapped onto a colour: the turbulence's red channel shifts `base` by ±amp,
     * clipped to the shape it is applied to. Wood, plaster, burlap and crema are all this.
     */
    texture(key, { freq, octaves = 3, base, amp = 0.35, alpha = 1, seed = 1, type = 'fractalNoise' }) {
      const [r0, g0, b0] = base;
      const row = (c) => `${amp} 0 0 0 ${f3(c - amp / 2)}`;
      ctx.def(
        key,
        `<filter id="${key}" x="0" y="0" width="100%" height="100%" color-interpolation-filters="sRGB">` +
          `<feTurbulence type="${type}" baseFrequency="${freq}" numOctaves="${octaves}" seed="${seed}"/>` +
          `<feColorMatrix type="matrix" values="${row(r0)} ${row(g0)} ${row(b0)} 0 0 0 0 ${alpha}"/>` +
          `<feComposite operator="in" in2="SourceGraphic"/></filter>`,
      );
      return `url(#${key})`;
    },
    svg(body) {
      return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${[...defs.values()].join('')}</defs>${body}</svg>`;
    },
  };
  return ctx;
}

const f3 = (n) => Math.round(n * 1000) / 1000;
const stopsOf = (stops) =>
  stops.map(([o, c, a = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a}"/>`).join('');

/** Darkened corners, as every real lens gives. */
function vignette(c, strength = 0.75, inner = 0.45) {
  const fill = c.radial('vig', [[0, '#000', 0], [inner, '#000', 0], [1, '#000', strength]], { r: 0.75 });
  return `<rect width="${c.W}" height="${c.H}" fill="${fill}"/>`;
}

/** Out-of-focus point lights: discs with a brighter rim, blurred, screened onto the scene. */
function bokeh(c, { n, x: [x0, x1], y: [y0, y1], r: [r0, r1], colors, blur = 4, opacity = [0.25, 0.8] }) {
  let out = '';
  colors.forEach((col, i) => {
    c.radial(`bk${i}`, [[0, col, 0.55], [0.8, col, 0.62], [0.94, col, 0.95], [1, col, 0]]);
  });
  for (let i = 0; i < n; i++) {
    const ci = Math.floor(c.r(0, colors.length));
    out += `<circle cx="${f(c.r(x0, x1))}" cy="${f(c.r(y0, y1))}" r="${f(c.r(r0, r1))}" fill="url(#bk${ci})" opacity="${f3(c.r(...opacity))}"/>`;
  }
  return `<g filter="${c.blur(blur)}" style="mix-blend-mode:screen">${out}</g>`;
}

/** A roasted coffee bean with its centre crease. */
function bean(c, x, y, len, rot, blur = 0) {
  const shade = Math.floor(c.r(0, 3));
  c.radial(`bean${shade}`, [
    [0, ['#9a5f36', '#8a4f2a', '#7a4424'][shade]],
    [0.55, ['#5c3119', '#4f2914', '#452311'][shade]],
    [1, '#1d0d05'],
  ], { cx: 0.38, cy: 0.32, r: 0.7 });
  const w = len * 0.68;
  const g =
    `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(rot)})"${blur ? ` filter="${c.blur(blur)}"` : ''}>` +
    `<ellipse rx="${f(len)}" ry="${f(w)}" fill="url(#bean${shade})"/>` +
    `<path d="M${f(-len * 0.82)} ${f(len * 0.05)} C${f(-len * 0.3)} ${f(-w * 0.35)} ${f(len * 0.3)} ${f(w * 0.35)} ${f(len * 0.82)} ${f(-len * 0.05)}" stroke="#140803" stroke-width="${f(len * 0.11)}" fill="none" stroke-linecap="round"/>` +
    `<ellipse cx="${f(-len * 0.25)}" cy="${f(-w * 0.45)}" rx="${f(len * 0.4)}" ry="${f(w * 0.16)}" fill="#f3d2b0" opacity="0.28"/></g>`;
  return g;
}

/** Wisps of steam: soft strokes pushed around by turbulence. */
function steam(c, paths, { width = 50, opacity = 0.2, scale = 90, sd = 14 } = {}) {
  c.def(
    'steam',
    `<filter id="steam" x="-50%" y="-50%" width="200%" height="200%"><feTurbulence type="fractalNoise" baseFrequency="0.011" numOctaves="2" seed="4"/>` +
      `<feDisplacementMap in="SourceGraphic" scale="${scale}" xChannelSelector="R" yChannelSelector="G"/><feGaussianBlur stdDeviation="${sd}"/></filter>`,
  );
  return `<g filter="url(#steam)" style="mix-blend-mode:screen">${paths
    .map((d, i) => `<path d="${d}" stroke="#fff6ea" stroke-width="${width * (1 - i * 0.12)}" fill="none" stroke-linecap="round" opacity="${opacity}"/>`)
    .join('')}</g>`;
}

/** Warm colour grade laid over the whole frame. */
function grade(c, color = '#ff9a3c', opacity = 0.12) {
  return `<rect width="${c.W}" height="${c.H}" fill="${color}" opacity="${opacity}" style="mix-blend-mode:soft-light"/>`;
}

/** A seated or standing person seen against the light: dark body with a warm rim where light wraps. */
function person(c, x, top, s, { hair = 'short', rim = '#ffcf8f', body = '#21170f', apron = true, soft = 1.4 } = {}) {
  const headRx = 62 * s;
  const headRy = 76 * s;
  const hy = top + headRy;
  const sh = hy + headRy + 40 * s;
  const bottom = c.H + 20;
  const hairShape = {
    short: `<ellipse cx="${f(x)}" cy="${f(hy - headRy * 0.35)}" rx="${f(headRx * 1.06)}" ry="${f(headRy * 0.75)}"/>`,
    bun: `<circle cx="${f(x + 8 * s)}" cy="${f(top - 20 * s)}" r="${f(34 * s)}"/><ellipse cx="${f(x)}" cy="${f(hy - headRy * 0.3)}" rx="${f(headRx * 1.05)}" ry="${f(headRy * 0.8)}"/>`,
    long: `<path d="M${f(x - headRx * 1.1)} ${f(hy)} C${f(x - headRx * 1.3)} ${f(top - 10 * s)} ${f(x + headRx * 1.3)} ${f(top - 10 * s)} ${f(x + headRx * 1.1)} ${f(hy)} L${f(x + headRx * 1.25)} ${f(sh + 60 * s)} L${f(x - headRx * 1.25)} ${f(sh + 60 * s)}Z"/>`,
    cap: `<path d="M${f(x - headRx * 1.08)} ${f(hy - 10 * s)} C${f(x - headRx)} ${f(top - 18 * s)} ${f(x + headRx)} ${f(top - 18 * s)} ${f(x + headRx * 1.08)} ${f(hy - 10 * s)}Z"/>`,
  }[hair];
  const torso =
    `<path d="M${f(x - 210 * s)} ${bottom} L${f(x - 200 * s)} ${f(sh + 90 * s)} C${f(x - 195 * s)} ${f(sh + 10 * s)} ${f(x - 150 * s)} ${f(sh - 12 * s)} ${f(x - 40 * s)} ${f(sh - 24 * s)}` +
    ` L${f(x - 30 * s)} ${f(hy + headRy * 0.6)} L${f(x + 30 * s)} ${f(hy + headRy * 0.6)} L${f(x + 40 * s)} ${f(sh - 24 * s)}` +
    ` C${f(x + 150 * s)} ${f(sh - 12 * s)} ${f(x + 195 * s)} ${f(sh + 10 * s)} ${f(x + 200 * s)} ${f(sh + 90 * s)} L${f(x + 210 * s)} ${bottom}Z"/>` +
    `<ellipse cx="${f(x)}" cy="${f(hy)}" rx="${f(headRx)}" ry="${f(headRy)}"/>${hairShape}`;
  const apronMarkup = apron
    ? `<path d="M${f(x - 110 * s)} ${f(sh + 120 * s)} L${f(x + 110 * s)} ${f(sh + 120 * s)} L${f(x + 130 * s)} ${bottom} L${f(x - 130 * s)} ${bottom}Z" fill="#2a1a10"/>` +
      `<path d="M${f(x - 90 * s)} ${f(sh + 122 * s)} L${f(x - 40 * s)} ${f(sh - 20 * s)} M${f(x + 90 * s)} ${f(sh + 122 * s)} L${f(x + 40 * s)} ${f(sh - 20 * s)}" stroke="#2a1a10" stroke-width="${f(12 * s)}"/>`
    : '';
  // The rim is the same silhouette shifted towards the light and blurred: light "wraps" the edge.
  return (
    `<g fill="${rim}" filter="${c.blur(6 * s)}" opacity="0.85" transform="translate(${f(-9 * s)} ${f(-6 * s)})">${torso}</g>` +
    // A flat fill: a dark gradient this long bands visibly in 8 bits.
    `<g fill="${body}" filter="${c.blur(soft)}">${torso}${apronMarkup}</g>`
  );
}

/** Wooden table top with long grain, lit from the top. */
function woodPlane(c, key, x, y, w, h, { base = [0.36, 0.21, 0.12], freq = '0.0025 0.07', seed = 3, amp = 0.38, blur = 0 } = {}) {
  const tex = c.texture(key, { freq, octaves: 4, base, amp, seed });
  const rect = `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#000" filter="${tex}"/>`;
  return blur ? `<g filter="${c.blur(blur)}">${rect}</g>` : rect;
}

// ---------------------------------------------------------------- scenes

function heroEspresso(c) {
  const { W, H } = c;
  const cx = 1250;
  const tableY = 1000;
  let b = `<rect width="${W}" height="${H}" fill="${c.radial('bg', [[0, '#55301a'], [0.4, '#2a160b'], [1, '#080403']], { cx: 0.4, cy: 0.32, r: 0.8 })}"/>`;
  // Back of the room: warm window glow, shelves and jars far out of focus.
  b += `<ellipse cx="620" cy="380" rx="620" ry="420" fill="#ff9440" opacity="0.22" filter="${c.blur(140)}"/>`;
  b += `<g filter="${c.blur(26)}" opacity="0.7">`;
  for (let i = 0; i < 9; i++) {
    const x = 1500 + i * 95;
    b += `<rect x="${x}" y="${c.r(380, 460)}" width="70" height="${c.r(120, 190)}" rx="14" fill="${c.pick(['#3b2415', '#4a2e1a', '#2a1a10'])}"/>`;
  }
  b += `<rect x="1420" y="600" width="1000" height="26" fill="#1a0e07"/><rect x="1420" y="300" width="1000" height="20" fill="#1a0e07"/></g>`;
  b += bokeh(c, { n: 46, x: [0, W], y: [40, 900], r: [18, 95], colors: ['#ffb45a', '#ff8f3a', '#ffd9a0', '#ffc27a'], blur: 5 });
  b += bokeh(c, { n: 14, x: [0, W], y: [80, 800], r: [110, 190], colors: ['#ff9a48', '#ffcf8a'], blur: 14, opacity: [0.12, 0.3] });
  // Table: grain, a soft far edge (depth of field) and a pool of light under the cup.
  b += woodPlane(c, 'wood', 0, tableY, W, H - tableY, { base: [0.34, 0.2, 0.11] });
  b += `<rect x="0" y="${tableY - 40}" width="${W}" height="120" fill="#2c170b" opacity="0.85" filter="${c.blur(30)}"/>`;
  b += `<rect x="0" y="${tableY}" width="${W}" height="${H - tableY}" fill="${c.linear('tableShade', [[0, '#120903', 0.15], [0.35, '#120903', 0], [1, '#050201', 0.75]])}"/>`;
  b += `<ellipse cx="${cx - 60}" cy="1250" rx="980" ry="260" fill="#ffae5e" opacity="0.28" filter="${c.blur(70)}" style="mix-blend-mode:screen"/>`;
  // Beans behind the cup, on the blurred far part of the table.
  const far = [];
  for (let i = 0; i < 16; i++) far.push([c.r(80, W - 80), c.r(1030, 1120), c.r(16, 24)]);
  far.sort((p, q) => p[1] - q[1]).forEach(([x, y, l]) => (b += bean(c, x, y, l, c.r(0, 180), 4)));
  // Saucer with its contact shadow.
  b += `<ellipse cx="${cx + 50}" cy="1305" rx="540" ry="90" fill="#000" opacity="0.75" filter="${c.blur(28)}"/>`;
  b += `<ellipse cx="${cx}" cy="1282" rx="470" ry="104" fill="#5e4b3d"/>`;
  b += `<ellipse cx="${cx}" cy="1262" rx="470" ry="104" fill="${c.radial('saucer', [[0, '#fff8ee'], [0.6, '#eadbc9'], [0.92, '#b9a48f'], [1, '#8a7462']], { cx: 0.42, cy: 0.38, r: 0.62 })}"/>`;
  b += `<ellipse cx="${cx + 40}" cy="1250" rx="250" ry="50" fill="#3b2416" opacity="0.45" filter="${c.blur(16)}"/>`;
  // Spoon resting on the saucer.
  const metal = c.linear('metal', [[0, '#4b4640'], [0.35, '#e9e4dc'], [0.5, '#fffdf8'], [0.7, '#8d877e'], [1, '#2f2b27']], { x1: 0, y1: 0, x2: 0, y2: 1 });
  b += `<g transform="translate(${cx - 300} 1300) rotate(-10)"><rect x="-240" y="-9" width="250" height="18" rx="9" fill="${metal}"/><ellipse cx="40" cy="0" rx="58" ry="24" fill="${metal}"/><ellipse cx="34" cy="-7" rx="30" ry="6" fill="#fff" opacity="0.7" filter="${c.blur(3)}"/></g>`;
  // Cup: ceramic shaded horizontally, darker towards the base, with a window highlight.
  const body = `M${cx - 255} 870 C${cx - 258} 1050 ${cx - 220} 1190 ${cx - 150} 1228 Q${cx} 1262 ${cx + 150} 1228 C${cx + 220} 1190 ${cx + 258} 1050 ${cx + 255} 870 Z`;
  b += `<path d="M${cx + 235} 940 C${cx + 400} 925 ${cx + 405} 1100 ${cx + 215} 1115" stroke="#000" stroke-width="60" fill="none" opacity="0.5" filter="${c.blur(10)}"/>`;
  b += `<path d="M${cx + 235} 940 C${cx + 390} 930 ${cx + 395} 1095 ${cx + 215} 1110" stroke="${c.linear('handle', [[0, '#f1e6d8'], [0.5, '#c7b29d'], [1, '#5d4837']], { x1: 0, y1: 0, x2: 1, y2: 1 })}" stroke-width="44" fill="none" stroke-linecap="round"/>`;
  b += `<path d="${body}" fill="${c.linear('cup', [[0, '#4d3a2d'], [0.1, '#a8917d'], [0.27, '#f0e3d3'], [0.4, '#fffaf2'], [0.6, '#d8c6b2'], [0.84, '#86705c'], [1, '#342519']], { x1: 0, y1: 0, x2: 1, y2: 0 })}"/>`;
  b += `<path d="${body}" fill="${c.linear('cupV', [[0, '#3c2414', 0], [0.6, '#3c2414', 0.1], [1, '#2a170b', 0.5]])}"/>`;
  b += `<rect x="${cx - 150}" y="925" width="30" height="230" rx="15" fill="#fff" opacity="0.65" filter="${c.blur(9)}"/>`;
  b += `<path d="M${cx + 245} 900 C${cx + 248} 1050 ${cx + 212} 1185 ${cx + 150} 1226" stroke="#ff9a48" stroke-width="16" fill="none" opacity="0.35" filter="${c.blur(8)}"/>`;
  // Rim, inner wall and the crema with its mottled texture and a window reflection.
  b += `<ellipse cx="${cx}" cy="870" rx="255" ry="62" fill="#fbf3e8"/>`;
  b += `<ellipse cx="${cx}" cy="872" rx="238" ry="54" fill="${c.linear('inner', [[0, '#8a7260'], [1, '#d9c7b3']])}"/>`;
  const crema = c.radial('crema', [[0, '#dca46a'], [0.35, '#b8742f'], [0.72, '#854516'], [1, '#3f1d09']], { cx: 0.46, cy: 0.42, r: 0.55 });
  b += `<ellipse cx="${cx}" cy="884" rx="226" ry="46" fill="${crema}"/>`;
  b += `<ellipse cx="${cx}" cy="884" rx="226" ry="46" filter="${c.texture('cremaTex', { freq: '0.03 0.09', octaves: 3, base: [0.45, 0.25, 0.1], amp: 0.6, alpha: 0.45, seed: 8 })}"/>`;
  b += `<ellipse cx="${cx - 70}" cy="872" rx="70" ry="9" fill="#fff3e0" opacity="0.55" filter="${c.blur(5)}"/>`;
  b += steam(c, [
    `M${cx - 60} 860 C${cx - 140} 700 ${cx + 40} 600 ${cx - 40} 430 S${cx + 20} 220 ${cx - 30} 90`,
    `M${cx + 40} 860 C${cx + 120} 720 ${cx - 20} 620 ${cx + 70} 470 S${cx + 160} 300 ${cx + 90} 150`,
    `M${cx - 10} 860 C${cx + 30} 760 ${cx - 90} 660 ${cx} 540`,
  ]);
  // Beans in focus around the saucer, then huge out-of-focus ones in front of the lens.
  const near = [];
  for (let i = 0; i < 22; i++) {
    const left = i % 2 === 0;
    near.push([left ? c.r(150, cx - 480) : c.r(cx + 480, W - 150), c.r(1180, 1480), c.r(34, 46)]);
  }
  near.sort((p, q) => p[1] - q[1]).forEach(([x, y, l]) => {
    b += `<ellipse cx="${f(x + 8)}" cy="${f(y + l * 0.5)}" rx="${f(l)}" ry="${f(l * 0.35)}" fill="#000" opacity="0.55" filter="${c.blur(6)}"/>`;
    b += bean(c, x, y, l, c.r(0, 180));
  });
  for (let i = 0; i < 5; i++) b += bean(c, c.r(100, W - 100), c.r(1540, 1640), c.r(90, 120), c.r(0, 180), 14);
  b += grade(c, '#ff8a2a', 0.14);
  b += vignette(c, 0.82);
  return c.svg(b);
}

function cafeInterior(c) {
  const { W, H } = c;
  const floorY = 1120;
  // The back wall is out of focus: the lens focuses on the middle tables.
  let b = `<g filter="${c.blur(4)}"><rect width="${W}" height="${H}" fill="${c.linear('wall', [[0, '#7a4f30'], [0.6, '#a8774c'], [1, '#6b4428']])}"/>`;
  b += `<rect width="${W}" height="${floorY}" filter="${c.texture('plaster', { freq: '0.004', octaves: 4, base: [0.62, 0.44, 0.28], amp: 0.22, alpha: 0.5, seed: 11 })}"/>`;
  // Three tall windows full of daylight; glass blooms into the wall like an overexposed photo.
  const wins = [260, 980, 1700];
  for (const x of wins) {
    b += `<rect x="${x - 40}" y="140" width="520" height="900" fill="#fff3dc" opacity="0.55" filter="${c.blur(60)}"/>`;
    b += `<rect x="${x}" y="180" width="440" height="820" rx="4" fill="${c.linear('sky', [[0, '#f3f6f4'], [0.6, '#fbf2df'], [1, '#f0d9b0']])}"/>`;
    b += `<g filter="${c.blur(22)}" opacity="0.55">`;
    for (let i = 0; i < 7; i++) b += `<circle cx="${x + c.r(0, 440)}" cy="${c.r(560, 900)}" r="${c.r(60, 140)}" fill="${c.pick(['#8ea27a', '#a3b48a', '#7b8f6a'])}"/>`;
    b += `</g>`;
    b += `<g stroke="#2e1b0f" fill="none"><rect x="${x}" y="180" width="440" height="820" stroke-width="26"/><path d="M${x + 220} 180 V1000 M${x} 590 H${x + 440}" stroke-width="16"/></g>`;
    b += `<rect x="${x - 30}" y="1000" width="500" height="28" fill="#3a2415"/>`;
  }
  b += `</g>`;
  // Shafts of light falling across the room.
  b += `<g filter="${c.blur(40)}" style="mix-blend-mode:screen" opacity="0.22">`;
  for (const x of wins) b += `<polygon points="${x},200 ${x + 440},200 ${x + 880},${H} ${x + 260},${H}" fill="${c.linear('shaft', [[0, '#fff1d0', 0.9], [1, '#fff1d0', 0]])}"/>`;
  b += `</g>`;
  // Plank floor converging to a vanishing point, with window reflections.
  b += woodPlane(c, 'floor', 0, floorY, W, H - floorY, { base: [0.42, 0.26, 0.14], freq: '0.03 0.004', seed: 5, amp: 0.32 });
  b += `<g stroke="#1d0f07" stroke-width="3" opacity="0.28" filter="${c.blur(1.5)}">`;
  for (let i = -14; i <= 14; i++) b += `<line x1="${1200 + i * 40}" y1="${floorY}" x2="${1200 + i * 260}" y2="${H}"/>`;
  b += `</g>`;
  for (const x of wins) b += `<rect x="${x + 120}" y="${floorY + 30}" width="220" height="360" fill="#fff0d2" opacity="0.22" filter="${c.blur(30)}"/>`;
  b += `<rect x="0" y="${floorY}" width="${W}" height="${H - floorY}" fill="${c.linear('floorShade', [[0, '#000', 0.1], [1, '#000', 0.5]])}"/>`;
  // Counter with cups on the right.
  b += `<g filter="${c.blur(2)}"><rect x="1960" y="820" width="440" height="420" fill="#000" filter="${c.texture('counterTex', { freq: '0.002 0.05', octaves: 3, base: [0.3, 0.17, 0.09], amp: 0.3, seed: 6 })}"/>`;
  b += `<rect x="1960" y="820" width="440" height="420" fill="${c.linear('counter', [[0, '#000', 0], [1, '#000', 0.6]])}"/>`;
  b += `<rect x="2060" y="640" width="260" height="160" rx="10" fill="${c.linear('machine', [[0, '#2a2a2c'], [0.4, '#cfcfd2'], [0.6, '#6a6a6e'], [1, '#1e1e20']], { x2: 1, y2: 0 })}"/>`;
  b += `<rect x="1940" y="800" width="470" height="30" fill="${c.linear('counterTop', [[0, '#a6774c'], [1, '#4a2c18']])}"/></g>`;
  for (let i = 0; i < 5; i++) b += `<path d="M${2080 + i * 48} 600 h36 l-4 40 h-28Z" fill="#efe4d6" filter="${c.blur(2)}"/>`;

  // Tables and bentwood chairs: far ones small and soft, the nearest one huge and blurred.
  const furniture = (x, y, s, blur) => {
    let g = `<g filter="${c.blur(blur)}">`;
    g += `<ellipse cx="${x}" cy="${y + 330 * s}" rx="${190 * s}" ry="${26 * s}" fill="#000" opacity="0.45"/>`;
    g += `<rect x="${x - 12 * s}" y="${y}" width="${24 * s}" height="${320 * s}" fill="#1b0f08"/>`;
    g += `<ellipse cx="${x}" cy="${y + 320 * s}" rx="${90 * s}" ry="${16 * s}" fill="#1b0f08"/>`;
    g += `<ellipse cx="${x}" cy="${y}" rx="${230 * s}" ry="${44 * s}" fill="#3b2313"/>`;
    g += `<ellipse cx="${x}" cy="${y - 6 * s}" rx="${230 * s}" ry="${44 * s}" fill="${c.linear('tabletop', [[0, '#9a6a40'], [1, '#5a3820']])}"/>`;
    for (const side of [-1, 1]) {
      const cxh = x + side * 300 * s;
      g += `<path d="M${cxh - 70 * s} ${y + 330 * s} L${cxh - 60 * s} ${y + 80 * s} L${cxh + 60 * s} ${y + 80 * s} L${cxh + 70 * s} ${y + 330 * s}" stroke="#160c06" stroke-width="${20 * s}" fill="none" stroke-linecap="round"/>`;
      g += `<path d="M${cxh + side * 70 * s} ${y + 80 * s} C${cxh + side * 90 * s} ${y - 120 * s} ${cxh - side * 40 * s} ${y - 160 * s} ${cxh - side * 60 * s} ${y - 60 * s}" stroke="${c.linear('bentwood', [[0, '#4a2c18'], [0.5, '#7a4a2a'], [1, '#1a0e07']])}" stroke-width="${24 * s}" fill="none" stroke-linecap="round"/>`;
      g += `<ellipse cx="${cxh}" cy="${y + 88 * s}" rx="${92 * s}" ry="${22 * s}" fill="#1d1009"/>`;
      g += `<ellipse cx="${cxh}" cy="${y + 80 * s}" rx="${92 * s}" ry="${22 * s}" fill="${c.linear('seat', [[0, '#8a5a34'], [1, '#3a2213']])}"/>`;
    }
    g += `<path d="M${x - 50 * s} ${y - 62 * s} h${50 * s} l-${6 * s} ${50 * s} h-${38 * s}Z" fill="#f4ece0"/>`;
    return `${g}</g>`;
  };
  b += furniture(700, 1060, 0.55, 2.5) + furniture(1500, 1080, 0.6, 2) + furniture(1130, 1180, 0.85, 1.2);
  b += furniture(380, 1320, 1.5, 12);
  // Pendant lamps: cords, metal shades and glowing bulbs.
  const lamps = [[460, 520, 0.9], [1130, 420, 0.7], [1780, 520, 0.9], [820, 300, 1.3], [2150, 330, 1.2]];
  for (const [x, y, s] of lamps) {
    b += `<line x1="${x}" y1="0" x2="${x}" y2="${y - 70 * s}" stroke="#0d0805" stroke-width="${4 * s}"/>`;
    b += `<circle cx="${x}" cy="${y + 10 * s}" r="${160 * s}" fill="#ffb347" opacity="0.5" filter="${c.blur(60 * s)}" style="mix-blend-mode:screen"/>`;
    b += `<path d="M${x - 20 * s} ${y - 70 * s} h${40 * s} l${70 * s} ${80 * s} h-${180 * s}Z" fill="${c.linear('shade', [[0, '#3a3430'], [0.45, '#8e8478'], [1, '#1f1a16']], { x2: 1, y2: 0 })}"/>`;
    b += `<ellipse cx="${x}" cy="${y + 16 * s}" rx="${34 * s}" ry="${22 * s}" fill="#fff6d8" filter="${c.blur(3 * s)}"/>`;
  }
  b += bokeh(c, { n: 18, x: [0, W], y: [60, 500], r: [20, 60], colors: ['#ffd08a', '#ffb35c'], blur: 6, opacity: [0.15, 0.45] });
  b += grade(c, '#ff9a3c', 0.16);
  b += vignette(c, 0.65);
  return c.svg(b);
}

function beansSack(c) {
  const { W, H } = c;
  let b = `<rect width="${W}" height="${H}" fill="${c.radial('sackBg', [[0, '#4a2d1a'], [1, '#120904']], { cx: 0.3, cy: 0.2, r: 0.9 })}"/>`;
  b += `<g filter="${c.blur(30)}">${woodPlane(c, 'wall', 0, 0, W, 1180, { base: [0.3, 0.18, 0.1], freq: '0.06 0.003', seed: 21 })}</g>`;
  b += bokeh(c, { n: 12, x: [0, W], y: [40, 600], r: [30, 90], colors: ['#ffc27a', '#ff9a48'], blur: 10, opacity: [0.15, 0.45] });
  b += woodPlane(c, 'floor', 0, 1180, W, H - 1180, { base: [0.32, 0.19, 0.1], freq: '0.003 0.05', seed: 22 });
  b += `<rect x="0" y="1130" width="${W}" height="100" fill="#1a0d05" opacity="0.7" filter="${c.blur(24)}"/>`;
  // The sack: burlap weave, bulging body, folds, a stencilled origin and a rolled collar.
  c.def(
    'burlap',
    `<pattern id="burlap" width="14" height="14" patternUnits="userSpaceOnUse"><rect width="14" height="14" fill="#8a6a43"/>` +
      `<rect width="7" height="6" fill="#b08b5c"/><rect x="7" y="7" width="7" height="6" fill="#b08b5c"/><rect x="7" width="7" height="6" fill="#9c7a4f"/><rect y="7" width="7" height="6" fill="#a1804f"/></pattern>`,
  );
  c.def(
    'weaveWarp',
    `<filter id="weaveWarp" x="-5%" y="-5%" width="110%" height="110%"><feTurbulence type="fractalNoise" baseFrequency="0.05" numOctaves="2" seed="9"/><feDisplacementMap in="SourceGraphic" scale="9" xChannelSelector="R" yChannelSelector="G"/></filter>`,
  );
  const sack = 'M360 560 C300 800 220 1150 300 1390 C360 1480 620 1510 800 1505 C980 1510 1240 1480 1300 1390 C1380 1150 1300 800 1240 560 Z';
  b += `<ellipse cx="820" cy="1490" rx="640" ry="70" fill="#000" opacity="0.8" filter="${c.blur(30)}"/>`;
  b += `<path d="${sack}" fill="url(#burlap)" filter="url(#weaveWarp)"/>`;
  b += `<path d="${sack}" fill="${c.linear('sackShade', [[0, '#1a0c04', 0.75], [0.25, '#1a0c04', 0.1], [0.55, '#fff0d8', 0.08], [0.85, '#1a0c04', 0.4], [1, '#1a0c04', 0.85]], { x2: 1, y2: 0 })}"/>`;
  b += `<g stroke="#1d0e05" fill="none" opacity="0.45" filter="${c.blur(14)}" stroke-width="26"><path d="M520 700 C560 950 480 1200 540 1450"/><path d="M1080 720 C1040 980 1120 1200 1060 1440"/><path d="M760 1000 C820 1150 780 1300 840 1480"/></g>`;
  b += `<g font-family="DejaVu Serif" font-weight="bold" fill="#1c120a" opacity="0.62" text-anchor="middle" filter="url(#weaveWarp)">` +
    `<text x="800" y="1010" font-size="92" letter-spacing="10">HARBOR</text><text x="800" y="1100" font-size="54" letter-spacing="14">COFFEE ROASTERS</text>` +
    `<text x="800" y="1190" font-size="44" letter-spacing="8">ETHIOPIA · YIRGACHEFFE</text><text x="800" y="1250" font-size="34" letter-spacing="6">60 KG · GRADE 1</text></g>`;
  b += `<ellipse cx="800" cy="560" rx="445" ry="120" fill="#6b4f30" filter="url(#weaveWarp)"/>`;
  // Heap of beans in the opening: back to front so nearer beans overlap farther ones.
  const heap = [];
  for (let i = 0; i < 760; i++) {
    const a = c.r(0, Math.PI * 2);
    const d = Math.sqrt(c.r(0, 1));
    const x = 800 + Math.cos(a) * d * 400;
    const y = 560 + Math.sin(a) * d * 100 - (1 - d * d) * 150;
    heap.push([x, y, c.r(17, 22)]);
  }
  heap.sort((p, q) => p[1] - q[1]).forEach(([x, y, l]) => (b += bean(c, x, y, l, c.r(0, 180))));
  b += `<ellipse cx="800" cy="420" rx="360" ry="160" fill="#ffb56a" opacity="0.18" filter="${c.blur(50)}" style="mix-blend-mode:screen"/>`;
  b += `<path d="M355 560 C360 690 1240 690 1245 560" stroke="${c.linear('collar', [[0, '#5a4024'], [0.4, '#b58d5c'], [1, '#4a341d']], { x2: 1, y2: 0 })}" stroke-width="56" fill="none" filter="url(#weaveWarp)"/>`;
  // Spilled beans on the floor, the front ones out of focus.
  const spill = [];
  for (let i = 0; i < 60; i++) spill.push([c.r(80, 1520), c.r(1470, 1560), c.r(24, 30)]);
  spill.sort((p, q) => p[1] - q[1]).forEach(([x, y, l]) => (b += bean(c, x, y, l, c.r(0, 180), 1)));
  for (let i = 0; i < 6; i++) b += bean(c, c.r(80, 1520), c.r(1570, 1640), c.r(60, 80), c.r(0, 180), 10);
  b += grade(c, '#ff8a2a', 0.12);
  b += vignette(c, 0.8);
  return c.svg(b);
}

function latteArt(c) {
  const { W, H } = c;
  const cx = 760;
  const cy = 600;
  let b = woodPlane(c, 'table', 0, 0, W, H, { base: [0.44, 0.28, 0.16], freq: '0.003 0.045', seed: 31, amp: 0.42 });
  b += `<g stroke="#1a0c05" stroke-width="5" opacity="0.5">${[180, 470, 760, 1050].map((y) => `<line x1="0" y1="${y}" x2="${W}" y2="${y}"/>`).join('')}</g>`;
  // Window light from the upper left across the table.
  b += `<rect width="${W}" height="${H}" fill="${c.linear('light', [[0, '#fff1d6', 0.35], [0.6, '#fff1d6', 0], [1, '#000', 0.35]], { x1: 0, y1: 0, x2: 1, y2: 1 })}"/>`;
  b += `<circle cx="${cx + 40}" cy="${cy + 50}" r="430" fill="#000" opacity="0.6" filter="${c.blur(40)}"/>`;
  b += `<circle cx="${cx}" cy="${cy}" r="420" fill="${c.radial('saucerTop', [[0, '#f6ede1'], [0.7, '#efe2d1'], [0.93, '#c9b49d'], [1, '#a48d76']], { cx: 0.42, cy: 0.4, r: 0.6 })}"/>`;
  b += `<circle cx="${cx}" cy="${cy}" r="300" fill="#000" opacity="0.35" filter="${c.blur(18)}"/>`;
  b += `<path d="M${cx + 260} ${cy - 60} C${cx + 420} ${cy - 70} ${cx + 420} ${cy + 70} ${cx + 260} ${cy + 60}" stroke="${c.linear('handleTop', [[0, '#fffaf1'], [1, '#b8a28c']])}" stroke-width="52" fill="none" stroke-linecap="round"/>`;
  b += `<circle cx="${cx}" cy="${cy}" r="290" fill="${c.radial('rim', [[0, '#fff'], [0.86, '#f7efe4'], [0.95, '#e1d0bc'], [1, '#b59f89']], { cx: 0.44, cy: 0.42, r: 0.56 })}"/>`;
  b += `<circle cx="${cx}" cy="${cy}" r="252" fill="${c.radial('latte', [[0, '#b77a42'], [0.7, '#9a5a26'], [0.93, '#6e3a14'], [1, '#4a250c']])}"/>`;
  b += `<circle cx="${cx}" cy="${cy}" r="252" filter="${c.texture('latteTex', { freq: '0.025', octaves: 3, base: [0.55, 0.33, 0.16], amp: 0.5, alpha: 0.4, seed: 12 })}"/>`;
  // Rosetta: stacked leaves of milk foam, a heart on top, and the pull-through line.
  let foam = '';
  for (let k = 0; k < 8; k++) {
    const y = cy + 150 - k * 34;
    const w = 170 - k * 15;
    foam += `<path d="M${cx - w} ${y} Q${cx} ${y - 95} ${cx + w} ${y} Q${cx} ${y - 40} ${cx - w} ${y}Z"/>`;
  }
  foam += `<path d="M${cx} ${cy - 120} C${cx - 10} ${cy - 150} ${cx - 80} ${cy - 180} ${cx - 70} ${cy - 215} C${cx - 60} ${cy - 245} ${cx - 10} ${cy - 240} ${cx} ${cy - 212} C${cx + 10} ${cy - 240} ${cx + 60} ${cy - 245} ${cx + 70} ${cy - 215} C${cx + 80} ${cy - 180} ${cx + 10} ${cy - 150} ${cx} ${cy - 120}Z"/>`;
  b += `<g fill="#f7ecdc" filter="${c.blur(3.5)}">${foam}</g>`;
  b += `<path d="M${cx} ${cy - 200} L${cx} ${cy + 200}" stroke="#8f5525" stroke-width="7" filter="${c.blur(2)}"/>`;
  b += `<ellipse cx="${cx - 110}" cy="${cy - 120}" rx="70" ry="26" transform="rotate(-35 ${cx - 110} ${cy - 120})" fill="#fff" opacity="0.35" filter="${c.blur(10)}"/>`;
  // Spoon and a few beans beside the saucer.
  const metal = c.linear('spoon', [[0, '#5b5650'], [0.4, '#f1ece4'], [0.6, '#fffdfa'], [1, '#5f5a53']], { x2: 1, y2: 0 });
  b += `<g transform="translate(${cx + 520} ${cy + 180}) rotate(-62)"><rect x="-12" y="-30" width="24" height="330" rx="12" fill="#000" opacity="0.4" filter="${c.blur(10)}" transform="translate(18 10)"/><rect x="-12" y="-30" width="24" height="330" rx="12" fill="${metal}"/><ellipse cx="0" cy="-80" rx="44" ry="66" fill="${metal}"/></g>`;
  for (let i = 0; i < 9; i++) {
    const x = c.r(1250, 1540);
    const y = c.r(160, 1080);
    b += `<ellipse cx="${f(x + 8)}" cy="${f(y + 10)}" rx="32" ry="22" fill="#000" opacity="0.45" filter="${c.blur(6)}"/>` + bean(c, x, y, 32, c.r(0, 180));
  }
  b += grade(c, '#ff9a3c', 0.12);
  b += vignette(c, 0.6, 0.5);
  return c.svg(b);
}

function pastries(c) {
  const { W, H } = c;
  let b = `<rect width="${W}" height="${H}" fill="${c.linear('pbg', [[0, '#3e2616'], [1, '#1a0e07']])}"/>`;
  b += bokeh(c, { n: 30, x: [0, W], y: [0, 520], r: [30, 90], colors: ['#ffd08a', '#ffb35c', '#fff0c8'], blur: 8 });
  b += woodPlane(c, 'board', 0, 600, W, H - 600, { base: [0.5, 0.32, 0.17], freq: '0.002 0.06', seed: 41 });
  b += `<rect x="0" y="560" width="${W}" height="100" fill="#1d0f07" opacity="0.8" filter="${c.blur(22)}"/>`;
  b += `<ellipse cx="800" cy="900" rx="900" ry="240" fill="#ffb56a" opacity="0.22" filter="${c.blur(70)}" style="mix-blend-mode:screen"/>`;
  // Slate plate.
  b += `<ellipse cx="800" cy="960" rx="700" ry="170" fill="#000" opacity="0.7" filter="${c.blur(26)}"/>`;
  b += `<ellipse cx="800" cy="930" rx="680" ry="160" fill="${c.radial('slate', [[0, '#4a4743'], [1, '#1e1c1a']], { cx: 0.4, cy: 0.35 })}"/>`;
  b += `<ellipse cx="800" cy="930" rx="680" ry="160" filter="${c.texture('slateTex', { freq: '0.02 0.08', octaves: 3, base: [0.3, 0.29, 0.28], amp: 0.25, alpha: 0.6, seed: 42 })}"/>`;
  // Croissants: overlapping laminated segments along a crescent.
  const croissant = (x, y, s, rot) => {
    let g = `<g transform="translate(${x} ${y}) rotate(${rot}) scale(${s})">`;
    g += `<ellipse cx="0" cy="90" rx="290" ry="50" fill="#000" opacity="0.65" filter="${c.blur(18)}"/>`;
    const dough = c.radial('dough', [[0, '#f6c77e'], [0.4, '#dc9442'], [0.78, '#a85c1f'], [1, '#5a2b0b']], { cx: 0.45, cy: 0.28, r: 0.7 });
    const bake = c.texture('bake', { freq: '0.035', octaves: 3, base: [0.6, 0.33, 0.12], amp: 0.6, alpha: 0.35, seed: 44 });
    // Segments follow a crescent whose tips curl towards the viewer; the fattest is drawn last.
    const segs = [-1, -0.66, -0.33, 0, 0.33, 0.66, 1].map((t) => {
      const k = 1 - 0.55 * Math.abs(t);
      return { x: t * 240, y: 95 * t * t - 20, rx: 112 * k, ry: 84 * k, rot: t * 55, k };
    });
    for (const { x: sx, y: sy, rx, ry, rot: r, k } of [...segs].sort((p, q) => p.k - q.k)) {
      g += `<g transform="translate(${f(sx)} ${f(sy)}) rotate(${f(r)})">`;
      g += `<ellipse rx="${f(rx)}" ry="${f(ry)}" fill="${dough}"/><ellipse rx="${f(rx)}" ry="${f(ry)}" filter="${bake}"/>`;
      // Lamination: thin dark folds across each roll of dough.
      for (const lx of [-0.45, 0, 0.45]) g += `<path d="M${f(lx * rx)} ${f(-ry * 0.92)} Q${f(lx * rx + rx * 0.28)} 0 ${f(lx * rx)} ${f(ry * 0.92)}" stroke="#6b320d" stroke-width="${f(5 * k + 2)}" fill="none" opacity="0.55" filter="${c.blur(1.5)}"/>`;
      g += `<ellipse cx="${f(-rx * 0.1)}" cy="${f(-ry * 0.5)}" rx="${f(rx * 0.6)}" ry="${f(ry * 0.18)}" fill="#fff2d0" opacity="0.4" filter="${c.blur(6)}"/>`;
      g += `<ellipse rx="${f(rx)}" ry="${f(ry)}" fill="none" stroke="#4a2206" stroke-width="4" opacity="0.45" filter="${c.blur(2)}"/></g>`;
    }
    return `${g}</g>`;
  };
  // Muffins: pleated paper cup under a domed, crumbly top.
  const muffin = (x, y, s) => {
    let g = `<g transform="translate(${x} ${y}) scale(${s})">`;
    g += `<ellipse cx="0" cy="150" rx="170" ry="36" fill="#000" opacity="0.6" filter="${c.blur(14)}"/>`;
    g += `<path d="M-140 0 L-110 150 Q0 175 110 150 L140 0Z" fill="${c.linear('paper', [[0, '#6f4a2c'], [0.4, '#c89c6a'], [1, '#4f321c']], { x2: 1, y2: 0 })}"/>`;
    for (let i = -6; i <= 6; i++) g += `<line x1="${i * 21}" y1="6" x2="${i * 16.5}" y2="158" stroke="#3b2412" stroke-width="3" opacity="0.5"/>`;
    g += `<path d="M-160 10 C-170 -120 170 -120 160 10 C100 40 -100 40 -160 10Z" fill="${c.radial('crumb', [[0, '#c47d3c'], [0.7, '#8a4d1f'], [1, '#4c260c']], { cx: 0.42, cy: 0.3, r: 0.7 })}"/>`;
    g += `<path d="M-160 10 C-170 -120 170 -120 160 10 C100 40 -100 40 -160 10Z" filter="${c.texture('crumbTex', { freq: '0.06', octaves: 3, base: [0.55, 0.32, 0.14], amp: 0.7, alpha: 0.6, seed: 43, type: 'turbulence' })}"/>`;
    for (let i = 0; i < 10; i++) g += `<ellipse cx="${c.r(-110, 110)}" cy="${c.r(-70, 0)}" rx="10" ry="7" fill="#2a1306"/>`;
    return `${g}</g>`;
  };
  b += `<g filter="${c.blur(3)}">${muffin(1240, 640, 0.75)}${muffin(380, 660, 0.7)}</g>`;
  b += croissant(560, 880, 1.05, -8) + croissant(1080, 930, 1.15, 10);
  // Powdered sugar dust floating in the light, out of focus.
  b += bokeh(c, { n: 40, x: [200, 1400], y: [600, 1000], r: [3, 8], colors: ['#fff8ec'], blur: 1.5, opacity: [0.2, 0.6] });
  for (let i = 0; i < 4; i++) b += bean(c, c.r(100, 1500), c.r(1120, 1190), c.r(60, 80), c.r(0, 180), 10);
  b += grade(c, '#ff9a3c', 0.14);
  b += vignette(c, 0.75);
  return c.svg(b);
}

function barista(c) {
  const { W, H } = c;
  let b = `<rect width="${W}" height="${H}" fill="${c.linear('bwall', [[0, '#5c3b24'], [1, '#2a170b']])}"/>`;
  // Bright window behind the barista, blown out like a backlit photo.
  b += `<rect x="120" y="80" width="960" height="900" fill="#fff7e6" filter="${c.blur(70)}" opacity="0.9"/>`;
  b += `<rect x="200" y="140" width="800" height="780" fill="${c.linear('bwin', [[0, '#fbfbf7'], [1, '#f7e2bc']])}"/>`;
  b += `<g filter="${c.blur(20)}" opacity="0.45"><rect x="200" y="650" width="800" height="270" fill="#7d8fa0"/>${[0, 1, 2, 3, 4].map((i) => `<rect x="${230 + i * 160}" y="${c.r(520, 640)}" width="${c.r(60, 120)}" height="400" fill="#8f98a3"/>`).join('')}</g>`;
  b += `<g stroke="#24160d" fill="none"><rect x="200" y="140" width="800" height="780" stroke-width="30"/><path d="M600 140 V920" stroke-width="18"/></g>`;
  b += bokeh(c, { n: 14, x: [200, 1000], y: [200, 900], r: [20, 60], colors: ['#ffffff', '#ffe7b8'], blur: 6, opacity: [0.15, 0.4] });
  b += person(c, 560, 300, 1.7, { hair: 'bun', rim: '#ffe2b0', soft: 4 });
  // Espresso machine: brushed chrome body, group heads, gauges and a steam wand.
  const chrome = c.linear('chrome', [[0, '#2c2c2e'], [0.12, '#b8b8bc'], [0.2, '#5a5a5e'], [0.38, '#f2f2f4'], [0.5, '#8d8d92'], [0.7, '#dcdce0'], [0.86, '#4a4a4e'], [1, '#1c1c1e']], { x2: 1, y2: 0 });
  b += `<rect x="40" y="980" width="1120" height="640" rx="18" fill="#000" opacity="0.6" filter="${c.blur(30)}"/>`;
  b += `<rect x="60" y="960" width="1080" height="660" rx="16" fill="${chrome}"/>`;
  b += `<rect x="60" y="960" width="1080" height="660" rx="16" fill="${c.linear('chromeV', [[0, '#fff', 0.25], [0.3, '#fff', 0], [1, '#000', 0.45]])}"/>`;
  b += `<rect x="40" y="930" width="1120" height="46" rx="10" fill="${chrome}"/>`;
  const cupSide = c.linear('cupside', [[0, '#cbbca9'], [0.5, '#fffaf2'], [1, '#9b8671']], { x2: 1, y2: 0 });
  for (let i = 0; i < 6; i++) b += `<path d="M${110 + i * 160} 930 l12 -86 h86 l12 86Z" fill="${cupSide}"/>`;
  b += `<rect x="110" y="1040" width="980" height="90" rx="8" fill="#b33a1f"/><rect x="110" y="1040" width="980" height="90" rx="8" fill="${c.linear('badge', [[0, '#fff', 0.3], [1, '#000', 0.4]])}"/>`;
  b += `<text x="600" y="1102" font-family="DejaVu Serif" font-weight="bold" font-size="50" letter-spacing="16" fill="#f6e6c8" text-anchor="middle">HARBOR</text>`;
  for (const gx of [300, 840]) {
    b += `<circle cx="${gx}" cy="1230" r="70" fill="${c.radial('gauge', [[0, '#fffaf0'], [0.85, '#e8e0d2'], [1, '#6f6a63']])}" stroke="${chrome}" stroke-width="16"/>`;
    b += `<line x1="${gx}" y1="1230" x2="${gx + 40}" y2="1200" stroke="#b3261e" stroke-width="5"/>`;
    b += `<rect x="${gx - 70}" y="1320" width="140" height="70" rx="14" fill="${chrome}"/>`;
    b += `<path d="M${gx - 30} 1390 h60 l40 30 h-140Z" fill="#222"/>`;
    b += `<rect x="${gx + 60}" y="1395" width="190" height="28" rx="14" fill="#141414"/>`;
    b += `<path d="M${gx - 50} 1480 h100 l-10 110 h-80Z" fill="${cupSide}"/>`;
    b += `<path d="M${gx - 6} 1420 L${gx - 6} 1482 M${gx + 6} 1420 L${gx + 6} 1482" stroke="#4a230c" stroke-width="5"/>`;
  }
  b += `<path d="M1080 1000 C1120 1100 1130 1300 1110 1420" stroke="${chrome}" stroke-width="18" fill="none"/>`;
  // Steam rises over the dark wall at the right, where it shows.
  b += steam(c, ['M1110 1420 C1170 1300 1080 1200 1140 1050 S1190 800 1120 560', 'M1110 1420 C1060 1330 1160 1200 1100 1000'], { width: 70, opacity: 0.32 });
  // Chrome mirrors the room: the window as a soft bright patch, the lamps as warm smears.
  c.def('machineClip', `<clipPath id="machineClip"><rect x="60" y="960" width="1080" height="660" rx="16"/></clipPath>`);
  b += `<g clip-path="url(#machineClip)" style="mix-blend-mode:screen"><rect x="330" y="960" width="420" height="520" fill="#fff3dc" opacity="0.3" filter="${c.blur(45)}"/>`;
  b += `<ellipse cx="120" cy="1300" rx="120" ry="340" fill="#ff9a48" opacity="0.3" filter="${c.blur(40)}"/><ellipse cx="1100" cy="1250" rx="90" ry="300" fill="#ff9a48" opacity="0.25" filter="${c.blur(40)}"/></g>`;
  for (const gx of [300, 840]) b += `<ellipse cx="${gx}" cy="1600" rx="120" ry="18" fill="#000" opacity="0.55" filter="${c.blur(8)}"/>`;
  b += `<rect x="60" y="1560" width="1080" height="60" fill="#1b1b1d"/>`;
  b += `<g stroke="#4a4a4e" stroke-width="6">${Array.from({ length: 26 }, (_, i) => `<line x1="${90 + i * 40}" y1="1568" x2="${90 + i * 40}" y2="1612"/>`).join('')}</g>`;
  b += grade(c, '#ff9a3c', 0.12);
  b += vignette(c, 0.7);
  return c.svg(b);
}

function roastery(c) {
  const { W, H } = c;
  const floorY = 1100;
  // Brick wall, softened by distance.
  c.def(
    'bricks',
    `<pattern id="bricks" width="160" height="80" patternUnits="userSpaceOnUse"><rect width="160" height="80" fill="#3a1d12"/>` +
      `<rect x="3" y="3" width="154" height="34" fill="#8a4a30"/><rect x="-77" y="43" width="154" height="34" fill="#7a3f27"/><rect x="83" y="43" width="154" height="34" fill="#94523a"/></pattern>`,
  );
  let b = `<g filter="${c.blur(5)}"><rect width="${W}" height="${floorY}" fill="url(#bricks)"/>`;
  b += `<rect width="${W}" height="${floorY}" filter="${c.texture('brickTex', { freq: '0.02', octaves: 4, base: [0.45, 0.25, 0.16], amp: 0.5, alpha: 0.55, seed: 51 })}"/></g>`;
  b += `<rect width="${W}" height="${floorY}" fill="${c.linear('wallShade', [[0, '#000', 0.6], [0.5, '#000', 0.2], [1, '#000', 0.55]])}"/>`;
  // High window and its beam of dusty light.
  b += `<rect x="1500" y="80" width="520" height="300" fill="#fff4dc" filter="${c.blur(30)}"/>`;
  b += `<g stroke="#1e120b" stroke-width="14" fill="none"><rect x="1500" y="80" width="520" height="300"/><path d="M1673 80 V380 M1846 80 V380 M1500 230 H2020"/></g>`;
  b += `<polygon points="1500,380 2020,380 1500,${H} 700,${H}" fill="${c.linear('beam', [[0, '#ffe9bf', 0.5], [1, '#ffe9bf', 0]])}" filter="${c.blur(40)}" style="mix-blend-mode:screen"/>`;
  b += bokeh(c, { n: 60, x: [900, 1900], y: [400, 1100], r: [2, 6], colors: ['#fff0cf'], blur: 1.5, opacity: [0.2, 0.7] });
  b += woodPlane(c, 'rfloor', 0, floorY, W, H - floorY, { base: [0.27, 0.24, 0.22], freq: '0.01 0.04', seed: 52, amp: 0.25 });
  b += `<rect x="0" y="${floorY}" width="${W}" height="${H - floorY}" fill="${c.linear('rfloorShade', [[0, '#000', 0.2], [1, '#000', 0.6]])}"/>`;
  // Stacked sacks on the left.
  const sack = (x, y, w, h) =>
    `<path d="M${x} ${y + h} C${x - 20} ${y + h * 0.4} ${x + 10} ${y} ${x + w * 0.5} ${y + 10} C${x + w - 10} ${y} ${x + w + 20} ${y + h * 0.4} ${x + w} ${y + h}Z" fill="${c.linear('rsack', [[0, '#4a3520'], [0.4, '#a98458'], [1, '#3c2a18']], { x2: 1, y2: 0 })}" filter="${c.texture('rsackTex', { freq: '0.25', octaves: 2, base: [0.58, 0.44, 0.28], amp: 0.35, seed: 53 })}"/>` +
    `<path d="M${x} ${y + h} C${x - 20} ${y + h * 0.4} ${x + 10} ${y} ${x + w * 0.5} ${y + 10} C${x + w - 10} ${y} ${x + w + 20} ${y + h * 0.4} ${x + w} ${y + h}Z" fill="${c.linear('rsackShade', [[0, '#000', 0.6], [0.45, '#000', 0], [1, '#000', 0.7]], { x2: 1, y2: 0 })}"/>`;
  b += `<ellipse cx="420" cy="1250" rx="420" ry="50" fill="#000" opacity="0.7" filter="${c.blur(20)}"/>`;
  b += sack(80, 1010, 360, 240) + sack(420, 1020, 340, 230) + sack(240, 830, 350, 220);
  // The roaster: hopper, chimney, drum with door and rivets, cooling tray full of beans.
  const steel = c.linear('steel', [[0, '#161616'], [0.2, '#5a5a5c'], [0.42, '#c9c9cc'], [0.55, '#6f6f72'], [0.8, '#2d2d2f'], [1, '#0e0e0e']], { x2: 1, y2: 0 });
  const copper = c.linear('copper', [[0, '#3a1a0a'], [0.3, '#b8692f'], [0.45, '#f2b27a'], [0.6, '#a35a25'], [1, '#2a1207']], { x2: 1, y2: 0 });
  b += `<rect x="1400" y="0" width="90" height="520" fill="${steel}"/>`;
  b += `<ellipse cx="1250" cy="1260" rx="600" ry="60" fill="#000" opacity="0.8" filter="${c.blur(24)}"/>`;
  b += `<path d="M1180 360 L1560 360 L1440 560 L1300 560Z" fill="${steel}"/>`;
  b += `<rect x="960" y="560" width="780" height="560" rx="40" fill="${c.linear('rbody', [[0, '#1b1b1c'], [0.3, '#3c3d40'], [0.5, '#55565a'], [1, '#121213']], { x2: 1, y2: 0 })}"/>`;
  b += `<circle cx="1260" cy="820" r="220" fill="${copper}"/><circle cx="1260" cy="820" r="170" fill="${c.radial('door', [[0, '#2b2b2d'], [0.8, '#121213'], [1, '#5a5a5c']])}"/>`;
  for (let i = 0; i < 16; i++) {
    const a = (i / 16) * Math.PI * 2;
    b += `<circle cx="${f(1260 + Math.cos(a) * 196)}" cy="${f(820 + Math.sin(a) * 196)}" r="8" fill="#f7c28f"/>`;
  }
  b += `<circle cx="1260" cy="820" r="150" fill="#ff8a2a" opacity="0.25" filter="${c.blur(30)}"/>`;
  b += `<rect x="1200" y="800" width="120" height="40" rx="20" fill="${steel}"/>`;
  b += `<ellipse cx="1260" cy="680" rx="160" ry="26" fill="#fff" opacity="0.25" filter="${c.blur(12)}"/>`;
  b += `<ellipse cx="740" cy="1120" rx="380" ry="90" fill="${steel}"/><ellipse cx="740" cy="1105" rx="350" ry="72" fill="#22120a"/>`;
  const tray = [];
  for (let i = 0; i < 300; i++) {
    const a = c.r(0, Math.PI * 2);
    const d = Math.sqrt(c.r(0, 1));
    tray.push([740 + Math.cos(a) * d * 330, 1105 + Math.sin(a) * d * 62, 12]);
  }
  tray.sort((p, q) => p[1] - q[1]).forEach(([x, y, l]) => (b += bean(c, x, y, l, c.r(0, 180))));
  b += `<line x1="740" y1="1105" x2="1030" y2="1085" stroke="${steel}" stroke-width="14"/>`;
  b += `<rect x="660" y="1150" width="40" height="120" fill="#111"/><rect x="1680" y="1110" width="40" height="150" fill="#111"/>`;
  b += steam(c, ['M1445 0 C1400 -100 1500 -200 1445 -300'], { width: 90, opacity: 0.1 });
  // Pendant lamps.
  for (const [x, y] of [[500, 360], [2200, 420]]) {
    b += `<line x1="${x}" y1="0" x2="${x}" y2="${y - 60}" stroke="#0d0805" stroke-width="5"/>`;
    b += `<circle cx="${x}" cy="${y + 20}" r="220" fill="#ffb347" opacity="0.45" filter="${c.blur(70)}" style="mix-blend-mode:screen"/>`;
    b += `<path d="M${x - 24} ${y - 60} h48 l80 90 h-208Z" fill="#2d2f2c"/><ellipse cx="${x}" cy="${y + 34}" rx="40" ry="18" fill="#fff6d8" filter="${c.blur(4)}"/>`;
  }
  b += grade(c, '#ff8a2a', 0.16);
  b += vignette(c, 0.8);
  return c.svg(b);
}

function harborDusk(c) {
  const { W, H } = c;
  const horizon = 700;
  let b = `<rect width="${W}" height="${horizon}" fill="${c.linear('dusk', [[0, '#0e1838'], [0.35, '#2e3463'], [0.65, '#8a4f68'], [0.85, '#e07d4e'], [1, '#f6b467']])}"/>`;
  b += `<ellipse cx="1560" cy="${horizon}" rx="700" ry="260" fill="#ffc27a" opacity="0.7" filter="${c.blur(90)}" style="mix-blend-mode:screen"/>`;
  b += `<circle cx="1560" cy="${horizon - 20}" r="60" fill="#fff1c8" filter="${c.blur(8)}"/>`;
  // Clouds: turbulence thresholded into soft banks, lit warm from below.
  c.def(
    'clouds',
    `<filter id="clouds" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.0016 0.007" numOctaves="5" seed="61"/>` +
      `<feColorMatrix type="matrix" values="0 0 0 0 0.98  0 0 0 0 0.66  0 0 0 0 0.55  2.6 0 0 0 -1.25"/><feComposite operator="in" in2="SourceGraphic"/></filter>`,
  );
  b += `<rect width="${W}" height="${horizon - 120}" fill="#000" filter="url(#clouds)" opacity="0.75"/>`;
  b += `<rect width="${W}" height="${horizon}" fill="${c.linear('cloudShade', [[0, '#0b1230', 0.7], [0.6, '#0b1230', 0]])}"/>`;
  // Far hills with haze, and town lights along the shore.
  b += `<path d="M0 ${horizon} L0 610 C200 560 380 600 560 580 C760 550 900 620 1100 630 L1300 ${horizon}Z" fill="#3a2f4a" opacity="0.85"/>`;
  b += `<path d="M1900 ${horizon} L1980 640 C2100 600 2260 620 2400 590 L2400 ${horizon}Z" fill="#35304a" opacity="0.9"/>`;
  let lights = '';
  for (let i = 0; i < 70; i++) {
    const x = c.r(0, W);
    if (x > 1300 && x < 1900) continue;
    lights += `<circle cx="${f(x)}" cy="${f(c.r(horizon - 30, horizon - 6))}" r="${f(c.r(2, 4))}" fill="${c.pick(['#ffd58a', '#fff1c0', '#ffb060'])}"/>`;
  }
  b += `<g filter="${c.blur(1.2)}">${lights}</g><g filter="${c.blur(8)}" opacity="0.8" style="mix-blend-mode:screen">${lights}</g>`;
  // Water: the sky mirrored and broken into horizontal ripples.
  b += `<rect y="${horizon}" width="${W}" height="${H - horizon}" fill="${c.linear('water', [[0, '#c7764f'], [0.25, '#5a3c58'], [1, '#0b1028']])}"/>`;
  b += `<rect y="${horizon}" width="${W}" height="${H - horizon}" filter="${c.texture('ripples', { freq: '0.0025 0.09', octaves: 3, base: [0.35, 0.3, 0.45], amp: 0.9, alpha: 0.45, seed: 62 })}" style="mix-blend-mode:overlay"/>`;
  let glitter = '';
  for (let i = 0; i < 140; i++) {
    const y = c.r(horizon + 4, H);
    const spread = 40 + (y - horizon) * 0.5;
    glitter += `<rect x="${f(1560 + c.r(-spread, spread))}" y="${f(y)}" width="${f(c.r(20, 120))}" height="${f(c.r(2, 5))}" fill="#ffd89a" opacity="${f3(c.r(0.3, 0.9) * (1 - (y - horizon) / (H - horizon) * 0.7))}"/>`;
  }
  b += `<g filter="${c.blur(1.5)}" style="mix-blend-mode:screen">${glitter}</g>`;
  // Boats: hulls, cabins and masts with riding lights reflected in the water.
  const boat = (x, y, s, sail) => {
    let g = `<g transform="translate(${x} ${y}) scale(${s})">`;
    g += `<path d="M-200 0 L200 0 L165 50 L-170 50Z" fill="#0c0a12"/>`;
    if (sail) g += `<line x1="-20" y1="0" x2="-20" y2="-460" stroke="#0c0a12" stroke-width="6"/><line x1="-20" y1="-430" x2="150" y2="-10" stroke="#0c0a12" stroke-width="2"/><line x1="-20" y1="-430" x2="-180" y2="-10" stroke="#0c0a12" stroke-width="2"/>`;
    else g += `<rect x="-60" y="-90" width="150" height="90" fill="#0c0a12"/><rect x="-40" y="-70" width="40" height="30" fill="#ffcf7a"/><line x1="60" y1="-90" x2="60" y2="-240" stroke="#0c0a12" stroke-width="6"/>`;
    g += `<circle cx="${sail ? -20 : 60}" cy="${sail ? -460 : -240}" r="6" fill="#fff1c8"/>`;
    g += `<circle cx="${sail ? -20 : 60}" cy="${sail ? -460 : -240}" r="30" fill="#ffcf7a" opacity="0.6" filter="${c.blur(12)}"/>`;
    g += `<path d="M-170 55 L165 55 L140 140 L-150 140Z" fill="#05060d" opacity="0.45" filter="${c.blur(10)}"/>`;
    return `${g}</g>`;
  };
  b += boat(420, 800, 0.6, true) + boat(900, 840, 0.85, false) + boat(2000, 820, 0.7, true) + boat(1280, 780, 0.4, true) + boat(1850, 900, 1.1, false);
  // Pier posts in the foreground, slightly out of focus.
  b += `<g filter="${c.blur(3)}">`;
  for (let i = 0; i < 9; i++) b += `<rect x="${60 + i * 90}" y="${900 + i * 8}" width="34" height="${400 - i * 8}" fill="#08070c"/>`;
  b += `<path d="M0 880 L860 950 L860 980 L0 920Z" fill="#08070c"/></g>`;
  b += vignette(c, 0.7, 0.5);
  return c.svg(b);
}

function team(c) {
  const { W, H } = c;
  let b = `<rect width="${W}" height="${H}" fill="${c.linear('twall', [[0, '#6a4429'], [1, '#2c1a0e']])}"/>`;
  b += `<rect x="100" y="40" width="1400" height="620" fill="#fff4dc" opacity="0.95" filter="${c.blur(60)}"/>`;
  b += `<g filter="${c.blur(28)}" opacity="0.6">${[0, 1, 2, 3, 4, 5, 6].map((i) => `<circle cx="${150 + i * 220}" cy="${c.r(380, 560)}" r="${c.r(90, 160)}" fill="${c.pick(['#98a984', '#b5c09a', '#8a9a78'])}"/>`).join('')}</g>`;
  b += `<g stroke="#2e1b0f" stroke-width="22" opacity="0.7" filter="${c.blur(10)}"><path d="M100 40 V660 M566 40 V660 M1033 40 V660 M1500 40 V660 M100 360 H1500"/></g>`;
  b += bokeh(c, { n: 30, x: [0, W], y: [0, 700], r: [20, 70], colors: ['#fff6dc', '#ffd394', '#ffb35c'], blur: 7, opacity: [0.15, 0.5] });
  b += `<rect x="0" y="700" width="${W}" height="300" fill="${c.linear('tcounter', [[0, '#3b2313'], [1, '#140b05']])}" filter="${c.blur(6)}"/>`;
  // The team, backlit: back row first, so the front row overlaps.
  b += person(c, 330, 250, 0.95, { hair: 'long' });
  b += person(c, 1270, 240, 0.95, { hair: 'cap' });
  b += person(c, 800, 200, 1.05, { hair: 'short' });
  b += person(c, 560, 330, 1.0, { hair: 'bun' });
  b += person(c, 1040, 320, 1.02, { hair: 'short' });
  b += grade(c, '#ff9a3c', 0.14);
  b += vignette(c, 0.7);
  return c.svg(b);
}

const SCENES = [
  { id: 'hero-espresso', width: 2400, height: 1600, name: 'Espresso with steam on a dark wooden table', draw: heroEspresso },
  { id: 'cafe-interior', width: 2400, height: 1600, name: 'Harbor Coffee café interior with windows and lamps', draw: cafeInterior },
  { id: 'beans-sack', width: 1600, height: 1600, name: 'Burlap sack of roasted Ethiopian beans', draw: beansSack },
  { id: 'latte-art', width: 1600, height: 1200, name: 'Rosetta latte art from above', draw: latteArt },
  { id: 'pastries', width: 1600, height: 1200, name: 'Croissants and muffins on a slate plate', draw: pastries },
  { id: 'barista', width: 1200, height: 1600, name: 'Barista at the espresso machine', draw: barista },
  { id: 'roastery', width: 2400, height: 1400, name: 'The roastery: drum roaster and cooling tray', draw: roastery },
  { id: 'harbor-dusk', width: 2400, height: 1200, name: 'The harbour at dusk with boats', draw: harborDusk },
  { id: 'team', width: 1600, height: 1000, name: 'The Harbor Coffee team', draw: team },
];

// ---------------------------------------------------------------- rendering

/** Fine mono grain (feTurbulence), rendered once per size as a grey layer centred on 50 %. */
async function grainLayer(width, height) {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><filter id="g" x="0" y="0" width="100%" height="100%" color-interpolation-filters="sRGB">` +
    `<feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="2" seed="3" stitchTiles="stitch"/><feColorMatrix type="matrix" values="1 0 0 0 0  1 0 0 0 0  1 0 0 0 0  0 0 0 0 1"/></filter>` +
    `<rect width="100%" height="100%" filter="url(#g)"/></svg>`;
  return sharp(Buffer.from(svg)).removeAlpha().png().toBuffer();
}

async function encode(base, grain, strength) {
  // Scale the grain's contrast around mid-grey; overlay with mid-grey leaves the picture unchanged.
  const layer = await sharp(grain).linear(strength, 128 * (1 - strength)).png().toBuffer();
  return sharp(base).composite([{ input: layer, blend: 'overlay' }]).jpeg({ quality: QUALITY, mozjpeg: true }).toBuffer();
}

/** Binary search of the grain strength that lands the JPEG near its byte budget. */
async function withGrain(base, width, height) {
  const target = Math.min(MAX_BYTES, Math.max(MIN_BYTES, width * height * BYTES_PER_PIXEL));
  const grain = await grainLayer(width, height);
  let lo = GRAIN_MIN;
  let hi = GRAIN_MAX;
  let best = await encode(base, grain, lo);
  if (best.length >= target) return best;
  for (let i = 0; i < 7; i++) {
    const mid = (lo + hi) / 2;
    const out = await encode(base, grain, mid);
    if (out.length > MAX_BYTES) hi = mid;
    else {
      best = out;
      if (out.length < target) lo = mid;
      else hi = mid;
    }
  }
  return best;
}

const hex = (n) => Math.round(n).toString(16).padStart(2, '0');

async function render(spec) {
  const started = Date.now();
  const svg = spec.draw(scene(spec.id, spec.width, spec.height));
  const base = await sharp(Buffer.from(svg)).flatten({ background: '#000' }).png().toBuffer();
  const jpeg = await withGrain(base, spec.width, spec.height);
  await writeFile(join(OUT_DIR, `${spec.id}.jpg`), jpeg);
  const { channels } = await sharp(jpeg).stats();
  const averageColor = `#${channels.slice(0, 3).map((ch) => hex(ch.mean)).join('')}`;
  const preview = await sharp(jpeg).resize({ width: 16 }).webp({ quality: 50 }).toBuffer();
  console.log(`${spec.id}: ${spec.width}x${spec.height} ${Math.round(jpeg.length / 1024)} KB in ${Date.now() - started} ms`);
  return {
    id: spec.id,
    ext: 'jpg',
    width: spec.width,
    height: spec.height,
    averageColor,
    preview: `data:image/webp;base64,${preview.toString('base64')}`,
    name: spec.name,
  };
}

async function main() {
  await mkdir(OUT_DIR, { recursive: true });
  const only = process.argv.slice(2);
  const indexFile = join(OUT_DIR, 'index.json');
  const previous = only.length ? JSON.parse(await readFile(indexFile, 'utf8').catch(() => '[]')) : [];
  const byId = new Map(previous.map((e) => [e.id, e]));
  for (const spec of SCENES) {
    if (only.length && !only.includes(spec.id)) continue;
    byId.set(spec.id, await render(spec));
  }
  const index = SCENES.map((s) => byId.get(s.id)).filter(Boolean);
  await writeFile(indexFile, `${JSON.stringify(index, null, 2)}\n`);
}

await main();
