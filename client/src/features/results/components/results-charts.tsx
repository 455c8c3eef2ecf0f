import { BarElement, CategoryScale, Chart as ChartJS, Legend, LinearScale, LineElement, PointElement, Tooltip } from 'chart.js';
import { Bar, Line } from 'react-chartjs-2';

// Only the parts these charts use; this module is its own lazy chunk (with chart.js), loaded by /performance.
ChartJS.register(CategoryScale, LinearScale, PointElement, LineElement, BarElement, Tooltip, Legend);

const PALETTE = ['#4f6bed', '#e8833a', '#2fa36b', '#c74375', '#8a63d2'];

const BOX = { position: 'relative', height: 300 } as const;

export interface ScoreLinesProps {
  labels: string[];
  /** The total first, then the sections; null where an attempt has no such score (a gap, bridged). */
  lines: { label: string; values: (number | null)[] }[];
  ariaLabel: string;
}

/** Totals and section scores by test date. Totals (400-1600) and sections (200-800) share one axis. */
export function ScoreLinesChart({ labels, lines, ariaLabel }: ScoreLinesProps) {
  const data = {
    labels,
    datasets: lines.map((l, i) => ({
      label: l.label,
      data: l.values,
      borderColor: PALETTE[i % PALETTE.length],
      backgroundColor: PALETTE[i % PALETTE.length],
      borderWidth: i === 0 ? 3 : 2,
      tension: 0.2,
      pointRadius: 3,
      spanGaps: true,
    })),
  };
  const options = {
    responsive: true,
    maintainAspectRatio: false,
    interaction: { mode: 'index' as const, intersect: false },
    scales: { y: { suggestedMin: 200, suggestedMax: 1600, ticks: { precision: 0 } } },
    plugins: { legend: { position: 'bottom' as const } },
  };
  return (
    <div style={BOX}>
      <Line data={data} options={options} role="img" aria-label={ariaLabel} />
    </div>
  );
}

export interface PercentBarsProps {
  labels: string[];
  values: number[];
  seriesLabel: string;
  ariaLabel: string;
}

/** Percent correct per domain, 0-100. */
export function PercentBarsChart({ labels, values, seriesLabel, ariaLabel }: PercentBarsProps) {
  const data = { labels, datasets: [{ label: seriesLabel, data: values, backgroundColor: PALETTE[0] }] };
  const options = {
    responsive: true,
    maintainAspectRatio: false,
    indexAxis: 'y' as const,
    scales: { x: { min: 0, max: 100, ticks: { callback: (v: string | number) => `${v}%` } } },
    plugins: { legend: { display: false } },
  };
  return (
    <div style={{ ...BOX, height: Math.max(160, labels.length * 36) }}>
      <Bar data={data} options={options} role="img" aria-label={ariaLabel} />
    </div>
  );
}
