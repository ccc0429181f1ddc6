import { describe, expect, it } from '@jest/globals';
import fs from 'node:fs';
import Fastify from 'fastify';
import { ServiceMetrics } from '@hp/service-platform';
import { registerHttpMetrics } from '@hp/service-platform/http';
import { fromRoot } from '../lib/paths.mjs';

const dashboard = JSON.parse(
  fs.readFileSync(fromRoot('infra', 'grafana', 'healthcare-golden-signals.json'), 'utf8'),
);

/** Every series name the gateway's and a service's /metrics can expose, from their real registries. */
async function exposedSeries() {
  const fastify = Fastify();
  const registries = [
    registerHttpMetrics(fastify, { service: 'gateway' }),
    // With a database (the outbox backlog gauge); nothing is queried until a scrape.
    new ServiceMetrics({ service: 'payment' }, undefined, /** @type {never} */ ({})).registry,
  ];
  const names = new Set();
  for (const registry of registries) {
    for (const metric of await registry.getMetricsAsJSON()) {
      names.add(metric.name);
      if (metric.type === 'histogram')
        for (const suffix of ['_bucket', '_sum', '_count']) names.add(metric.name + suffix);
    }
  }
  await fastify.close();
  return names;
}

/** Every PromQL query of the dashboard: its panels' targets and its variables'. */
const queries = () => [
  ...dashboard.panels.flatMap((/** @type {{ targets?: { expr: string }[] }} */ panel) =>
    (panel.targets ?? []).map((t) => t.expr),
  ),
  ...dashboard.templating.list
    .filter((/** @type {{ type: string }} */ v) => v.type === 'query')
    .map((/** @type {{ definition: string }} */ v) => v.definition),
];

const PROMQL_WORDS = new Set([
  'by',
  'without',
  'on',
  'ignoring',
  'group_left',
  'group_right',
  'bool',
  'and',
  'or',
  'unless',
  'offset',
]);

/** The metric names a query selects: what is left once strings, matchers, ranges, groupings and functions are gone. */
export function metricNamesIn(/** @type {string} */ query) {
  const bare = query
    .replace(/"(?:[^"\\]|\\.)*"/g, '')
    .replace(/\{[^}]*\}/g, ' ')
    .replace(/\[[^\]]*\]/g, ' ')
    .replace(/\b(by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, ' ');
  const names = [...bare.matchAll(/\b([a-zA-Z_:][a-zA-Z0-9_:]*)\b(?!\s*\()/g)].map(
    (match) => /** @type {string} */ (match[1]),
  );
  // label_values(metric, label): its second argument is a label
  const labelOf = /label_values\([^,]+,\s*([a-zA-Z_][a-zA-Z0-9_]*)\s*\)/.exec(query)?.[1];
  return names.filter((name) => !PROMQL_WORDS.has(name) && name !== labelOf && !/^\d/.test(name));
}

describe('the Grafana dashboard (infra/grafana/healthcare-golden-signals.json)', () => {
  it('names only metrics the gateway and the services expose', async () => {
    const exposed = await exposedSeries();
    const used = new Set(queries().flatMap(metricNamesIn));
    expect([...used].filter((name) => !exposed.has(name))).toEqual([]);
    // Not vacuous: the golden signals' sources are all there.
    for (const name of [
      'hp_http_request_duration_seconds_bucket',
      'hp_command_duration_seconds_bucket',
      'hp_http_errors_total',
      'hp_command_errors_total',
      'hp_events_dead_lettered_total',
      'hp_outbox_backlog',
      'hp_consumer_pending_messages',
      'process_resident_memory_bytes',
      'nodejs_eventloop_lag_p99_seconds',
    ])
      expect(used).toContain(name);
  });

  it('reads the metric names out of PromQL (the check above depends on it)', () => {
    expect(
      metricNamesIn(
        'sum by (le, route) (rate(hp_x_bucket{service=~"$service", route=~"a|b"}[$__rate_interval])) / ignoring(route) group_left sum(y_total{a="b"})',
      ),
    ).toEqual(['hp_x_bucket', 'y_total']);
    expect(metricNamesIn('label_values(hp_y_count{service=~"$service"}, route)')).toEqual(['hp_y_count']);
  });

  it('has a Prometheus datasource variable that every panel uses, and service, route and subject filters', () => {
    const variables = dashboard.templating.list;
    expect(variables.find((/** @type {{ name: string }} */ v) => v.name === 'datasource')).toMatchObject({
      type: 'datasource',
      query: 'prometheus',
    });
    expect(variables.map((/** @type {{ name: string }} */ v) => v.name)).toEqual([
      'datasource',
      'service',
      'route',
      'subject',
    ]);
    for (const panel of dashboard.panels.filter((/** @type {{ type: string }} */ p) => p.type !== 'row')) {
      expect(panel.datasource).toEqual({ type: 'prometheus', uid: '${datasource}' });
      for (const target of panel.targets) expect(target.expr).toContain('service=~"$service"');
    }
    const ids = dashboard.panels.map((/** @type {{ id: number }} */ p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
