/** A multinomial naive Bayes model over string features: per label, how often each feature was seen. */
export type TNaiveBayesModel<TLabel extends string> = {
  labels: readonly TLabel[];
  /** log P(label) from the share of training examples with the label. */
  logPriors: Record<TLabel, number>;
  featureCounts: Record<TLabel, Map<string, number>>;
  totalFeatures: Record<TLabel, number>;
  vocabularySize: number;
  /** Laplace smoothing added to every feature count. */
  smoothing: number;
};

export type TLabeledFeatures<TLabel extends string> = { features: readonly string[]; label: TLabel };

export type TPrediction<TLabel extends string> = {
  label: TLabel;
  /**
   * How sure the model is of the label, 0–0.95: the posterior with its log-scores divided by √(known features), as
   * naive Bayes counts correlated features (a word and its letter pieces) as independent evidence and is far too
   * sure of itself otherwise; never above 0.95.
   */
  confidence: number;
  /** The words of the text that speak most for the label against the others, strongest first (at most three). */
  evidence: string[];
};

const MAX_CONFIDENCE = 0.95;
const EVIDENCE_WORDS = 3;

function recordOf<TLabel extends string, TValue>(
  labels: readonly TLabel[],
  make: () => TValue,
): Record<TLabel, TValue> {
  return Object.fromEntries(labels.map((label) => [label, make()])) as Record<TLabel, TValue>;
}

export function trainNaiveBayes<TLabel extends string>(
  labels: readonly TLabel[],
  examples: readonly TLabeledFeatures<TLabel>[],
  smoothing = 1,
): TNaiveBayesModel<TLabel> {
  const featureCounts = recordOf(labels, () => new Map<string, number>());
  const totalFeatures = recordOf(labels, () => 0);
  const exampleCounts = recordOf(labels, () => 0);
  const vocabulary = new Set<string>();
  for (const { features, label } of examples) {
    exampleCounts[label] += 1;
    const counts = featureCounts[label];
    for (const feature of features) {
      counts.set(feature, (counts.get(feature) ?? 0) + 1);
      vocabulary.add(feature);
    }
    totalFeatures[label] += features.length;
  }
  // Every label keeps a small prior share even with no example, so an unseen label is never log(0).
  const logPriors = recordOf(labels, () => 0);
  for (const label of labels) {
    logPriors[label] = Math.log((exampleCounts[label] + 1) / (examples.length + labels.length));
  }
  return { labels, logPriors, featureCounts, totalFeatures, vocabularySize: vocabulary.size, smoothing };
}

/** The most probable label for the features, with its posterior probability; features never seen are skipped. */
export function predictNaiveBayes<TLabel extends string>(
  model: TNaiveBayesModel<TLabel>,
  features: readonly string[],
): TPrediction<TLabel> {
  const known = features.filter((feature) => model.labels.some((label) => model.featureCounts[label].has(feature)));
  const scores = model.labels.map((label) => {
    const counts = model.featureCounts[label];
    const denominator = Math.log(model.totalFeatures[label] + model.smoothing * model.vocabularySize);
    let score = model.logPriors[label];
    for (const feature of known) score += Math.log((counts.get(feature) ?? 0) + model.smoothing) - denominator;
    return score;
  });
  const best = Math.max(...scores);
  const temperature = Math.max(1, Math.sqrt(known.length));
  const weights = scores.map((score) => Math.exp((score - best) / temperature));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const bestIndex = scores.indexOf(best);
  const label = model.labels[bestIndex] as TLabel;
  return {
    label,
    confidence: Math.min(MAX_CONFIDENCE, (weights[bestIndex] ?? 0) / total),
    evidence: evidenceFor(model, label, known),
  };
}

/** log P(feature | label), smoothed. */
function logLikelihood<TLabel extends string>(model: TNaiveBayesModel<TLabel>, label: TLabel, feature: string): number {
  const count = model.featureCounts[label].get(feature) ?? 0;
  return (
    Math.log(count + model.smoothing) - Math.log(model.totalFeatures[label] + model.smoothing * model.vocabularySize)
  );
}

/** The whole words (`w:` features) whose likelihood under `label` most exceeds their best under another label. */
function evidenceFor<TLabel extends string>(
  model: TNaiveBayesModel<TLabel>,
  label: TLabel,
  known: readonly string[],
): string[] {
  return known
    .filter((feature) => feature.startsWith('w:'))
    .map((feature) => ({
      word: feature.slice(2),
      margin:
        logLikelihood(model, label, feature) -
        Math.max(
          ...model.labels.filter((other) => other !== label).map((other) => logLikelihood(model, other, feature)),
        ),
    }))
    .filter((candidate) => candidate.margin > 0)
    .sort((a, b) => b.margin - a.margin)
    .slice(0, EVIDENCE_WORDS)
    .map((candidate) => candidate.word);
}
