import { BarElement, CategoryScale, Chart as ChartJS, Legend, LinearScale, LineElement, PointElement, Tooltip } from 'chart.js';
import { Bar, Line } from 'react-chartjs-2';

// Only the parts these charts use, so the lazy chunk stays small.
ChartJS.register(CategoryScale, LinearScale, PointElement, LineElement, BarElement, Tooltip, Legend);

const PALETTE = ['#4f6bed', '#e8833a', '#2fa36b', '#c74375', '#8a63d2', '#2aa3b8', '#b59a2a', '#6b7280'];

export interface AnalyticsChartProps {
  type: 'line' | 'bar';
  labels: string[];
  datasets: { label: string; values: number[] }[];
  /** What the chart shows, for screen readers (the table below has the numbers). */
  ariaLabel: string;
}

/** Daily metrics as lines or bars (chart.js); loaded lazily with the analytics page's charts only. */
export function AnalyticsChart({ type, labels, datasets, ariaLabel }: AnalyticsChartProps) {
  const data = {
    labels,
    datasets: datasets.map((d, i) => ({
      label: d.label,
      data: d.values,
      borderColor: PALETTE[i % PALETTE.length],
      backgroundColor: PALETTE[i % PALETTE.length],
      tension: 0.25,
      pointRadius: 2,
    })),
  };
  const options = {
    responsive: true,
    maintainAspectRatio: false,
    interaction: { mode: 'index' as const, intersect: false },
    scales: { y: { beginAtZero: true, ticks: { precision: 0 } } },
    plugins: { legend: { position: 'bottom' as const } },
  };
  const props = { role: 'img', 'aria-label': ariaLabel };
  return (
    <div style={{ position: 'relative', height: 280 }}>
      {type === 'line' ? <Line data={data} options={options} {...props} /> : <Bar data={data} options={options} {...props} />}
    </div>
  );
}
