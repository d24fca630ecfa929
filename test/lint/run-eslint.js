// Runs the ESLint Node API with the real eslint.config.js for test/lint/import-rules.test.ts.
//
// It runs in a child Node process because ESLint loads eslint.config.js with a dynamic import(),
// which jest's module sandbox refuses without --experimental-vm-modules.
//
// Input (stdin): JSON array of requests
//   { kind: 'file', path }              lint a file that the config ignores (the fixtures)
//   { kind: 'probe', filePath, code }   lint text as if it were a file at filePath
//   { kind: 'ignored', path }           would `npm run lint` ignore this path?
// Output (stdout): JSON array with, per request, the messages or the boolean.
import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';

const root = path.resolve(import.meta.dirname, '../..');
const overrideConfigFile = path.join(root, 'eslint.config.js');
// Probe files are named __lint-probe__.<ext> (see import-rules.test.ts).
const PROBE = '__lint-probe__';

// As `npm run lint` sees the tree.
const asNpmRunLint = new ESLint({ cwd: root, overrideConfigFile });
// The fixtures are ignored by the config (they break the rules on purpose): lint them anyway.
const withoutIgnores = new ESLint({ cwd: root, overrideConfigFile, ignore: false });
// Probe files exist only in memory, so typescript-eslint's project service cannot type them:
// type-aware rules are off for them alone, every other rule is the real config's.
const forProbes = new ESLint({
  cwd: root,
  overrideConfigFile,
  overrideConfig: { files: [`**/${PROBE}.*`], ...tseslint.configs.disableTypeChecked },
});

const messagesOf = ([result]) =>
  result.messages.map(({ ruleId, severity, line, message }) => ({
    ruleId,
    severity,
    line,
    message,
  }));

const answer = async (request) => {
  switch (request.kind) {
    case 'file':
      return messagesOf(await withoutIgnores.lintFiles([request.path]));
    case 'probe':
      return messagesOf(await forProbes.lintText(request.code, { filePath: request.filePath }));
    case 'ignored':
      return asNpmRunLint.isPathIgnored(request.path);
    default:
      throw new Error(`unknown request ${JSON.stringify(request)}`);
  }
};

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const requests = JSON.parse(Buffer.concat(chunks).toString('utf8'));
const answers = [];
for (const request of requests) answers.push(await answer(request));
process.stdout.write(JSON.stringify(answers));
