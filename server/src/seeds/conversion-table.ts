import { type ScoreRow, type ScoreScale } from '@app/shared';

/**
 * A plausible raw -> scaled conversion for sample content: a gentle S-curve from the scale's floor to
 * `ceiling`, on the scale's steps, never decreasing, with a ±1-step range. Authors replace it with
 * their own table in the admin score-table screen.
 */
export function conversionRows(maxRaw: number, scale: ScoreScale, ceiling = scale.max, floor = scale.min): ScoreRow[] {
  const rows: ScoreRow[] = [];
  let previous = floor;
  for (let raw = 0; raw <= maxRaw; raw++) {
    const x = maxRaw === 0 ? 1 : raw / maxRaw;
    const eased = x * x * (3 - 2 * x) * 0.35 + x * 0.65; // mostly linear, flatter at both ends
    const value = floor + eased * (ceiling - floor);
    const scaled = Math.max(previous, Math.min(ceiling, floor + Math.round((value - floor) / scale.step) * scale.step));
    previous = scaled;
    rows.push({
      raw,
      scaled,
      lower: Math.max(scale.min, scaled - scale.step),
      upper: Math.min(scale.max, scaled + scale.step),
    });
  }
  return rows;
}
