/** One row of issue 19's table as a benchmark measured it: the figure, the goal, and whether it is met. */
export type Goal = {
  /** The measure as the table names it, e.g. 'properties list req/s / hello-world req/s (postgres)'. */
  measure: string;
  /** The figure as measured, formatted for people ('0.012×', '312 KB'). */
  measured: string;
  /** The goal, formatted the same way ('≥ 0.05×'). */
  goal: string;
  met: boolean;
  /** The raw numbers behind the figure, for the results file. */
  figures: Record<string, unknown>;
};

/** What a benchmark module returns: lines to print and the goals it measured. */
export type BenchSection = { lines: string[]; goals: Goal[] };

type Bound = { measure: string; value: number; limit: number; unit: string; digits?: number };

function format(value: number, unit: string, digits: number): string {
  return `${value.toFixed(digits)}${unit === '×' ? '×' : ` ${unit}`}`;
}

/** A goal met when `value ≤ limit`. */
export function atMost(bound: Bound, figures: Record<string, unknown> = {}): Goal {
  const digits = bound.digits ?? 1;
  return {
    measure: bound.measure,
    measured: format(bound.value, bound.unit, digits),
    goal: `≤ ${format(bound.limit, bound.unit, digits)}`,
    met: bound.value <= bound.limit,
    figures: { value: bound.value, limit: bound.limit, ...figures },
  };
}

/** A goal met when `value ≥ limit`. */
export function atLeast(bound: Bound, figures: Record<string, unknown> = {}): Goal {
  const digits = bound.digits ?? 1;
  return {
    measure: bound.measure,
    measured: format(bound.value, bound.unit, digits),
    goal: `≥ ${format(bound.limit, bound.unit, digits)}`,
    met: bound.value >= bound.limit,
    figures: { value: bound.value, limit: bound.limit, ...figures },
  };
}

/** The closing table: every goal measured in this run, met or not. */
export function formatGoals(goals: Goal[]): string[] {
  const width = Math.max(...goals.map((goal) => goal.measure.length), 10);
  const met = goals.filter((goal) => goal.met).length;
  return [
    `Goals (issues 19 and 36): ${met} of ${goals.length} met`,
    ...goals.map(
      (goal) =>
        `  ${goal.met ? 'met    ' : 'NOT met'}  ${goal.measure.padEnd(width)}  ${goal.measured.padStart(12)}   goal ${goal.goal}`,
    ),
  ];
}

/** Goals of this run replace those of the same measure from earlier runs; the others are kept. */
export function mergeGoals(earlier: Goal[], current: Goal[]): Goal[] {
  const measured = new Set(current.map((goal) => goal.measure));
  return [...earlier.filter((goal) => !measured.has(goal.measure)), ...current];
}
