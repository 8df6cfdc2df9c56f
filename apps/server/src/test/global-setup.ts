import { buildPgliteTemplate } from '@rentwell/db/test-database';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplateDir: string | undefined;
  }
}

/** Migrates one PGlite database per run; every test file starts from a copy of it. */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DB_KIND === 'postgres') {
    project.provide('pgliteTemplateDir', undefined);
    return;
  }
  const template = await buildPgliteTemplate();
  project.provide('pgliteTemplateDir', template.dir);
  return () => template.remove();
}
