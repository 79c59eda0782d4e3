import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

// Decision 160: lint keeps the API's imports running one way (platform <- providers <- features <- app). These lint
// snippets as if they were files in apps/api/src, so a zone that stopped matching would fail here, not pass silently.
const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const RULE = 'import-x/no-restricted-paths';
const CYCLE = 'import-x/no-cycle';

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: REPO_ROOT });
});

async function messagesOf(rule: string, filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === rule).map((m) => m.message);
}

const restrictedImports = (filePath: string, code: string) => messagesOf(RULE, filePath, code);

describe('API dependency direction (lint zones)', () => {
  it('refuses a platform file importing a feature', async () => {
    const messages = await restrictedImports(
      'apps/api/src/platform/http/probe.ts',
      "import { identityFeature } from '../../features/identity/identity-feature.ts';\nexport const probe = identityFeature;\n",
    );
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain('platform/ imports no feature');
  });

  it('refuses a platform file importing a provider or the demo data', async () => {
    const messages = await restrictedImports(
      'apps/api/src/platform/probe.ts',
      "import { createSandboxProviders } from '../providers/providers.ts';\nimport { runSeeds } from '../demo/seeds.ts';\nexport const probe = [createSandboxProviders, runSeeds];\n",
    );
    expect(messages).toHaveLength(2);
  });

  it('refuses a feature importing a later feature', async () => {
    const messages = await restrictedImports(
      'apps/api/src/features/applications/probe.ts',
      "import { workflowFeature } from '../workflow/workflow-feature.ts';\nexport const probe = workflowFeature;\n",
    );
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain('features/applications may import platform/, providers/ and earlier features only');
  });

  it('refuses a feature importing the app layer', async () => {
    const messages = await restrictedImports(
      'apps/api/src/features/workflow/probe.ts',
      "import { buildApp } from '../../app.ts';\nexport const probe = buildApp;\n",
    );
    expect(messages).toHaveLength(1);
  });

  it('lets a feature import platform, providers and an earlier feature', async () => {
    const messages = await restrictedImports(
      'apps/api/src/features/workflow/probe.ts',
      [
        "import { loadApplication } from '../applications/application-repository.ts';",
        "import { systemClock } from '../../platform/clock.ts';",
        "import { createSandboxProviders } from '../../providers/providers.ts';",
        'export const probe = [loadApplication, systemClock, createSandboxProviders];',
        '',
      ].join('\n'),
    );
    expect(messages).toEqual([]);
  });

  it('refuses an import cycle (the queue imports retry-schedule.ts, which here would import the queue back)', async () => {
    const messages = await messagesOf(
      CYCLE,
      'apps/api/src/platform/jobs/retry-schedule.ts',
      "import { TableJobQueue } from './table-job-queue.ts';\nexport const probe = TableJobQueue;\n",
    );
    expect(messages).toHaveLength(1);
  });
});
