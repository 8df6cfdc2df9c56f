import type { TMaintenanceCategory, TMaintenancePriority } from '@rentwell/contracts/maintenance';
import en from './data/en.json' with { type: 'json' };
import es from './data/es.json' with { type: 'json' };
import fr from './data/fr.json' with { type: 'json' };
import he from './data/he.json' with { type: 'json' };
import sq from './data/sq.json' with { type: 'json' };

export type TLabeledRequest = {
  text: string;
  language: string;
  category: TMaintenanceCategory;
  priority: TMaintenancePriority;
};

/** Each data file is a list of [text, category, priority] written for this project, one file per language. */
const FILES: Record<string, readonly (readonly string[])[]> = { en, es, fr, he, sq };

/** One example in this many, counted within each language file, is held out for the evaluation. */
const HOLD_OUT_EVERY = 5;

function readLabeledRequests(): { training: TLabeledRequest[]; heldOut: TLabeledRequest[] } {
  const training: TLabeledRequest[] = [];
  const heldOut: TLabeledRequest[] = [];
  for (const [language, rows] of Object.entries(FILES)) {
    for (const [index, [text, category, priority]] of rows.entries()) {
      const example = {
        text: text ?? '',
        language,
        category: category as TMaintenanceCategory,
        priority: priority as TMaintenancePriority,
      };
      (index % HOLD_OUT_EVERY === HOLD_OUT_EVERY - 1 ? heldOut : training).push(example);
    }
  }
  return { training, heldOut };
}

/** The committed labeled requests in all five languages, split once into a training set and a held-out set. */
export const LABELED_REQUESTS = readLabeledRequests();
