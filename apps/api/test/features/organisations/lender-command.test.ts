import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runLenderCommand } from '../../../src/features/organisations/lender-command.ts';
import type { DatabaseHandle } from '../../../src/platform/db/database.ts';
import { cloneTemplateDatabase } from '../../support/template-database.ts';

// `npm run lender` (decision 246) on the seeded template: nine demo lenders, lintel the default.
let handle: DatabaseHandle;
const dir = mkdtempSync(join(tmpdir(), 'lintel-lender-'));
const audit: Array<{ action: string; before: unknown; after: unknown }> = [];
beforeAll(async () => (handle = await cloneTemplateDatabase()));
afterAll(async () => {
  await handle.close();
  rmSync(dir, { recursive: true, force: true });
});

const lender = (...argv: string[]) =>
  runLenderCommand(
    handle.db,
    { now: () => new Date(), record: async (_tx, change) => void audit.push(change) },
    argv,
  );

type LenderFile = {
  organisation: {
    orgCode: string;
    orgBrand: { name: string; theme: Record<string, string> };
    orgMetaData: { companyInfo: Record<string, unknown> };
    testEnvironment?: boolean;
  };
  hosts: string[];
  isDefault: boolean;
};

async function example(code: string): Promise<LenderFile> {
  const file = JSON.parse((await lender('example')).out.join('\n')) as LenderFile;
  file.organisation.orgCode = code;
  file.organisation.orgBrand.name = `Lender ${code}`;
  return file;
}

function fileOf(content: unknown): string {
  const path = join(dir, `lender-${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
  return path;
}

describe('npm run lender', () => {
  it('lists the lenders with their kind, default and hosts', async () => {
    const list = await lender('list');
    expect(list.code).toBe(0);
    expect(list.out).toHaveLength(9);
    expect(list.out).toContain('lintel: Lintel (MAIN) default hosts lintel.test, www.lintel.test');
    expect(list.out).toContain('harbor-mortgage: Harbor Mortgage (LENDER) hosts heloc.harbor-mortgage.test');
  });

  it('adds a lender from a file, audited, not the default while there is one', async () => {
    const added = await lender(
      'add',
      '--file',
      fileOf({ ...(await example('acme-lending')), hosts: ['heloc.acme.test'] }),
    );
    expect(added).toMatchObject({
      code: 0,
      out: [
        expect.stringMatching(/^added acme-lending: Lender acme-lending \(LENDER\) hosts heloc.acme.test$/),
        expect.any(String),
      ],
    });
    expect(audit.at(-1)).toMatchObject({
      action: 'organisation.added',
      before: null,
      after: { code: 'acme-lending', isDefault: false },
    });
    const shown = JSON.parse((await lender('show', '--org', 'acme-lending')).out.join('\n')) as LenderFile;
    expect(shown).toMatchObject({
      hosts: ['heloc.acme.test'],
      isDefault: false,
      organisation: { orgCode: 'acme-lending' },
    });
  });

  it('refuses an existing code to add, an unknown one to update, and a host another lender has', async () => {
    const again = await lender('add', '--file', fileOf(await example('acme-lending')));
    expect(again.out).toEqual([
      'lender: refused, nothing was changed:',
      '  - lender "acme-lending" exists: change it with update --file',
    ]);
    const unknown = await lender('update', '--file', fileOf(await example('nobody-lending')));
    expect(unknown.out[1]).toBe('  - no lender "nobody-lending": add it with add --file');
    const host = await lender(
      'add',
      '--file',
      fileOf({ ...(await example('other-lending')), hosts: ['heloc.harbor-mortgage.test'] }),
    );
    expect(host.code).toBe(1);
    expect(host.out[1]).toBe('  - hosts: heloc.harbor-mortgage.test already selects harbor-mortgage');
  });

  it('checks the file whole: the organisation schema, the code, AA contrast, and nothing the server sets', async () => {
    const file = await example('Bad Code');
    file.organisation.orgBrand.theme.mutedText = '#bbbbbb';
    delete file.organisation.orgMetaData.companyInfo.companyNMLS;
    const schema = await lender('add', '--file', fileOf(file));
    expect(schema.code).toBe(1);
    expect(schema.out).toContain(
      '  - organisation.orgMetaData.companyInfo.companyNMLS: Invalid input: expected string, received undefined',
    );
    const spoiled = await example('Bad Code');
    spoiled.organisation.orgBrand.theme.mutedText = '#bbbbbb';
    const refused = await lender('add', '--file', fileOf(spoiled));
    expect(refused.out).toEqual([
      'lender: refused, nothing was changed:',
      '  - organisation.orgCode: lower-case letters, digits and dashes, starting with a letter or digit',
      expect.stringMatching(
        /^ {2}- organisation.orgBrand.theme: mutedText on background has a contrast of 1\.\d\d:1, under WCAG AA's 4\.5:1$/,
      ),
      expect.stringMatching(/^ {2}- organisation.orgBrand.theme: mutedText on surface has a contrast of/),
    ]);
    const marked = await example('marked-lending');
    marked.organisation.testEnvironment = true;
    expect((await lender('add', '--file', fileOf(marked))).out[1]).toBe(
      '  - organisation.testEnvironment: set by the server (SANDBOX_PROVIDERS), not by a lender',
    );
    expect((await lender('add', '--file', fileOf('{ not json'))).out[1]).toMatch(
      /^ {2}- --file .*: not JSON/,
    );
    expect((await lender('add', '--file', fileOf({ organisation: {}, extra: 1 }))).out).toContain(
      '  - : Unrecognized key: "extra"',
    );
    expect((await lender('list')).out).toHaveLength(10);
  });

  it('moves the default to a lender updated with isDefault, and answers usage otherwise', async () => {
    const updated = await lender(
      'update',
      '--file',
      fileOf({ ...(await example('acme-lending')), isDefault: true }),
    );
    expect(updated.out[0]).toBe('updated acme-lending: Lender acme-lending (LENDER) default');
    const list = (await lender('list')).out;
    expect(list.filter((line) => /\) default/.test(line))).toEqual([
      'acme-lending: Lender acme-lending (LENDER) default',
    ]);
    expect(audit.at(-1)).toMatchObject({ action: 'organisation.updated', before: { isDefault: false } });
    expect((await lender()).code).toBe(2);
    expect((await lender('add')).code).toBe(2);
    expect((await lender('list', '--nope')).out[0]).toMatch(/^lender: Unknown option '--nope'/);
  });
});
