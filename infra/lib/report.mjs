// Reading test tools' output.

/**
 * Sums jest's "Tests: ..." summary lines in a command's output (several workspaces may print one each).
 * @param {string} output
 * @returns {{ passed: number, failed: number } | null} null when there is no summary line
 */
export function jestCounts(output) {
  let passed = 0;
  let failed = 0;
  let found = false;
  for (const line of output.split('\n')) {
    const m = /Tests:\s+(.*\d+ total)/.exec(line);
    if (!m) continue;
    found = true;
    const summary = /** @type {string} */ (m[1]);
    passed += Number(/(\d+) passed/.exec(summary)?.[1] ?? 0);
    failed += Number(/(\d+) failed/.exec(summary)?.[1] ?? 0);
  }
  return found ? { passed, failed } : null;
}
