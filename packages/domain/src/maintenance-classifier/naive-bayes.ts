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
  /** The posterior probability of the chosen label, 0–1. */
  confidence: number;
};

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
  const weights = scores.map((score) => Math.exp(score - best));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const bestIndex = scores.indexOf(best);
  return { label: model.labels[bestIndex] as TLabel, confidence: (weights[bestIndex] ?? 0) / total };
}
