import sampleCsv from '../../../../public/activity-bank-sample.csv?raw';
import type { CsvProject } from '../read-bank-csv.js';

/** The project the sample file is written for: its objectives, tags and the four importable types, all offered. */
export const CHEMISTRY_PROJECT: CsvProject = {
  objectives: [
    { id: 1, title: 'Read the periodic table' },
    { id: 2, title: 'Name ionic compounds' },
    { id: 3, title: 'Balance chemical equations' },
    { id: 4, title: 'Use the mole concept' },
  ],
  tags: [
    { id: 11, title: 'Periodic table' },
    { id: 12, title: 'Nomenclature' },
    { id: 13, title: 'Stoichiometry' },
    { id: 14, title: 'Easy' },
    { id: 15, title: 'Challenge' },
  ],
  activityTypes: [
    { slug: 'oli_multiple_choice', friendlyName: 'Multiple Choice', offered: true },
    { slug: 'oli_check_all_that_apply', friendlyName: 'Check All That Apply', offered: true },
    { slug: 'oli_ordering', friendlyName: 'Ordering', offered: true },
    { slug: 'oli_short_answer', friendlyName: 'Short Answer', offered: true },
  ],
};

/** The sample file the import dialog offers for download, as host-web serves it. */
export function sampleCsvBytes(): Uint8Array {
  return new TextEncoder().encode(sampleCsv);
}

/** A CSV text: the header row, then one line per row, cells joined as given (quote them yourself). */
export function csvText(header: readonly string[], rows: readonly (readonly string[])[], newline = '\n'): string {
  return [header, ...rows].map((cells) => cells.join(',')).join(newline) + newline;
}

export const BASIC_HEADER = ['type', 'title', 'objectives', 'tags', 'stem', 'choiceA', 'choiceB', 'choiceC', 'answer'] as const;
