import { BarElement, CategoryScale, Chart as ChartJS, Legend, LinearScale, LineElement, PointElement, Tooltip } from 'chart.js';
import { Bar, Line } from 'react-chartjs-2';

// Only the parts these charts use, so the lazy chunk stays small.
ChartJS.register(CategoryScale, LinearScale, PointElement, LineElement, BarElement, Tooltip, Legend);

const PALETTE = ['#4f6bed', '#e8833a', '#2fa36b', '#c74375', '#8a63d2', '#2aa3b8', '#b59a2a', '#6b7280'];

export interface SeriesChartProps {
  type: 'line' | 'bar';
  labels: string[];
  /** A null is a label without a value (a score a test did not report): the line bridges the gap. */
  datasets: { label: string; values: (number | null)[] }[];
  /** What the chart shows, for screen readers (a table or list next to it has the numbers). */
  ariaLabel: string;
  /** A 0-100 axis with "%" ticks (percent correct) instead of a count axis. */
  percent?: boolean;
  /** Bars of one label stacked (shares that add up, such as choice counts). */
  stacked?: boolean;
  /** One series only: no legend, the heading names it. */
  hideLegend?: boolean;
  height?: number;
}

/** Lines or bars over labelled points (chart.js): the one chart wrapper of the admin and analysis pages. */
export function SeriesChart({ type, labels, datasets, ariaLabel, percent, stacked, hideLegend, height = 280 }: SeriesChartProps) {
  const data = {
    labels,
    datasets: datasets.map((d, i) => ({
      label: d.label,
      data: d.values,
      borderColor: PALETTE[i % PALETTE.length],
      backgroundColor: PALETTE[i % PALETTE.length],
      tension: 0.25,
      pointRadius: 2,
      spanGaps: true,
    })),
  };
  const y = percent
    ? { min: 0, max: 100, stacked, ticks: { callback: (v: string | number) => `${v}%` } }
    : { beginAtZero: true, stacked, ticks: { precision: 0 } };
  const options = {
    responsive: true,
    maintainAspectRatio: false,
    interaction: { mode: 'index' as const, intersect: false },
    scales: { x: { stacked }, y },
    plugins: { legend: { display: !hideLegend, position: 'bottom' as const } },
  };
  const props = { role: 'img', 'aria-label': ariaLabel };
  return (
    <div style={{ position: 'relative', height }}>
      {type === 'line' ? <Line data={data} options={options} {...props} /> : <Bar data={data} options={options} {...props} />}
    </div>
  );
}
