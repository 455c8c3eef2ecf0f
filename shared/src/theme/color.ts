/** Small colour arithmetic for deriving a theme from one brand colour. */
export type Rgb = [number, number, number];

export function hexToRgb(hex: string): Rgb | null {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) return null;
  const h = m[1].length === 3 ? m[1].replace(/./g, (c) => c + c) : m[1];
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as Rgb;
}

export function rgbToHex([r, g, b]: Rgb): string {
  return `#${[r, g, b]
    .map((v) =>
      Math.round(Math.min(255, Math.max(0, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Mixes `rgb` towards `target` by `amount` (0..1). */
export function mix(rgb: Rgb, target: Rgb, amount: number): Rgb {
  return rgb.map((v, i) => v + (target[i] - v) * amount) as Rgb;
}

export const shade = (rgb: Rgb, amount: number): Rgb => mix(rgb, [0, 0, 0], amount);
export const tint = (rgb: Rgb, amount: number): Rgb => mix(rgb, [255, 255, 255], amount);
