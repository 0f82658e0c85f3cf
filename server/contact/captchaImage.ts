import { randomInt } from 'node:crypto';

/**
 * requirements#contact-us: the captcha picture, drawn here without a font: each character is a
 * few strokes on a 4×6 grid, moved, turned and scaled at random, among random curves and dots.
 * The SVG holds paths only, never the characters as text, so reading the file is no shortcut.
 */

/** Letters and digits that cannot be taken for one another (no 0/O, 1/I/L, 8/B, S/5…). */
export const CAPTCHA_ALPHABET = '2345679ACDEFHKMNPRTUWXY';
export const CAPTCHA_LENGTH = 5;

type Stroke = readonly (readonly [number, number])[];
const glyphs: Readonly<Record<string, readonly Stroke[]>> = {
  '2': [
    [
      [0, 1],
      [1, 0],
      [3, 0],
      [4, 1],
      [4, 2],
      [0, 6],
      [4, 6],
    ],
  ],
  '3': [
    [
      [0, 0],
      [4, 0],
      [2, 2.5],
      [3, 2.5],
      [4, 3.5],
      [4, 5],
      [3, 6],
      [1, 6],
      [0, 5],
    ],
  ],
  '4': [
    [
      [3, 6],
      [3, 0],
      [0, 4],
      [4, 4],
    ],
  ],
  '5': [
    [
      [4, 0],
      [0, 0],
      [0, 2.5],
      [3, 2.5],
      [4, 3.5],
      [4, 5],
      [3, 6],
      [0, 6],
    ],
  ],
  '6': [
    [
      [4, 0],
      [1, 0],
      [0, 1.5],
      [0, 5],
      [1, 6],
      [3, 6],
      [4, 5],
      [4, 3.5],
      [3, 2.5],
      [0, 2.5],
    ],
  ],
  '7': [
    [
      [0, 0],
      [4, 0],
      [1.5, 6],
    ],
  ],
  '9': [
    [
      [4, 3.5],
      [1, 3.5],
      [0, 2.5],
      [0, 1],
      [1, 0],
      [3, 0],
      [4, 1],
      [4, 5],
      [3, 6],
      [0, 6],
    ],
  ],
  A: [
    [
      [0, 6],
      [2, 0],
      [4, 6],
    ],
    [
      [0.8, 3.8],
      [3.2, 3.8],
    ],
  ],
  C: [
    [
      [4, 1],
      [3, 0],
      [1, 0],
      [0, 1],
      [0, 5],
      [1, 6],
      [3, 6],
      [4, 5],
    ],
  ],
  D: [
    [
      [0, 0],
      [0, 6],
      [2.5, 6],
      [4, 4.5],
      [4, 1.5],
      [2.5, 0],
      [0, 0],
    ],
  ],
  E: [
    [
      [4, 0],
      [0, 0],
      [0, 6],
      [4, 6],
    ],
    [
      [0, 3],
      [3, 3],
    ],
  ],
  F: [
    [
      [4, 0],
      [0, 0],
      [0, 6],
    ],
    [
      [0, 3],
      [3, 3],
    ],
  ],
  H: [
    [
      [0, 0],
      [0, 6],
    ],
    [
      [4, 0],
      [4, 6],
    ],
    [
      [0, 3],
      [4, 3],
    ],
  ],
  K: [
    [
      [0, 0],
      [0, 6],
    ],
    [
      [4, 0],
      [0, 3.5],
    ],
    [
      [1.3, 2.6],
      [4, 6],
    ],
  ],
  M: [
    [
      [0, 6],
      [0, 0],
      [2, 3],
      [4, 0],
      [4, 6],
    ],
  ],
  N: [
    [
      [0, 6],
      [0, 0],
      [4, 6],
      [4, 0],
    ],
  ],
  P: [
    [
      [0, 6],
      [0, 0],
      [3, 0],
      [4, 1],
      [4, 2],
      [3, 3],
      [0, 3],
    ],
  ],
  R: [
    [
      [0, 6],
      [0, 0],
      [3, 0],
      [4, 1],
      [4, 2],
      [3, 3],
      [0, 3],
    ],
    [
      [2, 3],
      [4, 6],
    ],
  ],
  T: [
    [
      [0, 0],
      [4, 0],
    ],
    [
      [2, 0],
      [2, 6],
    ],
  ],
  U: [
    [
      [0, 0],
      [0, 5],
      [1, 6],
      [3, 6],
      [4, 5],
      [4, 0],
    ],
  ],
  W: [
    [
      [0, 0],
      [1, 6],
      [2, 2.5],
      [3, 6],
      [4, 0],
    ],
  ],
  X: [
    [
      [0, 0],
      [4, 6],
    ],
    [
      [4, 0],
      [0, 6],
    ],
  ],
  Y: [
    [
      [0, 0],
      [2, 3],
      [4, 0],
    ],
    [
      [2, 3],
      [2, 6],
    ],
  ],
};

export const CAPTCHA_WIDTH = 200;
export const CAPTCHA_HEIGHT = 70;

/** a random number in [min, max) with 0.01 steps, from the crypto generator */
const between = (min: number, max: number) => min + randomInt(0, Math.round((max - min) * 100)) / 100;
const fixed = (n: number) => n.toFixed(1);

/** Random characters of the alphabet. */
export function randomCaptchaText(length = CAPTCHA_LENGTH): string {
  return Array.from({ length }, () => CAPTCHA_ALPHABET[randomInt(0, CAPTCHA_ALPHABET.length)]).join('');
}

/** The picture of `text` (characters of CAPTCHA_ALPHABET) as an SVG document. */
export function renderCaptchaSvg(text: string): string {
  const paths: string[] = [];
  const slot = (CAPTCHA_WIDTH - 20) / text.length;
  [...text].forEach((char, index) => {
    const strokes = glyphs[char];
    if (strokes === undefined) throw new Error(`no glyph for ${JSON.stringify(char)}`);
    const scale = between(6, 7.5);
    const angle = (between(-18, 18) * Math.PI) / 180;
    const cx = 10 + slot * index + slot / 2 + between(-3, 3);
    const cy = CAPTCHA_HEIGHT / 2 + between(-5, 5);
    const hue = randomInt(0, 360);
    const d = strokes
      .map((stroke) =>
        stroke
          .map(([gx, gy], i) => {
            // around the glyph's centre (2, 3): turned, scaled, then placed in its slot
            const x = (gx - 2 + between(-0.12, 0.12)) * scale;
            const y = (gy - 3 + between(-0.12, 0.12)) * scale;
            const px = cx + x * Math.cos(angle) - y * Math.sin(angle);
            const py = cy + x * Math.sin(angle) + y * Math.cos(angle);
            return `${i === 0 ? 'M' : 'L'}${fixed(px)} ${fixed(py)}`;
          })
          .join(''),
      )
      .join('');
    paths.push(
      `<path d="${d}" fill="none" stroke="hsl(${hue} 70% 28%)" stroke-width="${fixed(between(2.4, 3.2))}" stroke-linecap="round" stroke-linejoin="round"/>`,
    );
  });
  // noise: curves across the picture and dots, in the same kind of colours as the characters
  for (let n = 0; n < 5; n++) {
    const y = () => fixed(between(5, CAPTCHA_HEIGHT - 5));
    const x = (from: number, to: number) => fixed(between(from, to));
    paths.push(
      `<path d="M${x(0, 20)} ${y()}C${x(40, 90)} ${y()} ${x(110, 160)} ${y()} ${x(180, 200)} ${y()}" fill="none" stroke="hsl(${randomInt(0, 360)} 50% 45%)" stroke-width="${fixed(between(1, 2))}"/>`,
    );
  }
  for (let n = 0; n < 40; n++) {
    paths.push(
      `<circle cx="${fixed(between(0, CAPTCHA_WIDTH))}" cy="${fixed(between(0, CAPTCHA_HEIGHT))}" r="${fixed(between(0.6, 1.8))}" fill="hsl(${randomInt(0, 360)} 45% 45%)"/>`,
    );
  }
  // shuffled, so the order of the paths does not spell the characters either
  for (let i = paths.length - 1; i > 0; i--) {
    const j = randomInt(0, i + 1);
    [paths[i], paths[j]] = [paths[j]!, paths[i]!];
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CAPTCHA_WIDTH}" height="${CAPTCHA_HEIGHT}" viewBox="0 0 ${CAPTCHA_WIDTH} ${CAPTCHA_HEIGHT}">` +
    `<rect width="100%" height="100%" fill="#f4f1ea"/>${paths.join('')}</svg>`
  );
}

export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;
}
