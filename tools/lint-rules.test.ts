/**
 * The house rules the lint enforces (eslint.config.mjs): SQL only in repositories and migrations,
 * and the formatter. Each rule gets a planted violation linted with the real config through ESLint's
 * Node API (no file is written), and the same code where it is allowed must pass. Risk removed: a
 * rule that silently stops firing (a renamed selector, a glob that no longer matches) while the lint
 * stays green.
 */
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = join(__dirname, '..');
let eslint: ESLint;

/** The messages of `code` linted as if it were the file at `filePath` (relative to the repo root). */
async function lint(code: string, filePath: string): Promise<Array<{ ruleId: string | null; message: string }>> {
  const [result] = await eslint.lintText(code, { filePath: join(root, filePath) });
  return result.messages.map((m) => ({ ruleId: m.ruleId, message: m.message }));
}

/** Messages of the SQL-only-in-repositories rule (import and syntax halves). */
const sqlMessages = (messages: Array<{ ruleId: string | null; message: string }>) =>
  messages.filter((m) => (m.ruleId === 'no-restricted-imports' || m.ruleId === 'no-restricted-syntax') && m.message.includes('SQL lives only in repositories'));

const USECASE = 'apps/flows/src/usecases/x.usecase.ts';
const REPOSITORY = 'apps/flows/src/infra/db/x.repository.ts';

/** Each planted violation, formatted as prettier would, so only the SQL rule can fire. */
const VIOLATIONS: Record<string, string> = {
  'a knex value import': "import knex from 'knex';\n\n/** Planted. */\nexport const k = knex;\n",
  'a knex type import': "import type { Knex } from 'knex';\n\n/** Planted. */\nexport type T = Knex.Transaction;\n",
  'a Postgres driver import': "import pg from 'pg';\n\n/** Planted. */\nexport const p = pg;\n",
  'a dynamic knex import': "/** Planted. */\nexport const load = () => import('knex');\n",
  'the builder behind Db (db.knex)':
    "import type { Db } from '@platform/db';\n\n/** Planted. */\nexport const rows = (db: Db) => db.knex.select('id').from('flows');\n",
  'a query built on the transaction (trx(...))':
    "import type { Trx } from '@platform/db';\n\n/** Planted. */\nexport const insert = (trx: Trx) => trx('flows').insert({ id: 'x' });\n",
  'a knex(...) call': "/** Planted. */\nexport const q = (knex: (t: string) => unknown) => knex('flows');\n",
  'raw SQL (.raw)': "import type { Trx } from '@platform/db';\n\n/** Planted. */\nexport const one = (trx: Trx) => trx.raw('select 1');\n",
  'a raw fragment (.whereRaw)': "/** Planted. */\nexport const f = (q: { whereRaw(sql: string): unknown }) => q.whereRaw('status = ?');\n",
};

describe('lint rules', () => {
  beforeAll(() => {
    eslint = new ESLint({ cwd: root });
  });

  describe('SQL only in repositories', () => {
    for (const [name, code] of Object.entries(VIOLATIONS)) {
      it(`fails on ${name} in a use case`, async () => {
        expect(sqlMessages(await lint(code, USECASE))).toHaveLength(1);
      });

      it(`passes ${name} in a repository`, async () => {
        expect(await lint(code, REPOSITORY)).toEqual([]);
      });
    }

    it('fails in rpc files, inbound adapters, server.ts and libraries outside the db layer', async () => {
      const code = VIOLATIONS['raw SQL (.raw)'];
      for (const path of [
        'apps/flows/src/rpc/get-flow.rpc.ts',
        'apps/webhooks/src/inbound/x.consumer.ts',
        'apps/flows/src/server.ts',
        'libs/platform/grpc/src/x.ts',
      ]) {
        expect(sqlMessages(await lint(code, path)), path).toHaveLength(1);
      }
    });

    it('passes in migrations, tests and the db layer libraries', async () => {
      const code = VIOLATIONS['a query built on the transaction (trx(...))'];
      for (const path of [
        'apps/flows/src/migrations/index.ts',
        'apps/flows/test/integration/x.test.ts',
        'apps/flows/src/domain/x.test.ts',
        'libs/platform/db/src/x.ts',
        'libs/platform/bus/src/x.ts',
        'libs/platform/testing/src/x.ts',
      ]) {
        expect(sqlMessages(await lint(code, path)), path).toEqual([]);
      }
    });

    it("leaves express's raw body parser alone", async () => {
      const code = "import express from 'express';\n\n/** Planted. */\nexport const parser = express.raw({ type: () => true });\n";
      expect(sqlMessages(await lint(code, 'apps/messaging-proxy/src/inbound/http/x.ts'))).toEqual([]);
    });
  });

  describe('formatter', () => {
    it('fails on code prettier would format differently', async () => {
      const messages = await lint('/** Planted. */\nexport const x = { a:1 }\n', USECASE);
      expect(messages.map((m) => m.ruleId)).toContain('prettier/prettier');
    });

    it('passes formatted code', async () => {
      expect(await lint('/** Planted. */\nexport const x = { a: 1 };\n', USECASE)).toEqual([]);
    });
  });
});
