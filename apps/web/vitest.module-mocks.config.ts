import { defineConfig } from 'vitest/config';
import webConfigFor from './vite.config.ts';
import { moduleMockingTestFiles } from './vitest-module-mocks.ts';

/** The web test files that `vi.mock` a module, each with a window and module graph of its own (decision 038). */
export default defineConfig((env) => {
  const webConfig = webConfigFor(env);
  return {
    ...webConfig,
    test: {
      ...webConfig.test,
      name: 'web-module-mocks',
      include: moduleMockingTestFiles(),
      exclude: [],
      isolate: true,
    },
  };
});
