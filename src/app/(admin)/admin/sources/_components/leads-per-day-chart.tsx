import type { DayLeads } from "@/lib/attribution/sources-report";
import { formatCalendarDay } from "@/lib/dates";

/**
 * Leads per day as columns, drawn on the server: an SVG in the page, no script. The summary
 * says in words what the picture shows; each column names its day and count on hover.
 */

const WIDTH = 720;
const HEIGHT = 180;
const PAD = { top: 12, right: 8, bottom: 28, left: 36 };

const shortDay = (day: string) => formatCalendarDay(day).replace(/, \d{4}$/, "");
const leadsText = (n: number) => `${n.toLocaleString("en-US")} ${n === 1 ? "lead" : "leads"}`;

export function chartSummary(days: DayLeads[]): string {
  const total = days.reduce((sum, day) => sum + day.leads, 0);
  if (total === 0) return `No leads in these ${days.length} days.`;
  const best = days.reduce((most, day) => (day.leads > most.leads ? day : most));
  return `${leadsText(total)} in ${days.length} days; the most on ${formatCalendarDay(best.day)}: ${leadsText(best.leads)}.`;
}

export function LeadsPerDayChart({ days }: { days: DayLeads[] }) {
  const max = Math.max(1, ...days.map((day) => day.leads));
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const step = plotWidth / Math.max(1, days.length);
  const y = (leads: number) => PAD.top + plotHeight - (leads / max) * plotHeight;
  const first = days[0];
  const last = days.at(-1);

  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-labelledby="leads-chart-title leads-chart-summary"
      className="h-auto w-full"
    >
      <title id="leads-chart-title">Leads per day</title>
      <desc id="leads-chart-summary">{chartSummary(days)}</desc>
      <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(0)} y2={y(0)} className="stroke-ink-300" />
      <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(max)} y2={y(max)} className="stroke-ink-100" />
      <text x={PAD.left - 6} y={y(max) + 4} textAnchor="end" className="fill-ink-600 text-[11px]">
        {max}
      </text>
      <text x={PAD.left - 6} y={y(0) + 4} textAnchor="end" className="fill-ink-600 text-[11px]">
        0
      </text>
      {days.map((day, i) => (
        <rect
          key={day.day}
          x={PAD.left + i * step + step * 0.15}
          y={y(day.leads)}
          width={Math.max(1, step * 0.7)}
          height={y(0) - y(day.leads)}
          className="fill-brand-600"
        >
          <title>{`${formatCalendarDay(day.day)}: ${leadsText(day.leads)}`}</title>
        </rect>
      ))}
      {first && last && (
        <>
          <text x={PAD.left} y={HEIGHT - 8} className="fill-ink-600 text-[11px]">
            {shortDay(first.day)}
          </text>
          <text x={WIDTH - PAD.right} y={HEIGHT - 8} textAnchor="end" className="fill-ink-600 text-[11px]">
            {shortDay(last.day)}
          </text>
        </>
      )}
    </svg>
  );
}
