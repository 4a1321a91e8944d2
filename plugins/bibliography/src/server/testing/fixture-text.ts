import { readFileSync } from 'node:fs';

/** A sample file of citations under fixtures/, as an author would paste it. */
export function fixtureText(name: string): string {
  return readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
}

/** The APA reference and in-text citation expected of each record of each sample file, by the record's id. */
export const EXPECTED_APA = JSON.parse(fixtureText('expected-apa.json')) as Record<string, Record<string, { reference: string; citation: string }>>;
