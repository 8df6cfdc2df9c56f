import {
  MAINTENANCE_CATEGORIES,
  MAINTENANCE_PRIORITIES,
  type TMaintenanceCategory,
  type TMaintenancePriority,
} from '@rentwell/contracts/maintenance';
import { LABELED_REQUESTS, type TLabeledRequest } from './labeled-requests.ts';
import { predictNaiveBayes, type TNaiveBayesModel, type TPrediction, trainNaiveBayes } from './naive-bayes.ts';
import { safetyHazardsIn, type TSafetyHazard } from './safety-hazards.ts';
import { requestTextFeatures } from './text-features.ts';

export type TMaintenanceClassifier = {
  category: TNaiveBayesModel<TMaintenanceCategory>;
  priority: TNaiveBayesModel<TMaintenancePriority>;
};

export type TMaintenanceClassification = {
  category: TPrediction<TMaintenanceCategory>;
  priority: TPrediction<TMaintenancePriority>;
  /** Safety hazards the text names: the priority is then never below high. */
  hazards: { hazard: TSafetyHazard; words: string }[];
};

/** Two naive Bayes models over the same text features: one for the category, one for the urgency. */
export function trainMaintenanceClassifier(examples: readonly TLabeledRequest[]): TMaintenanceClassifier {
  const featured = examples.map((example) => ({ example, features: requestTextFeatures(example.text) }));
  return {
    category: trainNaiveBayes(
      MAINTENANCE_CATEGORIES,
      featured.map(({ example, features }) => ({ features, label: example.category })),
    ),
    priority: trainNaiveBayes(
      MAINTENANCE_PRIORITIES,
      featured.map(({ example, features }) => ({ features, label: example.priority })),
    ),
  };
}

/** Urgent stays urgent; anything less becomes high. */
function atLeastHigh(priority: TMaintenancePriority): TMaintenancePriority {
  return priority === 'urgent' ? 'urgent' : 'high';
}

/**
 * The model's category and priority; when the text names a safety hazard (fire, smoke, sparks, a burning smell,
 * gas, carbon monoxide, flooding, no heat in the cold season, no water, a door that cannot be locked) the priority
 * is at least high whatever the model says, and its evidence is the hazard's words.
 */
export function classifyWith(
  classifier: TMaintenanceClassifier,
  text: string,
  options: { coldSeason: boolean } = { coldSeason: true },
): TMaintenanceClassification {
  const features = requestTextFeatures(text);
  const priority = predictNaiveBayes(classifier.priority, features);
  const hazards = safetyHazardsIn(text, options);
  return {
    category: predictNaiveBayes(classifier.category, features),
    priority:
      hazards.length > 0
        ? { ...priority, label: atLeastHigh(priority.label), evidence: hazards.map((found) => found.words) }
        : priority,
    hazards,
  };
}

/** The share of examples whose category and whose priority the classifier gets right, and whose priority it gets within one level. */
export function evaluateMaintenanceClassifier(
  classifier: TMaintenanceClassifier,
  examples: readonly TLabeledRequest[],
): { examples: number; categoryAccuracy: number; priorityAccuracy: number; priorityWithinOneLevel: number } {
  let category = 0;
  let priority = 0;
  let priorityNear = 0;
  for (const example of examples) {
    const result = classifyWith(classifier, example.text);
    if (result.category.label === example.category) category += 1;
    if (result.priority.label === example.priority) priority += 1;
    const distance =
      MAINTENANCE_PRIORITIES.indexOf(result.priority.label) - MAINTENANCE_PRIORITIES.indexOf(example.priority);
    if (Math.abs(distance) <= 1) priorityNear += 1;
  }
  const count = Math.max(examples.length, 1);
  return {
    examples: examples.length,
    categoryAccuracy: category / count,
    priorityAccuracy: priority / count,
    priorityWithinOneLevel: priorityNear / count,
  };
}

let shippedClassifier: TMaintenanceClassifier | null = null;

/**
 * The category and urgency a request's title and description suggest, in any of the five languages, from the
 * model trained on every committed labeled request (built once, on first use, in a few milliseconds). Null when
 * the text holds no word the model has seen.
 */
export function suggestMaintenanceClassification(
  text: string,
  options: { coldSeason: boolean },
): TMaintenanceClassification | null {
  if (requestTextFeatures(text).length === 0) return null;
  shippedClassifier ??= trainMaintenanceClassifier([...LABELED_REQUESTS.training, ...LABELED_REQUESTS.heldOut]);
  const features = requestTextFeatures(text);
  const known = features.some((feature) =>
    MAINTENANCE_CATEGORIES.some((label) => shippedClassifier?.category.featureCounts[label].has(feature)),
  );
  return known || safetyHazardsIn(text, options).length > 0 ? classifyWith(shippedClassifier, text, options) : null;
}
