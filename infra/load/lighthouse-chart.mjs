// The bench's Lighthouse figures as an SVG: one panel per figure, a bar per route, the budget as a red line, bars
// over budget in red. Opens in any browser; a change's effect shows at a glance.
import { BUDGET } from '../lib/lighthouse.mjs';

/** @typedef {import('../lib/lighthouse.mjs').RouteReport} RouteReport */

/** @type {{ title: string, pick: (r: RouteReport) => number, budget: number, higherIsBetter?: boolean, max?: number }[]} */
const PANELS = [
  {
    title: 'performance score',
    pick: (r) => r.scores.performance ?? 0,
    budget: BUDGET.performance,
    higherIsBetter: true,
    max: 1,
  },
  { title: 'LCP (s)', pick: (r) => r.lcpMs / 1000, budget: BUDGET.lcpMs / 1000 },
  { title: 'TBT (ms)', pick: (r) => r.tbtMs, budget: BUDGET.tbtMs },
  { title: 'CLS', pick: (r) => r.cls, budget: BUDGET.cls },
  { title: 'first load (KB)', pick: (r) => r.firstLoadKb, budget: BUDGET.firstLoadKb },
];

const escape = (/** @type {string} */ text) => text.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * @param {RouteReport[]} reports
 * @param {string} caption
 */
export function lighthouseChart(reports, caption) {
  const label = 24 + 7 * Math.max(...reports.map((r) => new URL(r.url).pathname.length)); // ~7 px a character at 12 px
  const barWidth = 180;
  const panelWidth = barWidth + 60;
  const row = 18;
  const top = 48;
  const height = top + reports.length * row + 20;
  const width = label + PANELS.length * panelWidth;
  /** @type {string[]} */
  const parts = [
    `<text x="8" y="18" font-size="14" font-weight="bold">${escape(caption)}</text>`,
    ...reports.map(
      (r, i) =>
        `<text x="8" y="${top + i * row + 13}" font-size="12">${escape(new URL(r.url).pathname)}</text>`,
    ),
  ];
  PANELS.forEach((panel, p) => {
    const x0 = label + p * panelWidth;
    const max = panel.max ?? Math.max(panel.budget * 1.5, ...reports.map(panel.pick));
    const scale = (/** @type {number} */ v) => (Math.min(v, max) / max) * barWidth;
    parts.push(
      `<text x="${x0}" y="${top - 10}" font-size="12" font-weight="bold">${escape(panel.title)}</text>`,
    );
    reports.forEach((r, i) => {
      const value = panel.pick(r);
      const ok = panel.higherIsBetter ? value >= panel.budget : value <= panel.budget;
      const y = top + i * row;
      parts.push(
        `<rect x="${x0}" y="${y + 2}" width="${scale(value).toFixed(1)}" height="${row - 5}" fill="${ok ? '#2f9e44' : '#e03131'}"/>`,
        `<text x="${(x0 + scale(value) + 4).toFixed(1)}" y="${y + 13}" font-size="10">${Number(value.toFixed(2))}</text>`,
      );
    });
    const bx = (x0 + scale(panel.budget)).toFixed(1);
    parts.push(
      `<line x1="${bx}" y1="${top - 4}" x2="${bx}" y2="${height - 16}" stroke="#c92a2a" stroke-dasharray="3 2"/>`,
    );
  });
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" font-family="sans-serif">`,
    `<rect width="100%" height="100%" fill="#fff"/>`,
    ...parts,
    '</svg>',
  ].join('\n');
}
